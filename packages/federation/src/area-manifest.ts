import { z } from 'zod';
import { remoteNames, type RemoteName } from './remotes.js';

/**
 * What an area contributes to the site, carried by each of its versions (`area.json` beside its
 * browser entry): its pages, its entries in the shell's menus and footer, and which of its pages
 * take plain form posts. The shell builds its route table, menus, sitemaps and health-check pages
 * from the manifests of the versions it serves; the release tool refuses a version whose manifest
 * the shell cannot use (`contributionProblem`).
 */
export const areaManifestFile = 'area.json';

/** The manifest format this contract reads. A new format is a new federation contract version. */
export const areaManifestFormat = 1;

const languageNames = { zh: 'Chinese', en: 'English' } as const;
const labelText = (language: keyof typeof languageNames) =>
  z.string({ error: `no ${languageNames[language]} label` }).trim().min(1, `no ${languageNames[language]} label`);

/** A text shown in the shell's frame, in both languages. */
const labelSchema = z.object({ zh: labelText('zh'), en: labelText('en') }, { error: 'no label' });

const segment = String.raw`(?:[\w.-]+|:[A-Za-z]\w*)`;
/** A route path: literal segments and `:name` parameters (`/parts/:slug`). */
const routePath = z.string().regex(new RegExp(`^/(?:${segment}(?:/${segment})*)?$`), 'not a route path');
/** A concrete page (`/parts/d90`); `/news/:id` stands for "any news article" in health checks. */
const pagePath = routePath;

const pageSchema = z
  .object({
    /** The route pattern this area answers. */
    path: routePath,
    /** The exposed module (`./part` is `part`) that renders it. */
    module: z.string().regex(/^[\w-]+$/, 'not a module name'),
    /** For a path with parameters: every page it serves (sitemaps and health checks render them). */
    pages: z.array(pagePath).optional(),
    /**
     * Whether its pages are listed in the sitemaps (default: a path without parameters is).
     * `articles`: its pages are the site's news articles, `:id` an article's id (the sitemaps list them from the API).
     */
    sitemap: z.union([z.boolean(), z.literal('articles')]).optional(),
    /** Its module's server `action` answers plain form posts to it. */
    action: z.boolean().optional(),
    /** Its name in breadcrumb trails when no menu entry names it. */
    name: labelSchema.optional(),
  })
  .refine((page) => !page.path.includes(':') || (page.pages?.length ?? 0) > 0, { message: 'a path with parameters lists its pages', path: ['pages'] });

const entrySchema = z
  .object({
    /** The shell's slot it goes in (`header.components`, `footer.parts`). */
    slot: z.string().regex(/^[a-z]+(?:\.[a-z]+)*$/, 'not a slot name'),
    /** A page of the site (locale-free)... */
    path: pagePath.optional(),
    /** ...or an address elsewhere, opened in a new tab. */
    href: z.url({ protocol: /^https$/, error: 'not an https address' }).optional(),
    label: labelSchema.optional(),
    /** Position in its slot, smallest first; the shell's own items have theirs. */
    order: z.number(),
    /** Where the slot's own title leads (a fly-out that is a page); not listed in it. */
    landing: z.boolean().optional(),
    /** Shown as the highlighted pill. */
    highlight: z.boolean().optional(),
  })
  .refine((entry) => (entry.path === undefined) !== (entry.href === undefined), { message: 'an entry has a path or an href', path: ['path'] })
  .refine((entry) => entry.landing || entry.label !== undefined, { message: 'no label', path: ['label'] });

export const areaManifestSchema = z.object({
  format: z.literal(areaManifestFormat, { error: `not manifest format ${areaManifestFormat}` }),
  remote: z.enum(remoteNames),
  pages: z.array(pageSchema),
  entries: z.array(entrySchema),
});

export type AreaManifest = z.infer<typeof areaManifestSchema>;
export type AreaPage = AreaManifest['pages'][number];
export type AreaEntry = AreaManifest['entries'][number];
export type AreaLabel = z.infer<typeof labelSchema>;

/** A remote's manifest, typed where it is written (`src/area.ts`); the build validates and writes it. */
export function defineArea(manifest: Omit<AreaManifest, 'format'>): AreaManifest {
  return { format: areaManifestFormat, ...manifest };
}

/** A manifest's labels from an area's two translation files (`label('news')` is `{ zh, en }`). */
export function areaLabels<Key extends string>(zh: Record<Key, string>, en: Record<Key, string>): (key: Key) => AreaLabel {
  return (key) => ({ zh: zh[key], en: en[key] });
}

/** The manifest in `value`, or why the shell cannot read it, in one line. */
export function readAreaManifest(value: unknown): { manifest: AreaManifest } | { problem: string } {
  const parsed = areaManifestSchema.safeParse(value);
  if (parsed.success) return { manifest: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { problem: `${describePath(value, issue.path)}: ${issue.message}` };
}

/** `entries[3] (/parts/x100 in header.components).label.en`: where an issue is, named so a person finds it. */
function describePath(value: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the manifest';
  const [list, index, ...rest] = path;
  const item = (value as Record<string, unknown[] | undefined>)?.[String(list)]?.[Number(index)] as Record<string, unknown> | undefined;
  const named = typeof index === 'number' && item ? ` (${[item['path'] ?? item['href'], item['slot'] ? `in ${String(item['slot'])}` : ''].filter(Boolean).join(' ')})` : '';
  return `${String(list)}${typeof index === 'number' ? `[${index}]` : index === undefined ? '' : `.${String(index)}`}${named}${rest.map((key) => `.${String(key)}`).join('')}`;
}

/** Paths the shell keeps for itself: no area may claim them. */
export const reservedPaths = ['/api', '/remotes', '/shell', '/registry.json', '/sitemap.xml', '/robots.txt', '/en'] as const;

/** URL spaces that belong to one area alone: no other area may claim a path inside them. */
export const areaPrefixes: Partial<Record<RemoteName, readonly string[]>> = { parts: ['/parts'] };

const within = (path: string, prefix: string) => path.toLowerCase() === prefix || path.toLowerCase().startsWith(`${prefix}/`);

/** Whether some URL matches both route patterns (segments equal, case-insensitively, or either a parameter). */
export function pathsOverlap(a: string, b: string): boolean {
  const left = a.split('/');
  const right = b.split('/');
  return left.length === right.length && left.every((part, i) => part.startsWith(':') || right[i]!.startsWith(':') || part.toLowerCase() === right[i]!.toLowerCase());
}

/**
 * Why the shell must not serve `manifest` beside the other areas' `others` (the versions that
 * would be served with it), in one line, or undefined. `slots`: the slots the live shell has.
 */
export function contributionProblem(remote: RemoteName, manifest: AreaManifest, others: readonly AreaManifest[], slots: readonly string[]): string | undefined {
  if (manifest.remote !== remote) return `its manifest is the ${manifest.remote} area's`;
  const seen = new Set<string>();
  for (const page of manifest.pages) {
    const reserved = reservedPaths.find((prefix) => within(page.path, prefix));
    if (reserved) return `${page.path} is the shell's (${reserved})`;
    for (const [owner, prefixes] of Object.entries(areaPrefixes)) {
      const prefix = owner !== remote && prefixes.find((candidate) => within(page.path, candidate));
      if (prefix) return `${page.path} is inside ${prefix}, the ${owner} area's`;
    }
    for (const other of others) {
      if (other.remote === remote) continue;
      const taken = other.pages.find((claimed) => pathsOverlap(claimed.path, page.path));
      if (taken) return `${page.path} is claimed by the ${other.remote} area (${taken.path})`;
    }
    const key = page.path.toLowerCase();
    if (seen.has(key)) return `${page.path} is listed twice`;
    seen.add(key);
  }
  const unknown = manifest.entries.find((entry) => !slots.includes(entry.slot));
  if (unknown) return `the shell has no slot ${unknown.slot} (${unknown.path ?? unknown.href})`;
  return undefined;
}
