import { siteEslintConfig } from './eslint.mjs';

export default siteEslintConfig({ sharedProvider: true, root: import.meta.dirname });
