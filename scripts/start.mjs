// `npm start`: the (cached) build, publishing every built remote version into the remotes store
// and making sure a registry exists, then the composed site. Any number of `npm start`s may run
// from one checkout at once: the build and publish steps take turns (build-lock.mjs), and each
// then serves from what is built and published. Whatever needs a build (the publishing, the
// server) is imported only once the build is done: a clean clone has none.
import { build, underBuildLock } from './build-lock.mjs';

await underBuildLock(async () => {
  await build();
  const { publishRemotes } = await import('./publish-remotes.mjs');
  await publishRemotes();
});
await import('../shell/dist/server/server.js');
