import { defaultLocale, type Locale } from './locales';

/**
 * A page of the site without its language prefix (`/news/3`). Which pages exist is the areas'
 * to say (their manifests); this package knows only how a page's address changes with the language.
 */
export type SitePath = `/${string}`;

/**
 * A page with a fixed address per language, outside the /en prefix: `<name>.html` in Chinese and
 * `<name>-en.html` in English (the privacy policy's published addresses).
 */
export const fixedAddress = /^\/([\w-]+?)(-en)?\.html$/;

/** The locale-aware path of a page: `href('/news/3', 'en')` is `/en/news/3`. */
export function href(path: SitePath, locale: Locale, hash?: string): string {
  const fixed = fixedAddress.exec(path);
  const localized = fixed ? `/${fixed[1]}${locale === 'en' ? '-en' : ''}.html` : locale === defaultLocale ? path : path === '/' ? '/en' : `/en${path}`;
  return hash ? `${localized}#${hash}` : localized;
}

/** The same page in another language, keeping query and hash (`/news/3` <-> `/en/news/3`). */
export function switchLocaleHref(path: string, search: string, hash: string, locale: Locale): string {
  return href(path as SitePath, locale) + search + hash;
}
