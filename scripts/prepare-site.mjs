// What `npm start` does before it serves, on its own: the (cached) build, then each built remote
// version published into the remotes store and a registry made sure of, under the build lock
// (build-lock.mjs). `node scripts/prepare-site.mjs` runs it; the release tool does when a command
// needs a built shell and a registry that a clean clone does not have yet (`check`). Whatever needs
// a build (the publishing) is imported only once the build is done.
import { pathToFileURL } from 'node:url';
import { build, underBuildLock } from './build-lock.mjs';

export async function prepareSite() {
  return underBuildLock(async () => {
    await build();
    const { publishRemotes } = await import('./publish-remotes.mjs');
    return publishRemotes();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await prepareSite();
