import { fragmentRoute } from '@site/design';
import { build } from '../../build';
import { messages, parts } from '../../shared/dog-variant/dog-w-model';

/** /dog-w/:fragment: one part of the page alone. */
export const fragments = {
  DogTable: { Component: parts.DogTable },
  ExpandVideo: { Component: parts.ExpandVideo },
  AutoPlay: { Component: parts.AutoPlay },
  BannerDogW: { Component: parts.BannerDogW, ownsHeading: true },
};

export default fragmentRoute({ ns: 'dogW', base: '/dog-w', fragments, messages, build });
