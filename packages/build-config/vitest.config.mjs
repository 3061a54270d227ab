import { siteVitestConfig } from './vitest.mjs';

export default siteVitestConfig({ environment: 'node' });
