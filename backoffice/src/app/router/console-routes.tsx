import type { RouteObject } from 'react-router';
import type { ConsoleApi } from '../api/console-api-client';
import { ConsoleLayout } from '../layout/console-layout';
import { signedIn } from '../session/signed-in-loader';
import { sessionRouteId } from '../session/use-session';
import { overviewRoute } from '../../pages/overview/route';

import { PageLoading } from './page-loading';
import { routePatterns } from './paths';
import { NotFound, RootRouteError, RouteError } from './route-error';

/**
 * The console's route table. Each page's `route.tsx` exports a factory of its route (loader and
 * component) given the API client. Only the overview comes with the first load: the other pages
 * (and antd's tables and forms they use) load when visited.
 */
export function consoleRoutes(api: ConsoleApi): RouteObject[] {
  return [
    { path: routePatterns.signIn, lazy: () => import('../../pages/sign-in/route').then((page) => page.signInRoute(api)), HydrateFallback: PageLoading },
    {
      id: sessionRouteId,
      path: '/',
      loader: signedIn(() => api.session()),
      Component: ConsoleLayout,
      ErrorBoundary: RootRouteError,
      HydrateFallback: PageLoading,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, ...overviewRoute(api) },
            { path: routePatterns.area, lazy: () => import('../../pages/area/route').then((page) => page.areaRoute(api)) },
            { path: routePatterns.audit, lazy: () => import('../../pages/audit/route').then((page) => page.auditRoute(api)) },
            { path: routePatterns.users, lazy: () => import('../../pages/users/route').then((page) => page.usersRoute(api)) },
            { path: routePatterns.leads, lazy: () => import('../../pages/leads/route').then((page) => page.leadsRoute(api)) },
            { path: routePatterns.lead, lazy: () => import('../../pages/lead/route').then((page) => page.leadRoute(api)) },
            // The newsroom's editor (and its rich-text editor) load only here.
            { path: routePatterns.newsroom, lazy: () => import('../../pages/newsroom/route').then((page) => page.newsroomRoute(api)) },
            { path: routePatterns.newArticle, lazy: () => import('../../pages/article/route').then((page) => page.articleRoute(api)) },
            { path: routePatterns.article, lazy: () => import('../../pages/article/route').then((page) => page.articleRoute(api)) },
            { path: routePatterns.launches, lazy: () => import('../../pages/launches/route').then((page) => page.launchesRoute(api)) },
            { path: routePatterns.launch, lazy: () => import('../../pages/launch/route').then((page) => page.launchRoute(api)) },
            { path: routePatterns.media, lazy: () => import('../../pages/media/route').then((page) => page.mediaRoute(api)) },
            { path: '*', Component: NotFound },
          ],
        },
      ],
    },
  ];
}
