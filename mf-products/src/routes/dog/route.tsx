import { type RouteModule } from '@site/federation/route-module';
import { PageMeta, useMedia } from '@site/design';
import { useTranslation, type Locale } from '@site/i18n';
import { build } from '../../build';
import { DogHero } from './components/dog-hero';
import { DogSpecs } from './components/dog-specs';
import { FeatureVideo } from './components/feature-video';
import { TechSections } from './components/tech-sections';
import { VitalitySection } from './components/vitality-section';
import { heroImage } from './data';

const translations: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('../../../locales/zh/dog.json'),
  en: () => import('../../../locales/en/dog.json'),
};

/** /dog: the base quadruped in its PRO and EDU editions. */
export function DogPage() {
  const { t } = useTranslation('dog');
  const media = useMedia();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/dog" product={{ name: t('hero.title'), image: media(heroImage.file) }} />
      <DogHero />
      <VitalitySection />
      <FeatureVideo />
      <TechSections />
      <DogSpecs />
    </>
  );
}

const route: RouteModule = {
  Page: DogPage,
  messages: async (locale) => ({ dog: (await translations[locale]()).default }),
  build,
};

export default route;
