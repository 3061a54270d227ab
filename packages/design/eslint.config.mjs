import { siteEslintConfig } from '@site/build-config/eslint';

export default siteEslintConfig({ sharedProvider: true, root: import.meta.dirname });
