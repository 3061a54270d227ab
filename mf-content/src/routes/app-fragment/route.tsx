import { fragmentRoute } from '@site/design';
import { build } from '../../build';
import { AppBanner } from '../../shared/app-download/app-banner';
import { AppFeatures } from '../../shared/app-download/app-features';
import { appMessages } from '../../shared/app-download/app-download-page';
import { AppTutorial } from '../../shared/app-download/app-tutorial';

/** /app/:fragment: one part of the app download page alone (shown for the dog app). */
export default fragmentRoute({
  ns: 'app',
  base: '/app',
  fragments: {
    AppFeat: { Component: () => <AppFeatures app="dog" /> },
    BannerDownload: { Component: ({ titleAs }) => <AppBanner app="dog" titleAs={titleAs} />, ownsHeading: true },
    Tutorial: { Component: () => <AppTutorial app="dog" /> },
  },
  messages: appMessages,
  build,
});
