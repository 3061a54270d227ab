import { useContext, useMemo } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

/**
 * `t` for a namespace (the first, when several are named; others are reached as `ns:key`), like
 * react-i18next's hook. That hook copies the i18next instance for every component that calls it,
 * and i18next copies its options on every call of `t`: together the largest cost of a server
 * render. Here plain lookups (a key, no options) are remembered per instance and namespace until
 * resources are added. It does not re-render on a language change: the site reloads the page to
 * switch languages.
 */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const namespace = typeof ns === 'string' ? ns : ns?.[0];
  const t = useMemo(() => rememberingT(i18n, namespace), [i18n, namespace]);
  return { t, i18n };
}

const remembered = new WeakMap<I18n, Map<string, TFunction>>();

function rememberingT(i18n: I18n, namespace: string | undefined): TFunction {
  let byNamespace = remembered.get(i18n);
  if (!byNamespace) {
    const created = new Map<string, TFunction>();
    // A bundle added later (a page's messages in the browser) may answer keys that missed before.
    i18n.store?.on('added', () => created.clear());
    remembered.set(i18n, created);
    byNamespace = created;
  }
  let t = byNamespace.get(namespace ?? '');
  if (!t) {
    const fixed = i18n.getFixedT(null, namespace ?? null) as unknown as (...args: unknown[]) => string;
    const results = new Map<string, string>();
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
      let value = results.get(key);
      if (value === undefined) {
        value = fixed(key);
        results.set(key, value);
      }
      return value;
    };
    // <Trans t={t}> reads the namespace and language from the function itself.
    const { ns: fixedNs, lng } = fixed as unknown as { ns: unknown; lng: unknown };
    t = Object.assign(remembering, { ns: fixedNs, lng }) as unknown as TFunction;
    byNamespace.set(namespace ?? '', t);
  }
  return t;
}
