import type { RouteModule, RoutePageProps } from '@site/federation/route-module';
import type { Locale } from '@site/i18n';
import { build } from '../../build';
import { HandPage } from './components/hand-page';
import { PartPage } from './components/part-page';
import { isJointSlug, jointModules } from './data/joint-modules';

/** Each language's texts load on demand, so a page ships only its own language. */
const localeFiles: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('../../../locales/zh/parts.json'),
  en: () => import('../../../locales/en/parts.json'),
};

/** The part slugs this route serves (lower case; the shell redirects upper-case links). */
export function isPartSlug(slug: string | undefined): boolean {
  return slug === 'hand' || isJointSlug(slug);
}

function Page({ params }: RoutePageProps) {
  const { slug } = params;
  if (slug === 'hand') return <HandPage />;
  if (isJointSlug(slug)) return <PartPage part={jointModules[slug]} />;
  return null;
}

const route: RouteModule = {
  Page,
  messages: async (locale) => ({ parts: (await localeFiles[locale]()).default }),
  isValid: (params) => isPartSlug(params.slug),
  build,
};

export default route;
