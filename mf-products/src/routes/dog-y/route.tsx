import type { RouteModule } from '@site/federation/route-module';
import { build } from '../../build';
import { messages, parts } from '../../shared/dog-variant/dog-y-model';

/** /dog-y: banner with a film, five clips that play in view, an expandable video and the spec table. */
export const DogVariantPage = parts.Page;

const route: RouteModule = { Page: parts.Page, messages, build };

export default route;
