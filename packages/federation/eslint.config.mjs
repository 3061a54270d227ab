// @ts-check
// The contract sits below @site/build-config (the build factory imports it), so it cannot use the
// shared lint preset without a dependency loop. It is plain TypeScript: the recommended rules do.
import tseslint from 'typescript-eslint';

export default tseslint.config({ ignores: ['dist/**', 'node_modules/**'] }, ...tseslint.configs.recommended);
