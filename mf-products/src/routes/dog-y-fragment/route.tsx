import { fragmentRoute } from '@site/design';
import { build } from '../../build';
import { messages, parts } from '../../shared/dog-variant/dog-y-model';

/** /dog-y/:fragment: one part of the page alone. */
export const fragments = {
  DogTable: { Component: parts.DogTable },
  ExpandVideo: { Component: parts.ExpandVideo },
  AutoPlay: { Component: parts.AutoPlay },
  BannerDogW: { Component: parts.BannerDogW, ownsHeading: true },
};

export default fragmentRoute({ ns: 'dogY', base: '/dog-y', fragments, messages, build });
