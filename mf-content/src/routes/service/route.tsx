import type { RouteModule } from '@site/federation/route-module';
import { build } from '../../build';
import { messagesOf } from '../../shared/messages';
import { PageBanner } from '../../shared/page-banner';
import { TutorialTabs } from '../../shared/tutorials/tutorial-tabs';

/** /service: the product manual (docs tab, default) and 13 tutorial videos. */
export function ServicePage() {
  return (
    <>
      <PageBanner ns="service" name="service" path="/service" />
      <TutorialTabs manual="product-manual" set="service" defaultTab="docs" headingLevel={2} />
    </>
  );
}

const route: RouteModule = {
  Page: ServicePage,
  messages: messagesOf('service', 'tutorials', 'documents'),
  build,
};

export default route;
