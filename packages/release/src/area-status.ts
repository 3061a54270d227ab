// What `status` shows of the versions' area manifests: each version's pages and menu entries
// (--json), and what a coming version (the canary, or the newest stored) changes against the active one.
import { join } from 'node:path';
import type { AreaLabel, AreaManifest } from '@site/federation/area-manifest';
import { readVersionManifest } from './area-manifests.js';

/** A version's contribution in `status --json`. */
export interface VersionPages {
  /** The route patterns it answers (`/parts/:slug`). */
  paths: string[];
  /** Every page it serves (`/parts/d90`). */
  pages: string[];
  entries: { slot: string; path?: string; href?: string; label?: AreaLabel }[];
}

export function versionPages(manifest: AreaManifest): VersionPages {
  return {
    paths: manifest.pages.map((page) => page.path),
    pages: [...new Set(manifest.pages.flatMap((page) => page.pages ?? [page.path]))],
    entries: manifest.entries.map(({ slot, path, href, label }) => ({ slot, ...(path ? { path } : {}), ...(href ? { href } : {}), ...(label ? { label } : {}) })),
  };
}

async function readPages(remotesDir: string, remote: string, version: string): Promise<VersionPages | null> {
  const read = await readVersionManifest(join(remotesDir, remote, version));
  return 'manifest' in read ? versionPages(read.manifest) : null;
}

/** `status --json`: adds `"pages": { "<version>": VersionPages | null }` (null: no readable manifest) to each remote's entry. */
export async function addPages(remotesDir: string, remotes: Record<string, { versions: string[] }>): Promise<void> {
  for (const [remote, entry] of Object.entries(remotes)) {
    const pages = await Promise.all(entry.versions.map(async (version) => [version, await readPages(remotesDir, remote, version)] as const));
    Object.assign(entry, { pages: Object.fromEntries(pages) });
  }
}

/** Per page or address: `page` when it is served, and the slots it is listed in. */
function listings(pages: VersionPages): Map<string, Set<string>> {
  const byTarget = new Map<string, Set<string>>();
  const add = (target: string, what: string) => byTarget.set(target, (byTarget.get(target) ?? new Set()).add(what));
  for (const page of pages.pages) add(page, 'page');
  for (const entry of pages.entries) add(entry.path ?? entry.href ?? '', entry.slot);
  return byTarget;
}

const shownPerSide = 4;

/** `+ /parts/x100 (page, header.components), + …`: what `to` has that `from` has not, a few shown. */
function difference(sign: '+' | '-', to: Map<string, Set<string>>, from: Map<string, Set<string>>): string[] {
  const items = [...to].flatMap(([target, whats]) => {
    const extra = [...whats].filter((what) => !from.get(target)?.has(what));
    return extra.length ? [`${sign} ${target} (${extra.join(', ')})`] : [];
  });
  return items.length > shownPerSide ? [...items.slice(0, shownPerSide), `${sign} ${items.length - shownPerSide} more`] : items;
}

/**
 * `status`: for the canary, and for the newest stored version when it is not the active one, a line
 * of the pages and menu entries it adds and removes against the active version.
 */
export async function pageChanges(remotesDir: string, remote: string, item: { active: string | null; canary: { version: string } | null; versions: { version: string }[] }): Promise<string[]> {
  if (!item.active) return [];
  const coming = [...new Set([item.canary?.version, item.versions.at(-1)?.version])].filter((version) => version !== undefined && version !== item.active) as string[];
  if (coming.length === 0) return [];
  const active = await readPages(remotesDir, remote, item.active);
  return Promise.all(
    coming.map(async (version) => {
      const candidate = await readPages(remotesDir, remote, version);
      if (!active || !candidate) return `  ${version} vs active: unknown (${!candidate ? version : item.active} has no readable area manifest)`;
      const [now, then] = [listings(candidate), listings(active)];
      const changes = [difference('+', now, then).join(', '), difference('-', then, now).join(', ')].filter(Boolean).join('; ');
      return `  ${version} vs active: ${changes || 'the same pages and entries'}`;
    }),
  );
}
