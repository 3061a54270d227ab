// @vitest-environment node
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { ArticleDetails, ArticlePresence, ArticleSaved, LivePreviewLinks, MediaItem, NewsList, PreviewLinks } from '@site/console-contract/newsroom';
import { consoleSite, password, signIn, type ConsoleSite } from './test-support.js';

let site: ConsoleSite;
beforeEach(async () => {
  site = await consoleSite();
  for (const [name, role] of [['edna', 'editor'], ['rick', 'releaser'], ['sam', 'sales']] as const) await site.users.add(name, role, password);
});
afterEach(() => site.close());

const copy = (title: string, contentHtml = '<p>Body</p>') => ({ title, description: 'Summary', cover: '', contentHtml, authorName: 'Press office' });
const auditActions = async () => (await site.trail()).filter((event) => event.remote === 'newsroom').map((event) => `${event.actor} ${event.action} ${event.to ?? event.from}`);

describe('the newsroom, for editors and admins only', () => {
  test('create, save (sanitized, a version per changed language), publish, preview, restore: each audited with its user', async () => {
    const { app } = await site.instance();
    const edna = await signIn(app, 'edna');
    const created = await app.inject({ method: 'POST', url: '/console/api/news', headers: edna.headers, payload: { slug: 'h60-joint', zh: copy('H60 关节'), en: copy('H60 joint'), homePage: true } });
    expect(created.statusCode).toBe(201);
    expect(created.json<ArticleDetails>().article.languages.en.state).toBe('draft');
    expect((await app.inject({ method: 'POST', url: '/console/api/news', headers: edna.headers, payload: { slug: 'h60-joint', homePage: true } })).statusCode).toBe(409);

    site.clock.now += 1000;
    const saved = await app.inject({ method: 'PUT', url: '/console/api/news/h60-joint', headers: edna.headers, payload: { en: copy('H60 joint', '<p>New<script>x()</script><img src="x" onerror="y()"></p>') } });
    const article = saved.json<ArticleDetails>().article;
    expect(article.languages.en.copy?.contentHtml).not.toMatch(/script|onerror/);
    expect(article.pair).toEqual({ kind: 'older', language: 'zh' });
    expect(saved.json<ArticleDetails>().revisions.map((revision) => revision.language)).toEqual(['en', 'en', 'zh']);

    const published = await app.inject({ method: 'POST', url: '/console/api/news/h60-joint/actions', headers: edna.headers, payload: { action: 'publish', languages: ['en'] } });
    expect(published.json<ArticleDetails>().article.languages).toMatchObject({ en: { state: 'published' }, zh: { state: 'draft' } });
    const past = await app.inject({ method: 'POST', url: '/console/api/news/h60-joint/actions', headers: edna.headers, payload: { action: 'schedule', at: new Date(site.clock.now - 1000).toISOString() } });
    expect(past.statusCode).toBe(400);

    const preview = (await app.inject({ method: 'POST', url: '/console/api/news/h60-joint/preview', headers: edna.headers, payload: {} })).json<PreviewLinks>();
    expect(preview.links.en).toMatch(/^http:\/\/localhost:3000\/en\/news\/\d+\?news-preview=[\w-]+\.[\w-]+$/);
    expect(preview.links.zh).toMatch(/^http:\/\/localhost:3000\/news\/\d+\?news-preview=/);

    const first = saved.json<ArticleDetails>().revisions.at(1)!;
    const restored = await app.inject({ method: 'POST', url: `/console/api/news/h60-joint/revisions/${first.id}/restore`, headers: edna.headers, payload: {} });
    expect(restored.json<ArticleDetails>().article.languages.en.copy?.contentHtml).toBe('<p>Body</p>');
    const list = (await app.inject({ url: '/console/api/news', headers: edna.headers })).json<NewsList>();
    expect(list.items.find((item) => item.slug === 'h60-joint')?.languages.en.copy?.contentHtml).toBe('');
    expect(await auditActions()).toEqual(['edna news-create h60-joint', 'edna news-save h60-joint', 'edna news-publish h60-joint', 'edna news-preview h60-joint', 'edna news-restore h60-joint']);
  });

  test('two editors: each sees the other; saves from one copy merge; a field both changed answers 409 with both versions; an old slug leads on', async () => {
    await site.users.add('ann', 'editor', password);
    const { app } = await site.instance();
    const [edna, ann] = [await signIn(app, 'edna'), await signIn(app, 'ann')];
    const created = (await app.inject({ method: 'POST', url: '/console/api/news', headers: edna.headers, payload: { slug: 'd90-launch', zh: copy('D90 发布'), en: copy('D90 launch'), homePage: false } })).json<ArticleDetails>();
    const en = created.article.languages.en;
    const base = { en: { updatedAt: en.updatedAt!, copy: en.copy! } };

    await app.inject({ method: 'POST', url: '/console/api/news/d90-launch/presence', headers: ann.headers, payload: { typing: true } });
    const here = (await app.inject({ method: 'POST', url: '/console/api/news/d90-launch/presence', headers: edna.headers, payload: {} })).json<ArticlePresence>();
    expect(here.editors).toMatchObject([{ user: 'ann', typing: true }]);
    expect(here.updatedAt.en).toBe(en.updatedAt);

    site.clock.now += 1000;
    const annSaved = await app.inject({ method: 'PUT', url: '/console/api/news/d90-launch', headers: ann.headers, payload: { en: { ...en.copy!, title: 'D90 launch day' }, base, autosave: true } });
    expect(annSaved.statusCode).toBe(200);
    site.clock.now += 1000;
    const ednaSaved = (await app.inject({ method: 'PUT', url: '/console/api/news/d90-launch', headers: edna.headers, payload: { en: { ...en.copy!, description: 'Both survive' }, base } })).json<ArticleSaved>();
    expect(ednaSaved.article.languages.en.copy).toMatchObject({ title: 'D90 launch day', description: 'Both survive' });
    expect(ednaSaved.merged).toEqual({ en: ['title'] });

    site.clock.now += 1000;
    const clash = await app.inject({ method: 'PUT', url: '/console/api/news/d90-launch', headers: edna.headers, payload: { en: { ...en.copy!, title: 'D90 ships' }, base } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: { code: 'CONSOLE.CONFLICT', conflicts: [{ language: 'en', field: 'title', mine: 'D90 ships', theirs: 'D90 launch day' }] } });

    const renamed = await app.inject({ method: 'POST', url: '/console/api/news/d90-launch/rename', headers: edna.headers, payload: { slug: 'd90-joint-launch' } });
    expect(renamed.json<ArticleDetails>().article.slug).toBe('d90-joint-launch');
    expect((await app.inject({ url: '/console/api/news/d90-launch', headers: ann.headers })).json<ArticleDetails>().article.slug).toBe('d90-joint-launch');
    expect(await auditActions()).toEqual(['edna news-create d90-launch', 'ann news-autosave d90-launch', 'edna news-save d90-launch', 'edna news-rename d90-joint-launch']);
  });

  test('preview links: at most a day, listed while live, revoked (audited), and naming the copies of when they were shared', async () => {
    const { app } = await site.instance();
    const edna = await signIn(app, 'edna');
    await app.inject({ method: 'POST', url: '/console/api/news', headers: edna.headers, payload: { slug: 'p60-preview', zh: copy('P60 预览'), en: { ...copy('P60 preview'), metaTitle: 'P60 | Search', metaDescription: 'Snippet' } } });
    const tooLong = await app.inject({ method: 'POST', url: '/console/api/news/p60-preview/preview', headers: edna.headers, payload: { hours: 14 * 24 } });
    expect(tooLong.statusCode).toBe(400);
    const link = (await app.inject({ method: 'POST', url: '/console/api/news/p60-preview/preview', headers: edna.headers, payload: {} })).json<PreviewLinks>();
    expect(Date.parse(link.expiresAt) - site.clock.now).toBe(24 * 3600_000);
    // Both languages' links open the one article's page.
    expect(link.links.en!.replace('/en/', '/')).toBe(link.links.zh);
    const live = (await app.inject({ url: '/console/api/news/p60-preview/preview', headers: edna.headers })).json<LivePreviewLinks>();
    expect(live.items).toEqual([expect.objectContaining({ id: link.id, languages: ['zh', 'en'], createdBy: 'edna' })]);
    const details = (await app.inject({ url: '/console/api/news/p60-preview', headers: edna.headers })).json<ArticleDetails>();
    expect(details.article.languages.en.copy).toMatchObject({ metaTitle: 'P60 | Search', metaDescription: 'Snippet' });

    const revoked = await app.inject({ method: 'DELETE', url: `/console/api/news/p60-preview/preview/${link.id}`, headers: edna.headers });
    expect(revoked.statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `/console/api/news/p60-preview/preview/${link.id}`, headers: edna.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: '/console/api/news/p60-preview/preview', headers: edna.headers })).json<LivePreviewLinks>().items).toEqual([]);
    expect((await auditActions()).filter((action) => action.includes('p60-preview'))).toEqual(['edna news-create p60-preview', 'edna news-preview p60-preview', 'edna news-preview-revoke p60-preview']);
  });

  test('a releaser and a salesperson are refused the newsroom and its media', async () => {
    const { app } = await site.instance();
    for (const name of ['rick', 'sam']) {
      const user = await signIn(app, name);
      for (const call of [
        { method: 'GET' as const, url: '/console/api/news' },
        { method: 'POST' as const, url: '/console/api/news', payload: { slug: 'x', homePage: true } },
        { method: 'GET' as const, url: '/console/api/media' },
        { method: 'GET' as const, url: '/api/website/news/cover/x-w960-0123456789ab.jpg' },
      ]) {
        expect((await app.inject({ ...call, headers: user.headers })).statusCode, `${name} ${call.url}`).toBe(403);
      }
    }
  });

  test('the media library: an upload checked by its content, renditions served here, alt text, no deleting what an article uses', async () => {
    const { app } = await site.instance();
    const edna = await signIn(app, 'edna');
    const noAlt = await app.inject({ method: 'POST', url: '/console/api/media?name=photo.jpg&altZh=%E5%9B%BE&altEn=', headers: { ...edna.headers, 'content-type': 'image/jpeg' }, payload: Buffer.from('x') });
    expect(noAlt.statusCode).toBe(400);
    const text = await app.inject({ method: 'POST', url: '/console/api/media?name=photo.jpg&altZh=%E5%9B%BE&altEn=Picture', headers: { ...edna.headers, 'content-type': 'image/jpeg' }, payload: Buffer.from('not an image at all') });
    expect([text.statusCode, text.json().error.message]).toEqual([415, expect.stringMatching(/^MEDIA.NOT_AN_IMAGE/)]);

    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const uploaded = await app.inject({ method: 'POST', url: '/console/api/media?name=Launch%20Hall.png&altZh=%E5%8F%91%E5%B8%83%E4%BC%9A&altEn=Launch%20hall', headers: { ...edna.headers, 'content-type': 'image/png' }, payload: image });
    expect(uploaded.statusCode).toBe(201);
    const item = uploaded.json<MediaItem>();
    expect(item).toMatchObject({ width: 1200, height: 800, alt: { zh: '发布会', en: 'Launch hall' }, usedBy: [] });
    expect(item.file).toMatch(/^launch-hall-w960-[0-9a-f]{12}\.jpg$/);
    expect((await app.inject({ method: 'PATCH', url: `/console/api/media/${item.id}`, headers: edna.headers, payload: { alt: { zh: '发布会现场', en: ' ' } } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PATCH', url: `/console/api/media/${item.id}`, headers: edna.headers, payload: { alt: { zh: '发布会现场', en: 'The launch hall' } } })).json<MediaItem>().alt).toEqual({ zh: '发布会现场', en: 'The launch hall' });
    const served = await app.inject({ url: `/api/website/news/cover/${item.file}`, headers: edna.headers });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);

    await app.inject({ method: 'POST', url: '/console/api/news', headers: edna.headers, payload: { slug: 'with-cover', en: { ...copy('With a cover'), cover: item.file }, homePage: true } });
    const refused = await app.inject({ method: 'DELETE', url: `/console/api/media/${item.id}`, headers: edna.headers });
    expect([refused.statusCode, refused.json().error.lines]).toEqual([409, ['with-cover']]);
    await app.inject({ method: 'PUT', url: '/console/api/news/with-cover', headers: edna.headers, payload: { en: copy('With a cover') } });
    expect((await app.inject({ method: 'DELETE', url: `/console/api/media/${item.id}`, headers: edna.headers })).statusCode).toBe(204);
    expect((await app.inject({ url: `/api/website/news/cover/${item.file}`, headers: edna.headers })).statusCode).toBe(404);
  });
});
