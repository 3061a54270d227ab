// @ts-check
/** The one lint config. Apps reach antd, react-router and i18next only through @site/design and
 * @site/i18n, so each library ships once, tree-shaken, as part of a shared singleton. */
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const throughSharedPackages = [
  { name: 'antd', message: 'Import antd components from @site/design (shared, tree-shaken once).' },
  { name: 'react-router', message: 'Import routing from @site/i18n.' },
  { name: 'react-router-dom', message: 'Import routing from @site/i18n.' },
  { name: 'i18next', message: 'Import from @site/i18n.' },
  { name: 'react-i18next', message: 'Import from @site/i18n.' },
  { name: '@ant-design/cssinjs', message: 'Import from @site/design.' },
];

/** @param {{ sharedProvider?: boolean }} [options] sharedProvider: the package that wraps those libraries */
export function siteEslintConfig({ sharedProvider = false } = {}) {
  return tseslint.config(
    { ignores: ['dist/**', 'node_modules/**', 'public/**', 'coverage/**', 'test-results/**', '.tmp/**', 'playwright-report/**'] },
    ...tseslint.configs.recommended,
    {
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'no-restricted-imports': sharedProvider
          ? 'off'
          : ['error', { paths: throughSharedPackages, patterns: [{ group: ['antd/*', 'react-router/*'], message: 'Use @site/design or @site/i18n.' }] }],
      },
    },
    {
      files: ['**/*.test.{ts,tsx}', '**/testing.tsx'],
      rules: { 'no-restricted-imports': 'off' },
    },
  );
}
