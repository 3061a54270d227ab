import { isLocale, locales, type Locale } from '@site/federation/locales';

// The languages are part of the federation contract (every route module renders in each).
export { isLocale, locales, type Locale };
export const defaultLocale: Locale = 'zh';

export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const;

/** Language tags for `<html lang>`, hreflang and Open Graph. */
export const localeMeta: Record<Locale, { htmlLang: string; ogLocale: string; nameKey: string }> = {
  zh: { htmlLang: 'zh-CN', ogLocale: 'zh_CN', nameKey: 'language.zh' },
  en: { htmlLang: 'en', ogLocale: 'en_US', nameKey: 'language.en' },
};

/** Splits `/en/news/3` into `{ locale: 'en', path: '/news/3' }`; no prefix means the default locale. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  // A page with fixed addresses per language (paths.ts): `<name>-en.html` is English.
  if (/^\/[\w-]+-en\.html$/.test(pathname)) return { locale: 'en', path: pathname };
  const match = /^\/en(\/.*)?$/.exec(pathname);
  if (match) return { locale: 'en', path: match[1] || '/' };
  return { locale: defaultLocale, path: pathname || '/' };
}
