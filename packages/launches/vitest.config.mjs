import { siteVitestConfig } from '@site/build-config/vitest';

export default siteVitestConfig({ service: true });
