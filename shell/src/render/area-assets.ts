import type { RemoteRecord } from '../federation/registry';

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } };
}

const manifests = new Map<string, Promise<ManifestExpose[]>>();

/**
 * The scripts and stylesheets one exposed module needs in the browser, read from the remote
 * version's mf-manifest.json (cached per version: version folders never change).
 */
export async function areaAssets(
  record: RemoteRecord,
  module: string,
  internalWebEntry: string,
): Promise<{ scripts: string[]; stylesheets: string[] }> {
  const manifestUrl = new URL('mf-manifest.json', internalWebEntry).href;
  let manifest = manifests.get(manifestUrl);
  if (!manifest) {
    manifest = fetch(manifestUrl, { signal: AbortSignal.timeout(1000) })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`manifest ${response.status}`))))
      .then((json: { exposes: ManifestExpose[] }) => json.exposes);
    manifests.set(manifestUrl, manifest);
    manifest.catch(() => manifests.delete(manifestUrl));
  }
  const expose = (await manifest).find((item) => item.name === module);
  const base = record.web.slice(0, record.web.lastIndexOf('/') + 1);
  const scripts = [record.web, ...(expose?.assets.js.sync ?? []).map((file) => base + file)];
  const stylesheets = [...(expose?.assets.css.sync ?? []), ...(expose?.assets.css.async ?? [])].map((file) => base + file);
  return { scripts, stylesheets };
}
