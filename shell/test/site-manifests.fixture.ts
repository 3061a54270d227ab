// The four areas' manifests as the repository writes them today: tests check the frame they make
// is the site's (same menus, footer, routes), without a build.
import contact from '../../mf-contact/src/area';
import content from '../../mf-content/src/area';
import parts from '../../mf-parts/src/area';
import products from '../../mf-products/src/area';

export const siteManifests = [products, parts, content, contact];
