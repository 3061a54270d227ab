// The route-module contract is the federation's (@site/federation); remotes reach it through here.
export { buildStamp, NotFoundError } from '@site/federation/route-module';
export type { ApiAnswer, RouteAction, RouteActionContext, RouteActionData, RouteActionResult, RouteActionServices, RouteLoadContext, RouteModule, RoutePageProps } from '@site/federation/route-module';
