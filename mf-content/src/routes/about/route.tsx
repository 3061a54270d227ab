import { type RouteModule } from '@site/federation/route-module';
import { PageMeta, useMedia } from '@site/design';
import { useTranslation, type Locale } from '@site/i18n';
import { build } from '../../build';
import { AboutBanner } from './components/about-banner';
import { AboutIntro } from './components/about-intro';
import { Awards } from './components/awards';
import { Timeline } from './components/timeline';
import { ogImageFile } from './data';

const translations: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('../../../locales/zh/about.json'),
  en: () => import('../../../locales/en/about.json'),
};

/** /about: who the company is, its milestones and its awards. */
export function AboutPage() {
  const { t } = useTranslation('about');
  const media = useMedia();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/about" image={media(ogImageFile)} />
      <AboutBanner />
      <AboutIntro />
      <Timeline />
      <Awards />
    </>
  );
}

const route: RouteModule = {
  Page: AboutPage,
  messages: async (locale) => ({ about: (await translations[locale]()).default }),
  build,
};

export default route;
