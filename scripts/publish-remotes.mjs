// Publishes the checkout's build of each remote (mf-<name>/dist/<version>, named in dist/version;
// the version is derived from the remote's sources) into the remotes store the shell serves
// (`.remotes/<name>/<version>`), and makes sure the registry names a version of each. A version
// already in the store is never written again; a new one is written aside and renamed into place,
// so any number of `npm start`s may run at once. The registry follows the checkout's build, except
// where the release tool made a version live: that choice stands until the release tool changes it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adoptLegacyRegistry, repoRoot as root, siteLocations } from '@site/config/locations';
import { checkPassed, remoteNames, remoteRecord } from '@site/federation';
import { addVersion, findVersion, openReleaseRecords, versionIntegrity } from '@site/release';

/**
 * `follow: false` (an image's first start, deploy/images/seed-store.mjs): the versions go into the
 * store and a registry is written if there is none, but a registry that exists is left as it is.
 */
export async function publishRemotes({ remotesDir, registryFile } = siteLocations(), { follow = true } = {}) {
  adoptLegacyRegistry(process.env, { ...siteLocations(), remotesDir, registryFile });
  const built = {};
  /** @type {Record<string, import('@site/federation').RemoteRecord>} */
  const records = {};
  for (const name of remoteNames) {
    const dist = join(root, `mf-${name}`, 'dist');
    const version = existsSync(join(dist, 'version')) ? readFileSync(join(dist, 'version'), 'utf8').trim() : '';
    const dir = join(dist, version);
    if (!version || !existsSync(join(dir, 'web', 'remoteEntry.js'))) throw new Error(`mf-${name} is not built: run npm run build`);
    await addVersion(remotesDir, name, dir, { version, publishedAt: Date.now() });
    built[name] = version;
    // Made live with its recorded hashes: the browser and the server run only these bytes.
    records[name] = remoteRecord(name, version, undefined, versionIntegrity((await findVersion(remotesDir, name, version))?.files));
  }

  const backend = openReleaseRecords({ registryFile, databaseUrl: process.env.DATABASE_URL });
  try {
    const current = await backend.read();
    if (!current) {
      await backend.seed(Object.fromEntries(remoteNames.map((name) => [name, records[name]])));
      return { remotesDir, registryFile };
    }
    if (!follow) return { remotesDir, registryFile };
    const events = await backend.events();
    for (const name of remoteNames) {
      const active = current[name].version;
      const chosenByRelease = events.some((event) => event.remote === name && event.to === active && checkPassed(event.check));
      if (active === built[name] || (chosenByRelease && existsSync(join(remotesDir, name, active)))) continue;
      await backend.activate(name, records[name], {
        at: Date.now(),
        actor: 'npm start',
        remote: name,
        action: 'activate',
        from: active,
        to: built[name],
        check: 'none',
      });
    }
  } finally {
    await backend.close();
  }
  return { remotesDir, registryFile };
}
