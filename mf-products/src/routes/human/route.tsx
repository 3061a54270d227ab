import { type RouteModule } from '@site/federation/route-module';
import { PageMeta, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { build } from '../../build';
import { FeatureBands } from '../../shared/feature-bands';
import { withCommonMessages } from '../../shared/messages';
import { BuyLink, ProductHero } from '../../shared/product-hero';
import { HumanSpecs } from './components/human-specs';
import { HumanVideos } from './components/human-videos';
import { hero, techBands } from './data';

/** /human: the full-size humanoid MagicBot Gen1. */
export function HumanPage() {
  const { t } = useTranslation('human');
  const media = useMedia();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/human" product={{ name: t('hero.title'), image: media(hero.image.file) }} />
      <ProductHero {...hero} alt={t('hero.imageAlt')} title={t('hero.title')} texts={[t('hero.tagline'), t('hero.text')]}>
        <BuyLink />
      </ProductHero>
      <HumanVideos />
      <FeatureBands ns="human" prefix="tech" items={techBands} label={t('tech.label')} />
      <HumanSpecs />
    </>
  );
}

const route: RouteModule = {
  Page: HumanPage,
  messages: withCommonMessages('human', {
    zh: () => import('../../../locales/zh/human.json'),
    en: () => import('../../../locales/en/human.json'),
  }),
  build,
};

export default route;
