// @ts-check
/** The one lint config. Apps reach antd, react-router and i18next only through @site/design and
 * @site/i18n, so each library ships once, tree-shaken, as part of a shared singleton. */
import { existsSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { relative, resolve } from 'node:path';
import { parse, TSError } from '@typescript-eslint/typescript-estree';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const repoRoot = resolve(import.meta.dirname, '../..');
const areas = ['mf-products', 'mf-parts', 'mf-content', 'mf-contact'];
/** The apps: what packages/* never imports (a package is what apps build on, never the other way round). */
const apps = ['shell', 'backoffice', ...areas, 'e2e', 'scripts'];
const appPackages = ['@site/shell', '@site/backoffice', ...areas.map((area) => `@site/${area}`), '@site/e2e'];

/**
 * Who may import whom (bulletproof-react's rule: import/no-restricted-paths), checked on the files
 * each import resolves to, relative paths included:
 * - an area imports no other area, nor the shell, nor the back office: it ships alone;
 * - the shell imports no area (it loads them at run time) and no back-office code;
 * - the release package and the back office import no shell code (the shell asks the release
 *   package which versions a visit gets, never the other way round);
 * - a package imports no app;
 * - a back-office page imports its section's contract (@site/console-contract/<section>), never
 *   the back office's server.
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
  { target: './packages', from: apps.map((app) => `./${app}`), message: 'Packages never import apps: an app builds on packages, not the other way round (move what both need into a package).' },
  { target: './backoffice/src', from: ['./backoffice/server'], message: 'A back-office page imports its section\'s contract (@site/console-contract/<section>), never the server\'s code.' },
];

/**
 * The folders whose subfolders are pages: a page imports no other page (its pieces that another
 * page needs move to the app's shared folder: backoffice/src/components, an area's src/shared).
 * The shell has no page folders (its pages are the areas').
 */
const pageFolders = ['backoffice/src/pages', ...areas.map((area) => `${area}/src/routes`)];

/** One zone per page: everything in its page folder but itself. Read anew at each run, so a new page is covered. */
export function pageZones() {
  return pageFolders.flatMap((folder) => {
    const path = resolve(repoRoot, folder);
    if (!existsSync(path)) return [];
    return readdirSync(path, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((page) => ({
        target: `./${folder}/${page.name}`,
        from: `./${folder}`,
        except: [`./${page.name}`],
        message: `A page imports no other page: move what ${page.name} shares with another page into the app's shared folder (backoffice/src/components, src/shared).`,
      }));
  });
}

/**
 * Browser code: what the browser runs (and the server renders), by folder, with the files in those
 * folders that are Node's alone (tests are Node's everywhere, see testFiles):
 * - shell/src: its server render (entry-server.ts, render/render.tsx: renderToPipeableStream
 *   into a Node stream) is bundled for Node only;
 * - packages/design: picture.mjs is the media scripts' WebP writer (sharp);
 * - packages/config: only its root entry (src/index.ts, company facts) is browser-safe; its
 *   subpath entries (locations, file-lock) are Node's.
 */
const browserCode = [
  ...areas.map((area) => ({ folder: `${area}/src`, nodeOnly: [] })),
  { folder: 'shell/src', nodeOnly: ['entry-server.ts', 'render/render.tsx'] },
  { folder: 'backoffice/src', nodeOnly: [] },
  { folder: 'packages/design/src', nodeOnly: ['picture.mjs'] },
  { folder: 'packages/i18n/src', nodeOnly: [] },
  { folder: 'packages/contracts/src', nodeOnly: [] },
  { folder: 'packages/federation/src', nodeOnly: [] },
  { folder: 'packages/console-contract/src', nodeOnly: [] },
  { folder: 'packages/activity/src', nodeOnly: ['activity-trail.ts'] },
  { folder: 'packages/config/src', nodeOnly: ['site-locations.mjs', 'file-lock.mjs'] },
];
const sourceFiles = '**/*.{ts,tsx,mts,js,mjs}';
const testFiles = ['**/*.test.{ts,tsx}', '**/testing.tsx'];

const nodeOnlyMessage = 'Browser code never imports Node-only code (Node builtins, pg, better-sqlite3, sharp, argon2, @site/api but its browser-safe entries, @site/release, the servers): the browser cannot run it.';

/** Node-only code by where it lives: the servers, the API and releasing, and the Node files of browser-safe packages. */
export const nodeOnlyZones = [
  {
    target: browserCode.map(({ folder }) => `./${folder}`),
    from: ['./shell/server', './backoffice/server', './packages/release', './packages/design/src/picture.mjs'],
    message: nodeOnlyMessage,
  },
  { target: browserCode.map(({ folder }) => `./${folder}`), from: './packages/api', message: nodeOnlyMessage },
  // The homes' browser-safe entries (`// Browser-safe` at their top): the newsroom's types, the lead desk's statuses.
  { target: browserCode.map(({ folder }) => `./${folder}`), from: './packages/newsroom', except: ['./src/newsroom-types.ts', './package.json'], message: nodeOnlyMessage },
  { target: browserCode.map(({ folder }) => `./${folder}`), from: './packages/lead-desk', except: ['./src/lead-statuses.ts', './package.json'], message: nodeOnlyMessage },
  // The activity trail's one browser-safe entry: the names of its actions.
  { target: browserCode.map(({ folder }) => `./${folder}`), from: './packages/activity', except: ['./src/activity-actions.ts', './package.json'], message: nodeOnlyMessage },
  { target: browserCode.map(({ folder }) => `./${folder}`), from: './packages/config', except: ['./src/index.ts', './src/app-store-links.json', './package.json'], message: nodeOnlyMessage },
];

/**
 * Node-only code by name. @site/release has no browser-safe entry (`.` and `./site` both reach
 * node:crypto, node:fs, fastify), nor has @site/api; @site/newsroom has one (types), @site/lead-desk one
 * (statuses), @site/activity one (actions).
 */
const nodeOnlyImports = {
  paths: builtinModules.filter((name) => !name.startsWith('_')).map((name) => ({ name, message: nodeOnlyMessage })),
  patterns: [
    { regex: '^node:', message: nodeOnlyMessage },
    { regex: '^(pg|better-sqlite3|sharp|argon2|@site/release)(/|$)', message: nodeOnlyMessage },
    { regex: '^@site/api(/|$)', message: nodeOnlyMessage },
    { regex: '^@site/(config/.+|design/picture|activity|newsroom|lead-desk)$', message: nodeOnlyMessage },
  ],
};

/**
 * The package names a workspace may not import, by where it lives (`root`: its folder).
 * @param {string} root
 */
function forbiddenPackages(root) {
  const folder = relative(repoRoot, resolve(root));
  const names = [];
  if (areas.includes(folder)) names.push('@site/shell', '@site/backoffice', ...areas.filter((area) => area !== folder).map((area) => `@site/${area}`));
  if (folder === 'shell') names.push('@site/backoffice', ...areas.map((area) => `@site/${area}`));
  if (folder === 'packages/release' || folder === 'backoffice') names.push('@site/shell');
  const forApps = names.map((name) => ({ group: [name, `${name}/*`], message: `${folder} may not import ${name} (see boundaryZones in @site/build-config/eslint).` }));
  if (!folder.startsWith('packages/')) return forApps;
  return [...forApps, { group: appPackages.flatMap((name) => [name, `${name}/*`]), message: `Packages never import apps: ${folder} may not import an app's package (see boundaryZones in @site/build-config/eslint).` }];
}

/**
 * The globs (relative to `root`) of its browser code, and of the Node files among them.
 * @param {string} root
 */
function browserFilesOf(root) {
  const folder = relative(repoRoot, resolve(root));
  const inside = browserCode.filter((code) => code.folder === folder || code.folder.startsWith(`${folder}/`));
  const local = (/** @type {string} */ path) => relative(folder, path) || '.';
  return {
    files: inside.map((code) => `${local(code.folder)}/${sourceFiles}`),
    nodeOnly: inside.flatMap((code) => code.nodeOnly.map((file) => `${local(code.folder)}/${file}`)),
  };
}

/** The rules that hold the layers apart: no comment may switch them off (see boundaryComments). */
export const boundaryRules = ['import-x/no-restricted-paths', 'no-restricted-imports', 'import-x/no-cycle'];

const directiveKeyword = /^\s*(eslint(?:-disable(?:-next-line|-line)?)?)(?:\s|$)/;
/** @type {Map<string, { line: number, column: number, keyword: string }[]>} */
const neutralized = new Map();

/**
 * Whether a comment's text is a directive that would switch off a boundary rule: a disable
 * (`eslint-disable`, `-line`, `-next-line`) naming one of them or no rule at all (every rule), or
 * an inline config (`eslint import-x/no-cycle: off`) naming one. Its keyword, if so.
 * @param {string} value the comment without its delimiters
 */
function boundaryDirective(value) {
  const keyword = directiveKeyword.exec(value)?.[1];
  if (!keyword) return undefined;
  const [rules = ''] = value.slice(value.indexOf(keyword) + keyword.length).split(/\s--\s/);
  const names = keyword === 'eslint' ? [...rules.matchAll(/([@\w/-]+)\s*:/g)].map((match) => match[1]) : rules.split(',').map((name) => name.trim()).filter(Boolean);
  return names.some((name) => boundaryRules.includes(name ?? '')) || (keyword !== 'eslint' && names.length === 0) ? keyword : undefined;
}

/**
 * Makes a comment powerless over the boundary rules. A processor, not a rule: ESLint applies
 * directive comments to every rule's reports (a rule reporting such comments could itself be
 * switched off, and an inline `eslint <rule>: off` switches off any rule), but never to what a
 * processor sees or adds. Before linting, each comment that would switch off a boundary rule (see
 * boundaryDirective) becomes a plain comment: its `eslint` keyword in capitals, the same length, so
 * every position holds. After linting, each is reported as an error. Other directives
 * (`eslint-disable-next-line react-hooks/exhaustive-deps`) work as usual.
 * @type {import('eslint').Linter.Processor}
 */
export const boundaryComments = {
  meta: { name: 'site-boundary-comments' },
  supportsAutofix: true,
  preprocess(text, filename) {
    /** @type {{ line: number, column: number, keyword: string }[]} */
    const found = [];
    let rewritten = text;
    /** @type {import('@typescript-eslint/typescript-estree').TSESTree.Comment[]} */
    let comments = [];
    try {
      comments = parse(text, { comment: true, loc: true, range: true, jsx: /\.[jt]sx$/.test(filename), tsconfigRootDir: repoRoot }).comments ?? [];
    } catch (error) {
      // Not parsable: the linter reports where, and runs no rule on it.
      if (!(error instanceof TSError)) throw error;
    }
    for (const comment of comments) {
      const keyword = boundaryDirective(comment.value);
      if (!keyword) continue;
      found.push({ line: comment.loc.start.line, column: comment.loc.start.column + 1, keyword });
      const at = comment.range[0] + 2 + comment.value.indexOf(keyword);
      rewritten = rewritten.slice(0, at) + 'ESLINT' + rewritten.slice(at + 'eslint'.length);
    }
    neutralized.set(filename, found);
    return [rewritten];
  },
  postprocess(messages, filename) {
    const found = neutralized.get(filename) ?? [];
    neutralized.delete(filename);
    return [
      ...messages.flat(),
      ...found.map(({ line, column, keyword }) => ({
        ruleId: null,
        severity: /** @type {2} */ (2),
        message: `A boundary rule (${boundaryRules.join(', ')}) cannot be switched off by a comment: this \`${keyword}\` has no effect; fix what the rule reports instead.`,
        line,
        column,
      })),
    ];
  },
};

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
  const zones = [...boundaryZones, ...pageZones()];
  const shared = { paths: sharedProvider ? [] : throughSharedPackages, patterns: [...(sharedProvider ? [] : [{ group: ['antd/*', 'react-router/*'], message: 'Use @site/design or @site/i18n.' }]), ...packages] };
  const browser = browserFilesOf(root);
  /** @type {import('eslint').Linter.RulesRecord} */
  const browserRules = {
    'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: [...zones, ...nodeOnlyZones] }],
    'no-restricted-imports': ['error', { paths: [...shared.paths, ...nodeOnlyImports.paths], patterns: [...shared.patterns, ...nodeOnlyImports.patterns] }],
  };
  // Browser code: none of Node's modules, by path or by name.
  const browserBlocks = browser.files.length === 0 ? [] : [{ files: browser.files, ignores: [...testFiles, ...browser.nodeOnly], rules: browserRules }];
  return tseslint.config(
    { ignores: ['dist/**', 'node_modules/**', 'public/**', 'coverage/**', 'test-results/**', '.tmp/**', 'playwright-report/**'] },
    ...tseslint.configs.recommended,
    // Several workspaces are linted in one process (the boundaries' tests): each its own root.
    { languageOptions: { parserOptions: { tsconfigRootDir: root } } },
    { files: [sourceFiles, '**/*.cjs'], processor: boundaryComments },
    {
      plugins: { 'react-hooks': reactHooks, 'import-x': importX },
      settings: {
        // import-x reads TypeScript modules too (no-cycle follows their imports).
        'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
        'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
        // Workspace packages resolve to their sources (`source`, as the bundler and the tests take them).
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] }, conditionNames: ['source', 'import', 'require', 'default'] })],
      },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones }],
        'no-restricted-imports': ['error', shared],
        // Cycles make load order matter (a module seen half-initialised) and defeat code splitting.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    ...browserBlocks,
    {
      // Tests may reach the shared libraries directly; the boundaries hold for them too.
      files: testFiles,
      rules: { 'no-restricted-imports': ['error', { patterns: packages }] },
    },
  );
}
