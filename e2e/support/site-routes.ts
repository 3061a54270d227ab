import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import contact from '../../mf-contact/src/area';
import content from '../../mf-content/src/area';
import parts from '../../mf-parts/src/area';
import products from '../../mf-products/src/area';

/**
 * Every URL of the site, derived from the areas' manifests (mf-<area>/src/area.ts), so a page an
 * area adds is covered here or fails loudly in `pagePaths`.
 */
const areaRoutes = [products, parts, content, contact].flatMap((area) => area.pages);

export const siteLocales = [
  { locale: 'zh', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const;
export type SiteLocale = (typeof siteLocales)[number];

/** The footer's spellings of part slugs (spec, routes table); each answers 301 to lower case. */
export const upperCasePartSlugs = ['P110', 'H60', 'H70', 'T28'] as const;

/** A news detail route needs a real id; the list of the locale gives one. */
export const newsDetailRoute = '/news/:id';

/**
 * The locale-free page paths of the route table, parameters expanded (`/parts/:slug` to every
 * slug, upper-case spellings too when asked). News detail and fragments are left out: see
 * `newsDetailPath` and `fragmentPaths`. The privacy `.html` files are fixed addresses outside the
 * locale scheme and the spec's route table.
 */
export function pagePaths({ upperCaseParts = false } = {}): string[] {
  return areaRoutes.flatMap((route) => {
    if (route.path.endsWith('.html') || route.path === newsDetailRoute || route.path.endsWith('/:fragment')) return [];
    if (route.path === '/parts/:slug') return [...(route.pages ?? []), ...(upperCaseParts ? upperCasePartSlugs.map((slug) => `/parts/${slug}`) : [])];
    if (route.path.includes(':')) throw new Error(`site-routes.ts does not know how to expand ${route.path}`);
    return [route.path];
  });
}

/**
 * One page per page template, for the checks that judge a template rather than its data (axe):
 * the first page of each route module, and of the part module both layouts it draws, the hand and
 * a joint module (the joint modules differ only in data, which the route crawls read on every page).
 */
export function templatePaths(): string[] {
  const first = new Map<string, string>();
  for (const path of pagePaths()) {
    const route = areaRoutes.find((candidate) => candidate.path === path || candidate.pages?.includes(path))!;
    const template = route.path === '/parts/:slug' && path !== '/parts/hand' ? 'joint module' : route.module;
    if (!first.has(template)) first.set(template, path);
  }
  return [...first.values()];
}

/** One fragment of each fragment module (each module frames its fragments alike). */
export function fragmentTemplatePaths(): string[] {
  return areaRoutes.filter((route) => route.path.endsWith('/:fragment')).map((route) => route.pages![0]!);
}

/** The locale-free paths of every registered page fragment (the route table lists them). */
export function fragmentPaths(): string[] {
  return areaRoutes.filter((route) => route.path.endsWith('/:fragment')).flatMap((route) => route.pages ?? []);
}

/** The URL of a locale-free path in a locale: `/` is `/en` in English. */
export function localized(prefix: SiteLocale['prefix'], path: string): string {
  return path === '/' ? prefix || '/' : prefix + path;
}

/** A real news detail path of a locale: the first item the public list shows. */
export async function newsDetailPath(request: APIRequestContext, locale: SiteLocale['locale']): Promise<string> {
  const response = await request.get(`/api/website/news/list?display=1&language=${locale}`);
  const body = (await response.json()) as { data?: { items?: { id: number | string }[] } };
  const id = body.data?.items?.[0]?.id;
  if (id === undefined) throw new Error(`no news item in the ${locale} list: ${JSON.stringify(body)}`);
  return `/news/${id}`;
}

/** The frame's texts the tests look for: the shell's own (shell/locales/<locale>/shell.json) and the areas' menu labels. */
export interface ShellText {
  nav: Record<'home' | 'news' | 'main' | 'components' | 'magicDogs' | 'openMenu' | 'closeMenu', string>;
  product: Record<'d90' | 'dogW', string>;
  language: Record<'title', string>;
}

export function shellText(locale: SiteLocale['locale']): ShellText {
  const file = resolve(import.meta.dirname, `../../shell/locales/${locale}/shell.json`);
  const shell = JSON.parse(readFileSync(file, 'utf8')) as Omit<ShellText, 'product'>;
  const label = (area: typeof parts, path: string) => area.entries.find((entry) => entry.path === path && entry.label)!.label![locale];
  return { ...shell, nav: { ...shell.nav, news: label(content, '/news') }, product: { d90: label(parts, '/parts/d90'), dogW: label(products, '/dog-w') } };
}

/** The header labels of the shell. */
export function shellNav(locale: SiteLocale['locale']): { home: string; news: string } {
  return shellText(locale).nav;
}
