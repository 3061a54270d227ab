// What the release tests build on: versions in a store with their area manifests, the live shell's
// provides.json, and a tiny area app that the real build command builds.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@site/federation';
import { defineArea, type AreaManifest, type AreaPage } from '@site/federation/area-manifest';
import type { BuildRequirements } from '@site/federation/compatibility';

/** The live shell of the tests: the slots its frame has. */
export const testShell: BuildRequirements = { federationContract: 2, packages: {}, slots: ['header.components', 'header.explore', 'footer.parts'] };

/** A part's menu entry in the Components fly-out. */
export const partEntry = (slug: string, order = 10) => ({ slot: 'header.components', path: `/parts/${slug}`, label: { zh: `${slug} 模组`, en: `${slug} module` }, order });

/** The parts area with a page (and a fly-out entry) for each slug. */
export function partsArea(slugs: string[]): AreaManifest {
  return defineArea({
    remote: 'parts',
    pages: [{ path: '/parts/:slug', module: 'part', pages: slugs.map((slug) => `/parts/${slug}`) }],
    entries: slugs.map((slug, index) => partEntry(slug, 10 * (index + 1))),
  });
}

/** An area with the given literal pages and no menu entries. */
export function pagesArea(remote: RemoteName, paths: string[]): AreaManifest {
  return defineArea({ remote, pages: paths.map((path): AreaPage => ({ path, module: 'page' })), entries: [] });
}

/**
 * Writes `version` of `remote` into the store: its release.json and its `web/area.json` (any JSON;
 * null: none). By default the area's manifest: parts with /parts/d90, the others with no pages.
 */
export function storeVersion(remotesDir: string, remote: RemoteName, version: string, publishedAt: number, manifest: unknown = remote === 'parts' ? partsArea(['d90']) : pagesArea(remote, [])): void {
  mkdirSync(join(remotesDir, remote, version, 'web'), { recursive: true });
  writeFileSync(join(remotesDir, remote, version, 'release.json'), JSON.stringify({ version, publishedAt }));
  if (manifest !== null) writeFileSync(join(remotesDir, remote, version, 'web', 'area.json'), JSON.stringify(manifest));
}

/**
 * A copy of the fixture area app whose build emits `manifest` (and requirements the test shell meets), in `packages/release/.tmp` (inside
 * the repository, so the build finds the workspace's rsbuild), as `<returned dir>/<name>`.
 */
export function areaApp(manifest: unknown, name = 'app'): { parent: string; dir: string } {
  const tmp = join(import.meta.dirname, '..', '.tmp');
  mkdirSync(tmp, { recursive: true });
  const parent = mkdtempSync(join(tmp, 'apps-'));
  const dir = join(parent, name);
  cpSync(join(import.meta.dirname, 'fixtures', 'area-app'), dir, { recursive: true });
  writeFileSync(join(dir, 'area.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'requirements.json'), JSON.stringify({ federationContract: testShell.federationContract, packages: {} }));
  return { parent, dir };
}
