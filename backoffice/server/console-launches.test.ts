// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { LaunchDetail, LaunchPreviewLink, LaunchView } from '@site/console-contract/launches';
import { consoleSite, password, signIn, type ConsoleSite } from './test-support.js';

process.env.LAUNCH_SETTLE_MS = '0';
let site: ConsoleSite;
beforeEach(async () => {
  site = await consoleSite();
  for (const [name, role] of [['edna', 'editor'], ['rick', 'releaser'], ['sam', 'sales'], ['vera', 'viewer']] as const) await site.users.add(name, role, password);
});
afterEach(() => site.close());

const copy = (title: string, contentHtml = '<p>Body</p>') => ({ title, description: 'Summary', cover: '', contentHtml, authorName: 'Press office' });

describe('launches in the back office', () => {
  test('an editor brings the article, a release manager the area version; the one who may bring both takes it live and reverts it; each step audited', async () => {
    const { app } = await site.instance();
    // One after the other: sign-ins at once are limited.
    const [edna, rick, sam, vera] = [await signIn(app, 'edna'), await signIn(app, 'rick'), await signIn(app, 'sam'), await signIn(app, 'vera')];
    await app.inject({ method: 'POST', url: '/console/api/news', headers: edna!.headers, payload: { slug: 'p12-hand', zh: copy('P12 灵巧手'), en: copy('P12 hand'), homePage: false } });
    const created = await app.inject({ method: 'POST', url: '/console/api/launches', headers: rick!.headers, payload: { name: 'P12 evening' } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const add = (who: typeof rick, payload: object) => app.inject({ method: 'POST', url: `/console/api/launches/${id}/members`, headers: who!.headers, payload });
    expect((await add(edna, { kind: 'area', remote: 'parts', version: '1.1.0' })).statusCode).toBe(403);
    expect((await add(rick, { kind: 'article', slug: 'p12-hand', pinned: true })).statusCode).toBe(403);
    expect((await add(rick, { kind: 'area', remote: 'parts', version: '1.1.0' })).statusCode).toBe(204);
    site.clock.now += 1000;
    expect((await add(edna, { kind: 'article', slug: 'p12-hand', pinned: true })).statusCode).toBe(204);
    expect((await add(edna, { kind: 'article', slug: 'nothing' })).statusCode).toBe(404);

    expect((await app.inject({ url: '/console/api/launches', headers: sam!.headers })).statusCode).toBe(403);
    const list = (await app.inject({ url: '/console/api/launches', headers: vera!.headers })).json<{ items: LaunchView[] }>();
    expect(list.items.map((launch) => [launch.name, launch.state, launch.members.map((member) => member.kind)])).toEqual([['P12 evening', 'draft', ['area', 'article']]]);

    const opened = (await app.inject({ url: `/console/api/launches/${id}`, headers: rick!.headers })).json<LaunchDetail>();
    expect(opened.blocks).toEqual([]);
    // The release manager may not take the editor's article live, nor the editor the area version.
    expect(opened.may).toEqual({ addArea: true, addArticle: false, launch: false });
    // Whoever puts it together previews it; a viewer does not make links.
    const preview = (who: typeof rick) => app.inject({ method: 'POST', url: `/console/api/launches/${id}/preview`, headers: who!.headers });
    expect((await preview(vera)).statusCode).toBe(403);
    const link = (await preview(edna)).json<LaunchPreviewLink>();
    expect(link.links.zh).toMatch(new RegExp(`/preview/launch/${id}\\.\\d+\\.[\\w-]{43}$`));
    expect(link.links.en).toBe(`${link.links.zh}?lang=en`);
    expect(Date.parse(link.expiresAt)).toBe(site.clock.now + 24 * 3600_000);
    const act = (who: typeof rick, payload: object) => app.inject({ method: 'POST', url: `/console/api/launches/${id}/actions`, headers: who!.headers, payload });
    expect((await act(rick, { action: 'go' })).statusCode).toBe(403);
    expect((await act(edna, { action: 'go' })).statusCode).toBe(403);

    await site.users.add('ada', 'admin', password);
    const ada = await signIn(app, 'ada');
    expect((await act(ada, { action: 'schedule', at: new Date(site.clock.now + 3_600_000).toISOString() })).json<{ launch: LaunchView }>().launch.state).toBe('scheduled');
    const live = await act(ada, { action: 'go' });
    expect(live.statusCode).toBe(200);
    expect(live.json<{ launch: LaunchView }>().launch).toMatchObject({ state: 'live', members: [{ kind: 'area', live: 'active' }, { kind: 'article', titles: { zh: 'P12 灵巧手', en: 'P12 hand' } }] });
    expect((await site.records.readSite())!.launches).toEqual([{ id, cohort: [] }]);
    expect((await act(ada, { action: 'go' })).statusCode).toBe(409);
    expect((await act(ada, { action: 'revert' })).json<{ launch: LaunchView }>().launch.state).toBe('reverted');
    expect((await site.records.read())!.parts.version).toBe('1.0.0');

    const trail = (await site.trail()).filter((entry) => entry.remote === 'launches').map((entry) => `${entry.actor} ${entry.action} ${entry.to ?? entry.from}`);
    expect(trail).toEqual(['rick launch-create launch 1', 'rick launch-add launch 1', 'edna launch-add launch 1', 'edna launch-preview launch 1', 'ada launch-schedule launch 1', 'ada launch-go launch 1', 'ada launch-revert launch 1']);
    // The areas' own timelines carry it too.
    expect((await site.records.events()).filter((entry) => entry.remote === 'parts').map((entry) => `${entry.action} ${entry.from} -> ${entry.to} ${entry.check}`)).toEqual([
      'activate 1.0.0 -> 1.1.0 passed: launch 1 (P12 evening)',
      'rollback 1.1.0 -> 1.0.0 passed: launch 1 (P12 evening) reverted',
    ]);
  });

  test('opening a launch runs its preflight: a missing English copy is named with its member', async () => {
    const { app } = await site.instance();
    const edna = await signIn(app, 'edna');
    await app.inject({ method: 'POST', url: '/console/api/news', headers: edna.headers, payload: { slug: 'zh-only', zh: copy('只有中文'), homePage: false } });
    const { id } = (await app.inject({ method: 'POST', url: '/console/api/launches', headers: edna.headers, payload: { name: 'Chinese only' } })).json<{ id: number }>();
    await app.inject({ method: 'POST', url: `/console/api/launches/${id}/members`, headers: edna.headers, payload: { kind: 'article', slug: 'zh-only' } });
    const opened = (await app.inject({ url: `/console/api/launches/${id}`, headers: edna.headers })).json<LaunchDetail>();
    expect(opened.blocks).toEqual([{ member: 'article zh-only', reason: 'missing-language', language: 'en', line: 'article zh-only: it has no English copy (add it, or make the article Chinese only)' }]);
    const refused = await app.inject({ method: 'POST', url: `/console/api/launches/${id}/actions`, headers: edna.headers, payload: { action: 'go' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { lines: string[] } }>().error.lines).toEqual(['  blocked: article zh-only: it has no English copy (add it, or make the article Chinese only)']);
  });
});
