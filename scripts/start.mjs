// `npm start`: the (cached) build, publishing every built remote version into the remotes store
// and making sure a registry exists (prepare-site.mjs), then the composed site. Any number of
// `npm start`s may run from one checkout at once: the preparation takes turns under the build
// lock, and each then serves from what is built and published. The server is imported only once
// it is built: a clean clone has none.
import { prepareSite } from './prepare-site.mjs';

await prepareSite();
await import('../shell/dist/server/server.js');
