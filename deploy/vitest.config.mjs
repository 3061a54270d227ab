import { siteVitestConfig } from '@site/build-config/vitest';

export default siteVitestConfig({ service: true, include: ['images/**/*.test.ts', 'kubernetes/**/*.test.ts', 'rollout/**/*.test.ts'] });
