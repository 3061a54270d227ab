import { siteEslintConfig } from '@site/build-config/eslint';

// The root scripts are no workspace: @site/e2e lints them with its own (`eslint . ../scripts`), as it typechecks them.
export default siteEslintConfig({ root: import.meta.dirname });
