import type { RouteModule } from '@site/federation/route-module';
import type { Locale } from '@site/i18n';

/** The translation namespaces of this remote (files `locales/<locale>/<namespace>.json`). */
export type Namespace = 'news' | 'policy' | 'privacy' | 'documents' | 'opensource' | 'service' | 'applications' | 'app' | 'tutorials';

async function loadNamespace(locale: Locale, namespace: Namespace): Promise<Record<string, unknown>> {
  const json = (await import(`../../locales/${locale}/${namespace}.json`)) as { default: Record<string, unknown> };
  return json.default;
}

/** A route module's `messages`: the given namespaces for one locale. */
export function messagesOf(...namespaces: Namespace[]): RouteModule['messages'] {
  return async (locale) => Object.fromEntries(await Promise.all(namespaces.map(async (namespace) => [namespace, await loadNamespace(locale, namespace)])));
}
