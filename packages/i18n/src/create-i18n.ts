import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { defaultLocale, type Locale } from './locales';

/**
 * A fresh i18next instance: one per server request and one per browser page, never a
 * module-level singleton holding a visitor's language.
 */
export function createI18n(locale: Locale, resources: Resource): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    resources,
    ns: Object.keys(resources[locale] ?? {}),
    defaultNS: 'shell',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export type { I18n, Resource };
