import { type RouteModule } from '@site/federation/route-module';
import { BelowTheFold, PageMeta, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { build } from '../../build';
import { CarouselImg } from '../../shared/z1/carousel-img';
import { CommonSpecsTable, ParamsBanner } from '../../shared/z1/common-specs-table';
import { SpecImg } from '../../shared/z1/spec-img';
import { MediaBlock, Z1Section } from '../../shared/z1/z1-bands';
import { Z1Banner } from '../../shared/z1/z1-banner';
import { Z1Video } from '../../shared/z1/z1-video';
import { hero } from '../../shared/z1/data';
import { z1Messages } from '../../shared/z1/messages';

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
