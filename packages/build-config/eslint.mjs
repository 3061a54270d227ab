// @ts-check
/** The one lint config. Apps reach antd, react-router and i18next only through @site/design and
 * @site/i18n, so each library ships once, tree-shaken, as part of a shared singleton. */
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const repoRoot = resolve(import.meta.dirname, '../..');
const areas = ['mf-products', 'mf-parts', 'mf-content', 'mf-contact'];

/**
 * Who may import whom (bulletproof-react's rule: import/no-restricted-paths), checked on the files
 * each import resolves to, relative paths included:
 * - an area imports no other area, nor the shell, nor the back office: it ships alone;
 * - the shell imports no area (it loads them at run time) and no back-office code;
 * - the release package and the back office import no shell code (the shell asks the release
 *   package which versions a visit gets, never the other way round).
 * The same rules by package name (an import through node_modules), with no-restricted-imports.
 */
export const boundaryZones = [
  ...areas.map((area) => ({
    target: `./${area}`,
    from: ['./shell', './backoffice', ...areas.filter((other) => other !== area).map((other) => `./${other}`)],
    message: 'An area ships alone: it imports no other area, no shell and no back-office code (shared code goes in a package).',
  })),
  { target: './shell', from: [...areas.map((area) => `./${area}`), './backoffice'], message: 'The shell loads areas at run time and knows no back office: read an area\'s built manifest as data instead.' },
  { target: './packages/release', from: ['./shell'], message: 'Releasing never reaches into the shell: the shell asks @site/release, not the other way round.' },
  { target: './backoffice', from: ['./shell'], message: 'The back office runs without the site: it uses @site/release, never shell code.' },
];

/**
 * The package names a workspace may not import, by where it lives (`root`: its folder).
 * @param {string} root
 */
function forbiddenPackages(root) {
  const folder = resolve(root).slice(repoRoot.length + 1);
  const names = [];
  if (areas.includes(folder)) names.push('@site/shell', '@site/backoffice', ...areas.filter((area) => area !== folder).map((area) => `@site/${area}`));
  if (folder === 'shell') names.push('@site/backoffice', ...areas.map((area) => `@site/${area}`));
  if (folder === 'packages/release' || folder === 'backoffice') names.push('@site/shell');
  return names.map((name) => ({ group: [name, `${name}/*`], message: `${folder} may not import ${name} (see boundaryZones in @site/build-config/eslint).` }));
}

const throughSharedPackages = [
  { name: 'antd', message: 'Import antd components from @site/design (shared, tree-shaken once).' },
  { name: 'react-router', message: 'Import routing from @site/i18n.' },
  { name: 'react-router-dom', message: 'Import routing from @site/i18n.' },
  { name: 'i18next', message: 'Import from @site/i18n.' },
  { name: 'react-i18next', message: 'Import from @site/i18n.' },
  { name: '@ant-design/cssinjs', message: 'Import from @site/design.' },
];

/**
 * @param {{ sharedProvider?: boolean, root?: string }} [options] sharedProvider: the package that
 * wraps those libraries; root: the workspace's folder (its package names are checked by it)
 */
export function siteEslintConfig({ sharedProvider = false, root = process.cwd() } = {}) {
  const packages = forbiddenPackages(root);
  return tseslint.config(
    { ignores: ['dist/**', 'node_modules/**', 'public/**', 'coverage/**', 'test-results/**', '.tmp/**', 'playwright-report/**'] },
    ...tseslint.configs.recommended,
    // Several workspaces are linted in one process (the boundaries' tests): each its own root.
    { languageOptions: { parserOptions: { tsconfigRootDir: root } } },
    {
      plugins: { 'react-hooks': reactHooks, 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
      },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: boundaryZones }],
        'no-restricted-imports': [
          'error',
          { paths: sharedProvider ? [] : throughSharedPackages, patterns: [...(sharedProvider ? [] : [{ group: ['antd/*', 'react-router/*'], message: 'Use @site/design or @site/i18n.' }]), ...packages] },
        ],
      },
    },
    {
      // Tests may reach the shared libraries directly; the boundaries hold for them too.
      files: ['**/*.test.{ts,tsx}', '**/testing.tsx'],
      rules: { 'no-restricted-imports': ['error', { patterns: packages }] },
    },
  );
}
