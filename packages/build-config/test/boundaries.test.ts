// @vitest-environment node
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** The messages the workspace's own lint config gives `code` written at `file` (a path in the repository). */
async function lint(workspace: string, file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: resolve(repoRoot, workspace) });
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, file) });
  return (result?.messages ?? []).filter((message) => message.fatal || message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'no-restricted-imports').map((message) => `${message.ruleId}: ${message.message}`);
}

test('an area imports no other area, whether by path or by package name', async () => {
  expect(await lint('mf-parts', 'mf-parts/src/stray.ts', "import area from '../../mf-content/src/area';\nexport default area;\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*An area ships alone/)]);
  expect(await lint('mf-parts', 'mf-parts/src/stray.ts', "import '@site/mf-contact/src/area';\n")).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*mf-parts may not import @site\/mf-contact/)]));
  // Its own files and the shared packages are fine.
  expect(await lint('mf-parts', 'mf-parts/src/stray.ts', "import area from './area';\nimport { href } from '@site/i18n';\nexport { area, href };\n")).toEqual([]);
});

test('the shell imports no area and no back-office code', async () => {
  expect(await lint('shell', 'shell/server/stray.ts', "import area from '../../mf-parts/src/area';\nexport default area;\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The shell loads areas at run time/)]);
  expect(await lint('shell', 'shell/server/stray.ts', "export * from '../../backoffice/server/console-api';\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  expect(await lint('shell', 'shell/test/stray.test.ts', "import route from '../../mf-contact/src/routes/contact/route';\nexport default route;\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  expect(await lint('shell', 'shell/server/stray.ts', "import '@site/backoffice/config';\n")).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*shell may not import @site\/backoffice/)]));
});

test('releasing and the back office import no shell code', async () => {
  expect(await lint('packages/release', 'packages/release/src/stray.ts', "export * from '../../../shell/server/config';\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Releasing never reaches into the shell/)]);
  expect(await lint('backoffice', 'backoffice/server/stray.ts', "export * from '../../shell/server/config';\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The back office runs without the site/)]);
  expect(await lint('packages/release', 'packages/release/src/stray.ts', "import '@site/shell/package.json';\n")).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*may not import @site\/shell/)]));
});
