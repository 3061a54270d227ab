import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSiteDatabase, type Database } from '@site/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActivityTrail, type ActivityEntry } from '../src/activity-trail.js';

const entry = (at: number, actor: string, action: ActivityEntry['action'], section: ActivityEntry['section'] = 'newsroom'): ActivityEntry => ({ at, actor, section, action, from: null, to: `item-${at}`, check: 'passed' });

describe('the activity trail', () => {
  let database: Database;
  let trail: ActivityTrail;
  beforeEach(async () => {
    database = await openSiteDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'activity-')) });
    trail = await ActivityTrail.open(database);
  });
  afterEach(() => database.close());

  it('reads a page at a time, newest first, with every filter in the query', async () => {
    for (let at = 1; at <= 7; at++) await trail.record(entry(at, at % 2 ? 'edna' : 'sam', at % 2 ? 'news-save' : 'lead-open', at % 2 ? 'newsroom' : 'leads'));
    const first = await trail.page({ limit: 3 });
    expect(first.entries.map((item) => item.at)).toEqual([7, 6, 5]);
    expect(first.truncated).toBe(true);
    const next = await trail.page({ limit: 3, beforeId: first.entries.at(-1)!.id });
    expect(next.entries.map((item) => item.at)).toEqual([4, 3, 2]);
    const last = await trail.page({ limit: 3, beforeId: next.entries.at(-1)!.id });
    expect(last).toEqual({ entries: [expect.objectContaining({ at: 1, actor: 'edna', section: 'newsroom', action: 'news-save', to: 'item-1', check: 'passed' })], truncated: false });
    expect((await trail.page({ limit: 10, actor: 'sam' })).entries.map((item) => item.at)).toEqual([6, 4, 2]);
    expect((await trail.page({ limit: 10, section: 'newsroom', since: 3, until: 5 })).entries.map((item) => item.at)).toEqual([5, 3]);
    expect((await trail.page({ limit: 10, action: 'lead-open' })).entries).toHaveLength(3);
  });

  it('tells a watcher what is new after the entry it saw last', async () => {
    expect(await trail.newestId()).toBe(0);
    await trail.record(entry(1, 'edna', 'news-create'));
    const seen = await trail.newestId();
    await trail.record(entry(2, 'sam', 'lead-export', 'leads'));
    expect((await trail.after(seen)).map((item) => item.actor)).toEqual(['sam']);
  });

  it('takes in the entries an older version wrote to the release log once, and a second open keeps its table', async () => {
    expect(await trail.adopt(async () => [entry(1, 'ada', 'user-add', 'console')], database)).toBe(1);
    expect(await trail.adopt(async () => [entry(2, 'ada', 'user-remove', 'console')], database)).toBe(0);
    const reopened = await ActivityTrail.open(database);
    expect((await reopened.page({ limit: 10 })).entries.map((item) => item.action)).toEqual(['user-add']);
  });
});
