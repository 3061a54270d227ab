/** The languages every page is rendered in (the route-module contract's `locale`), default first. */
export const locales = ['zh', 'en'] as const;
export type Locale = (typeof locales)[number];

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}
