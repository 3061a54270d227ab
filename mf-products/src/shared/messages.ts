import type { Locale } from '@site/i18n';

type Json = Record<string, unknown>;
type Loader = () => Promise<{ default: Json }>;

const common: Record<Locale, Loader> = {
  zh: () => import('../../locales/zh/productsCommon.json'),
  en: () => import('../../locales/en/productsCommon.json'),
};

/** A route's `messages`: its own namespace plus the buttons and video texts shared by the product pages. */
export function withCommonMessages(ns: string, own: Record<Locale, Loader>) {
  return async (locale: Locale): Promise<Record<string, Json>> => {
    const [page, shared] = await Promise.all([own[locale](), common[locale]()]);
    return { [ns]: page.default, productsCommon: shared.default };
  };
}
