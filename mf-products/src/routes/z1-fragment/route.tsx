import { fragmentRoute } from '@site/design';
import { build } from '../../build';
import { CarouselImg } from '../../shared/z1/carousel-img';
import { CommonSpecsTable } from '../../shared/z1/common-specs-table';
import { SpecImg } from '../../shared/z1/spec-img';
import { MediaBlock, Z1Section } from '../../shared/z1/z1-bands';
import { Z1Banner } from '../../shared/z1/z1-banner';
import { Z1Video } from '../../shared/z1/z1-video';
import { z1Messages } from '../../shared/z1/messages';

/** /z1/:fragment: one part of the Z1 page alone. */
export const z1Fragments = {
  carouselImg: { Component: CarouselImg },
  commonSpecsTable: { Component: CommonSpecsTable },
  MediaBlock: { Component: MediaBlock },
  SpecImg: { Component: SpecImg },
  Z1Banner: { Component: Z1Banner, ownsHeading: true },
  Z1Section: { Component: Z1Section },
  Z1Video: { Component: Z1Video },
};

export default fragmentRoute({ ns: 'z1', base: '/z1', fragments: z1Fragments, messages: z1Messages, build });
