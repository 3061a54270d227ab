// @vitest-environment node
// `npm run news` and `npm run enquiries` go through the back office's operations: a version of the
// copy and an entry in the activity trail with who ran them, never the release log.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ActivityTrail } from '@site/activity';
import { openSiteDatabase } from '@site/api';
import { expect, test } from 'vitest';

const run = promisify(execFile);
const seedFile = join(import.meta.dirname, '../../packages/api/seed/news/dog-edu-classroom.en.md');

async function tool(script: string, args: string[], dataDir: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--conditions=source', join(import.meta.dirname, 'cli', script), ...args], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', RELEASE_ACTOR: 'nora' },
  });
  return stdout;
}

test('npm run news -- add and npm run enquiries -- export leave entries in the activity trail with who ran them', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cli-'));
  expect(await tool('news-cli.ts', ['add', seedFile], dataDir)).toMatch(/^updated news \d+ \(dog-edu-classroom, en\)/);
  const id = (await tool('news-cli.ts', ['list'], dataDir)).split('\n').find((line) => line.includes(' en ') && line.includes('dog-edu-classroom'))!.trim().split(/\s+/)[0]!;
  expect(await tool('news-cli.ts', ['pin', id], dataDir)).toBe(`pin: news ${id}\n`);
  expect(await tool('enquiries-cli.ts', ['export', '--since', '2025-01-01'], dataDir)).toMatch(/^\uFEFF"id","received_at"/);
  const database = await openSiteDatabase({ dataDir });
  try {
    const { entries } = await (await ActivityTrail.open(database)).page({ limit: 10 });
    expect(entries.reverse().map(({ actor, section, action, to, check }) => ({ actor, section, action, to, check }))).toEqual([
      { actor: 'nora', section: 'newsroom', action: 'news-import', to: 'dog-edu-classroom', check: 'passed: en from dog-edu-classroom.en.md (npm run news)' },
      { actor: 'nora', section: 'newsroom', action: 'news-pin', to: 'dog-edu-classroom', check: 'passed (npm run news)' },
      { actor: 'nora', section: 'leads', action: 'lead-export', to: null, check: 'passed: 0 rows as csv, since 2025-01-01 (npm run enquiries)' },
    ]);
    // The import is a version of the article's copy, saved by who ran the tool; the pin is in its history.
    const revisions = await database.db.selectFrom('news_revision').select(['saved_by', 'language']).where('slug', '=', 'dog-edu-classroom').orderBy('id', 'desc').execute();
    expect(revisions[0]).toEqual({ saved_by: 'nora', language: 'en' });
    const events = await database.db.selectFrom('news_event').select(['actor', 'kind']).where('slug', '=', 'dog-edu-classroom').execute();
    expect(events).toContainEqual({ actor: 'nora', kind: 'pin' });
  } finally {
    await database.close();
  }
}, 60_000);
