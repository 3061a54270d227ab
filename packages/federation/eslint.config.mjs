// @ts-check
// The contract sits below @site/build-config (the build factory imports it), so it cannot depend on
// the package without a dependency loop; it lints with the one shared preset all the same, by path
// (lint is tooling, run by turbo with no build before it).
import { siteEslintConfig } from '../build-config/eslint.mjs';

export default siteEslintConfig({ root: import.meta.dirname });
