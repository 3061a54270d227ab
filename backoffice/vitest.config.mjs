import { siteVitestConfig } from '@site/build-config/vitest';

// The page's tests run in happy-dom; the server's declare `@vitest-environment node`.
export default siteVitestConfig();
