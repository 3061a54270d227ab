import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { locales, type Locale } from '@site/federation';
import zh from '../../../locales/zh/console.json';
import en from '../../../locales/en/console.json';

/** The console speaks the site's languages. */
export const consoleLocales = locales;
export type ConsoleLocale = Locale;
export const defaultLocale: ConsoleLocale = 'zh';

const htmlLang: Record<ConsoleLocale, string> = { zh: 'zh-CN', en: 'en' };
const storageKey = 'console.locale';

export function isConsoleLocale(value: unknown): value is ConsoleLocale {
  return consoleLocales.includes(value as ConsoleLocale);
}

export function storedLocale(): ConsoleLocale {
  try {
    const stored = localStorage.getItem(storageKey);
    return isConsoleLocale(stored) ? stored : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

function followLanguage(locale: string): void {
  if (!isConsoleLocale(locale)) return;
  document.documentElement.lang = htmlLang[locale];
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Storage may be off (private mode): the choice then lasts until the tab closes.
  }
}

/** One i18next instance per page; the chosen language is remembered and set on `<html lang>`. */
export function createConsoleI18n(locale: ConsoleLocale = storedLocale()): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultLocale,
    resources: { zh: { console: zh }, en: { console: en } },
    ns: ['console'],
    defaultNS: 'console',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // `{{remote, area}}`: an area by its name in the page's language (the Chinese texts name areas so;
  // the English ones keep the area's id, as release managers type it).
  instance.services.formatter?.add('area', (value: unknown, lng: string | undefined) => {
    const names = (lng === 'en' ? en : zh).areas.names as Record<string, string>;
    return typeof value === 'string' ? (names[value] ?? value) : String(value);
  });
  document.documentElement.lang = htmlLang[locale];
  instance.on('languageChanged', followLanguage);
  return instance;
}
