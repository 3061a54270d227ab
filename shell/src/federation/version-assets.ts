import { RecentMap } from '@site/federation/recent-map';
import type { PageStyle } from '@site/federation/render-contract';
import type { RemoteRecord } from '@site/federation/remotes';
import { IntegrityError, recordedHashes, verifiedFetch } from './version-integrity';

/**
 * One version's browser files: where they are (its entry's folder, its media), which of them an
 * exposed module needs (its mf-manifest.json), and its stylesheets' text for the server render.
 * Browser code reads the folders; the memos are RecentMaps, so nothing here weighs on its bundle.
 */

/** The folder of a version's browser entry, which holds its chunks. */
export function entryFolder(record: RemoteRecord): string {
  return record.web.slice(0, record.web.lastIndexOf('/') + 1);
}

/** Media of a remote version sit beside its browser entry. */
export function mediaBase(record: RemoteRecord): string {
  return entryFolder(record) + 'media/';
}

/** A script of an area's page, with its recorded hash when its version has one (Subresource Integrity). */
export interface AreaScript {
  href: string;
  integrity?: string;
}

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

/** Manifests read, by build (the 100 most recently used): a dev server's every build adds its own. */
const manifests = new RecentMap<string, Promise<ManifestExpose[]>>({ max: 100 });

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
): Promise<{ scripts: AreaScript[]; styles: PageStyle[] }> {
  const manifestUrl = new URL('mf-manifest.json', internalWebEntry).href;
  const build = `${manifestUrl} ${record.node}`;
  let manifest = manifests.get(build);
  if (!manifest) {
    // Checked against the recorded file list like every file of a version: it names the page's chunks.
    manifest = verifiedFetch(manifestUrl, { signal: AbortSignal.timeout(1000) })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`manifest ${response.status}`))))
      .then((json: { exposes: ManifestExpose[] }) => json.exposes);
    manifests.set(build, manifest);
    manifest.catch(() => manifests.delete(build));
  }
  // The recorded hashes (checked against the registry's record of them): a browser runs only those bytes.
  const [exposes, hashes] = await Promise.all([manifest, recordedHashes(internalWebEntry)]);
  const expose = exposes.find((item) => item.name === module);
  const base = entryFolder(record);
  const script = (file: string): AreaScript => {
    const integrity = hashes?.[`web/${file}`];
    return { href: base + file, ...(integrity ? { integrity } : {}) };
  };
  const scripts = [script('remoteEntry.js'), ...(expose?.assets.js.sync ?? []).map(script)];
  const styles = await Promise.all(
    (expose?.assets.css.sync ?? []).map(async (file): Promise<PageStyle | undefined> => {
      // The remote's chunk loader knows its stylesheets by their path inside the version folder.
      const style: PageStyle = { href: base + file, chunkHref: file };
      return stylesheetText(new URL(file, internalWebEntry).href, record.node).then(
        (css) => ({ ...style, css }),
        // Unreadable now: the browser loads it. Not the recorded bytes: neither inlined nor linked.
        (error: unknown) => (error instanceof IntegrityError ? undefined : style),
      );
    }),
  );
  return { scripts, styles: styles.filter((style) => style !== undefined) };
}

/** The texts read (the 500 most recently used): a dev server's every build adds its own. */
const texts = new RecentMap<string, Promise<string>>({ max: 500 });

/**
 * A stylesheet's text, read once per URL and `build` (files of a build never change; a dev server
 * serves each build's at the same URLs), held to its version's recorded hash when it has one.
 */
export function stylesheetText(url: string, build = ''): Promise<string> {
  const key = `${url} ${build}`;
  let text = texts.get(key);
  if (!text) {
    text = verifiedFetch(url, { signal: AbortSignal.timeout(1000) }).then((response) =>
      response.ok ? response.text() : Promise.reject(new Error(`stylesheet ${response.status}: ${url}`)),
    );
    texts.set(key, text);
    text.catch(() => texts.delete(key));
  }
  return text;
}
