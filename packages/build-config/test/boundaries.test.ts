// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../..');
const boundaryRules = ['import-x/no-restricted-paths', 'no-restricted-imports', 'import-x/no-cycle'];

/** Every message the workspace's own lint config gives `code` written at `file` (a path in the repository). */
async function lintAll(workspace: string, file: string, code: string) {
  const eslint = new ESLint({ cwd: resolve(repoRoot, workspace) });
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, file) });
  return result?.messages ?? [];
}

/** The boundary rules' messages (and any the config itself adds, which have no rule). */
async function lint(workspace: string, file: string, code: string): Promise<string[]> {
  return (await lintAll(workspace, file, code)).filter((message) => message.fatal || message.ruleId === null || boundaryRules.includes(message.ruleId)).map((message) => `${message.ruleId}: ${message.message}`);
}

test('an area imports no other area, whether by path or by package name', async () => {
  expect(await lint('mf-parts', 'mf-parts/src/stray.ts', "import area from '../../mf-content/src/area';\nexport default area;\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*An area ships alone/)]);
  expect(await lint('mf-parts', 'mf-parts/src/stray.ts', "import '@site/mf-contact/src/area';\n")).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*mf-parts may not import @site\/mf-contact/)]));
  // Its own files and the shared packages are fine.
  expect(await lint('mf-parts', 'mf-parts/src/stray.ts', "import area from './area';\nimport { href } from '@site/i18n';\nexport { area, href };\n")).toEqual([]);
});

test('the shell imports no area and no back-office code', async () => {
  expect(await lint('shell', 'shell/server/stray.ts', "import area from '../../mf-parts/src/area';\nexport default area;\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The shell loads areas at run time/)]);
  expect(await lint('shell', 'shell/server/stray.ts', "export * from '../../backoffice/server/console-config';\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  expect(await lint('shell', 'shell/test/stray.test.ts', "import route from '../../mf-contact/src/routes/contact/route';\nexport default route;\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  expect(await lint('shell', 'shell/server/stray.ts', "import '@site/backoffice/config';\n")).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*shell may not import @site\/backoffice/)]));
});

test('releasing and the back office import no shell code', async () => {
  expect(await lint('packages/release', 'packages/release/src/stray.ts', "export * from '../../../shell/server/config';\n")).toEqual(expect.arrayContaining([expect.stringMatching(/^import-x\/no-restricted-paths: .*Releasing never reaches into the shell/)]));
  expect(await lint('backoffice', 'backoffice/server/stray.ts', "export * from '../../shell/server/config';\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The back office runs without the site/)]);
  expect(await lint('packages/release', 'packages/release/src/stray.ts', "import '@site/shell/package.json';\n")).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*may not import @site\/shell/)]));
});

test('packages never import apps, by path or by package name', async () => {
  expect(await lint('packages/design', 'packages/design/src/stray.ts', "export * from '../../../scripts/build-lock.mjs';\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Packages never import apps/)]);
  expect(await lint('packages/api', 'packages/api/src/stray.ts', "export * from '../../../backoffice/server/console-config';\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Packages never import apps/)]);
  expect(await lint('packages/api', 'packages/api/src/stray.ts', "import '@site/mf-parts/src/area';\n")).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*Packages never import apps: packages\/api may not import/)]));
  expect(await lint('packages/contracts', 'packages/contracts/src/stray.ts', "import '@site/e2e/package.json';\n")).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*Packages never import apps/)]));
  // Other packages and its own files are fine.
  expect(await lint('packages/api', 'packages/api/src/stray.ts', "export * from '@site/contracts';\nexport * from './news/news-cache';\n")).toEqual([]);
});

test('browser code imports no Node-only code, by package name or by path; tests and the server render may', async () => {
  const nodeOnly = /^(no-restricted-imports|import-x\/no-restricted-paths): .*Browser code never imports Node-only code/;
  for (const planted of ["import { readFileSync } from 'node:fs';", "import { join } from 'path';", "import { Pool } from 'pg';", "import sharp from 'sharp';", "import { openSiteDatabase } from '@site/api';", "import { createVisits } from '@site/release/site';"]) {
    const messages = await lint('packages/design', 'packages/design/src/stray.ts', `${planted}\nexport const stray = 1;\n`);
    expect(messages, planted).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*Browser code never imports Node-only code/));
    expect(messages.every((message) => nodeOnly.test(message)), messages.join('\n')).toBe(true);
  }
  expect(await lint('mf-parts', 'mf-parts/src/stray.ts', "import { siteLocations } from '@site/config/locations';\nexport { siteLocations };\n")).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*Browser code never imports Node-only code/)]));
  // The activity trail's store (kysely, the database) by name; its actions' names are browser-safe.
  expect(await lint('backoffice', 'backoffice/src/stray.ts', "export { ActivityTrail } from '@site/activity';\n")).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*Browser code never imports Node-only code/)]));
  expect(await lint('backoffice', 'backoffice/src/stray.ts', "export { activityActions } from '@site/activity/actions';\n")).toEqual([]);
  // By path: a server's files, reached relatively.
  expect(await lint('shell', 'shell/src/app/stray.ts', "export * from '../../server/config';\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Browser code never imports Node-only code/)]);
  expect(await lint('packages/design', 'packages/design/src/stray.ts', "export * from './picture.mjs';\n")).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Browser code never imports Node-only code/)]);
  // The same file without them; the API's browser-safe entries and @site/config's company facts.
  expect(await lint('packages/design', 'packages/design/src/stray.ts', 'export const stray = 1;\n')).toEqual([]);
  expect(await lint('backoffice', 'backoffice/src/stray.ts', "export { leadStatuses } from '@site/lead-desk/statuses';\nexport { newsLanguages } from '@site/newsroom/types';\nexport { company } from '@site/config';\n")).toEqual([]);
  // The homes' stores by name (kysely, the database, sharp).
  for (const home of ['@site/newsroom', '@site/lead-desk', '@site/api/env']) {
    expect(await lint('backoffice', 'backoffice/src/stray.ts', `export * from '${home}';\n`), home).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*Browser code never imports Node-only code/)]));
  }
  // Tests run in Node, and so does the shell's server render.
  expect(await lint('packages/design', 'packages/design/src/stray.test.ts', "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n")).toEqual([]);
  expect(await lint('shell', 'shell/src/render/render.tsx', "import { PassThrough } from 'node:stream';\nexport { PassThrough };\n")).toEqual([]);
});

test("a back-office page imports its section's contract, never the server", async () => {
  expect(await lint('backoffice', 'backoffice/src/pages/users/stray.ts', "export * from '../../../server/console-config';\n")).toEqual(expect.arrayContaining([expect.stringMatching(/^import-x\/no-restricted-paths: .*A back-office page imports its section's contract/)]));
  expect(await lint('backoffice', 'backoffice/src/pages/users/stray.ts', "export { mayUse } from '@site/console-contract/session';\n")).toEqual([]);
});

test('a page imports no other page: what two pages share lives in the shared folder', async () => {
  const otherPage = /^import-x\/no-restricted-paths: .*A page imports no other page/;
  expect(await lint('backoffice', 'backoffice/src/pages/article/stray.ts', "export * from '../newsroom/route';\n")).toEqual([expect.stringMatching(otherPage)]);
  expect(await lint('mf-products', 'mf-products/src/routes/z1-fragment/stray.ts', "export { Z1Page } from '../z1/route';\n")).toEqual([expect.stringMatching(otherPage)]);
  expect(await lint('mf-contact', 'mf-contact/src/routes/contactinformation/stray.test.ts', "export * from '../contact/route';\n")).toEqual([expect.stringMatching(otherPage)]);
  // Its own folder and the shared ones are fine.
  expect(await lint('backoffice', 'backoffice/src/pages/article/stray.ts', "export * from './route';\nexport * from '../../components/newsroom/news-words';\n")).toEqual([]);
  expect(await lint('mf-products', 'mf-products/src/routes/z1-fragment/stray.ts', "export { z1Messages } from '../../shared/z1/messages';\n")).toEqual([]);
});

test('modules import each other one way: no cycles', async () => {
  // The routes import build.ts; build.ts importing a route closes a cycle.
  const build = readFileSync(resolve(repoRoot, 'mf-products/src/build.ts'), 'utf8');
  expect(await lint('mf-products', 'mf-products/src/build.ts', `${build}import z1 from './routes/z1/route';\nexport { z1 };\n`)).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  expect(await lint('mf-products', 'mf-products/src/build.ts', build)).toEqual([]);
});

test('no comment switches a boundary rule off; other rules keep their directives', async () => {
  const crossArea = "import area from '../../mf-content/src/area';\nexport default area;\n";
  const ineffective = /^null: A boundary rule .* cannot be switched off by a comment/;
  for (const comment of ['// eslint-disable-next-line import-x/no-restricted-paths\n', '/* eslint-disable import-x/no-restricted-paths -- it is fine */\n', '/* eslint import-x/no-restricted-paths: off */\n', '/* eslint-disable */\n']) {
    expect(await lint('mf-parts', 'mf-parts/src/stray.ts', comment + crossArea), comment).toEqual(expect.arrayContaining([expect.stringMatching(/^import-x\/no-restricted-paths: .*An area ships alone/), expect.stringMatching(ineffective)]));
  }
  expect(await lint('mf-parts', 'mf-parts/src/stray.ts', crossArea.replace(';\n', '; // eslint-disable-line\n'))).toEqual(expect.arrayContaining([expect.stringMatching(/^import-x\/no-restricted-paths: /), expect.stringMatching(ineffective)]));
  // A directive for another rule still works, and text that only looks like one is left alone.
  expect(await lintAll('mf-parts', 'mf-parts/src/stray.ts', "// eslint-disable-next-line @typescript-eslint/no-unused-vars\nconst unused = '/* eslint-disable */';\n")).toEqual([]);
});

test('the root scripts are linted with the one config, by the e2e workspace', async () => {
  const messages = await lintAll('e2e', 'scripts/stray.mjs', "import { repoRoot } from '@site/config/locations';\nconst unused = repoRoot;\n");
  expect(messages.map((message) => message.ruleId)).toEqual(['@typescript-eslint/no-unused-vars']);
  const e2e = JSON.parse(readFileSync(resolve(repoRoot, 'e2e/package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(e2e.scripts['lint']).toMatch(/\.\.\/scripts\b/);
});
