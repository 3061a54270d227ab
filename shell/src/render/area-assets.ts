import type { RemoteRecord } from '@site/federation';
import { stylesheetText, type PageStyle } from './page-styles';

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

const manifests = new Map<string, Promise<ManifestExpose[]>>();

/**
 * The scripts and styles one exposed module needs in the browser, read from the remote version's
 * mf-manifest.json (cached per build: a version folder never changes; an area's dev server keeps
 * its browser entry across builds, each with a Node entry of its own). Only the module's own
 * (sync) styles: the manifest's async ones belong to chunks loaded later, or are the remote's
 * fallback copy of shared packages whose styles the shell already has.
 */
export async function areaAssets(
  record: RemoteRecord,
  module: string,
  internalWebEntry: string,
): Promise<{ scripts: string[]; styles: PageStyle[] }> {
  const manifestUrl = new URL('mf-manifest.json', internalWebEntry).href;
  const build = `${manifestUrl} ${record.node}`;
  let manifest = manifests.get(build);
  if (!manifest) {
    manifest = fetch(manifestUrl, { signal: AbortSignal.timeout(1000) })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`manifest ${response.status}`))))
      .then((json: { exposes: ManifestExpose[] }) => json.exposes);
    manifests.set(build, manifest);
    manifest.catch(() => manifests.delete(build));
  }
  const expose = (await manifest).find((item) => item.name === module);
  const base = record.web.slice(0, record.web.lastIndexOf('/') + 1);
  const scripts = [record.web, ...(expose?.assets.js.sync ?? []).map((file) => base + file)];
  const styles = await Promise.all(
    (expose?.assets.css.sync ?? []).map(async (file): Promise<PageStyle> => {
      // The remote's chunk loader knows its stylesheets by their path inside the version folder.
      const style: PageStyle = { href: base + file, chunkHref: file };
      return stylesheetText(new URL(file, internalWebEntry).href, record.node).then(
        (css) => ({ ...style, css }),
        () => style,
      );
    }),
  );
  return { scripts, styles };
}
