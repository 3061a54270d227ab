import { siteEslintConfig } from '@site/build-config/eslint';

export default siteEslintConfig({ root: import.meta.dirname });
