import { type RouteModule } from '@site/federation/route-module';
import { BelowTheFold, PageMeta, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { build } from '../../build';
import { withCommonMessages } from '../../shared/messages';
import { CarouselImg } from './components/carousel-img';
import { CommonSpecsTable, ParamsBanner } from './components/common-specs-table';
import { SpecImg } from './components/spec-img';
import { MediaBlock, Z1Section } from './components/z1-bands';
import { Z1Banner } from './components/z1-banner';
import { Z1Video } from './components/z1-video';
import { hero } from './data';

export const z1Messages = withCommonMessages('z1', {
  zh: () => import('../../../locales/zh/z1.json'),
  en: () => import('../../../locales/en/z1.json'),
});

/** /z1: the compact humanoid MagicBot Z1. */
export function Z1Page() {
  const { t } = useTranslation('z1');
  const media = useMedia();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/z1" product={{ name: t('hero.title'), image: media(hero.image.file) }} />
      <Z1Banner />
      <BelowTheFold>
        <Z1Video />
        <Z1Section />
        <MediaBlock />
        <SpecImg />
        <CarouselImg />
        <ParamsBanner />
        <CommonSpecsTable />
      </BelowTheFold>
    </>
  );
}

const route: RouteModule = { Page: Z1Page, messages: z1Messages, build };

export default route;
