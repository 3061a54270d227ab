import { defaultLocale, type Locale } from './locales';

/** Part and module slugs as the site links them (lower case). */
export const partSlugs = ['d90', 'h60', 'h70', 'hand', 'p110', 'p60n30', 'p90n20', 't28'] as const;
export type PartSlug = (typeof partSlugs)[number];

/** Every page of the site, in one typed table. */
export const staticPaths = [
  '/',
  '/about',
  '/applications',
  '/contact',
  '/contactinformation',
  '/documentcenter',
  '/dog',
  '/dog-w',
  '/dog-y',
  '/human',
  '/z1',
  '/news',
  '/opensource',
  '/policy',
  '/service',
  '/app',
  '/app/g1',
  '/app/dog',
] as const;
export type StaticPath = (typeof staticPaths)[number];

export type SitePath =
  | StaticPath
  | '/parts'
  | `/parts/${PartSlug}`
  | `/news/${string}`
  | '/privacy.html'
  | '/privacy-en.html'
  | `/${string}/${string}`;

/** The locale-aware path of a page: `href('/news/3', 'en')` is `/en/news/3`. */
export function href(path: SitePath, locale: Locale, hash?: string): string {
  if (path === '/privacy.html' || path === '/privacy-en.html') return locale === 'en' ? '/privacy-en.html' : '/privacy.html';
  const localized = locale === defaultLocale ? path : path === '/' ? '/en' : `/en${path}`;
  return hash ? `${localized}#${hash}` : localized;
}

/** The same page in another language, keeping query and hash (`/news/3` <-> `/en/news/3`). */
export function switchLocaleHref(path: string, search: string, hash: string, locale: Locale): string {
  return href(path as SitePath, locale) + search + hash;
}
