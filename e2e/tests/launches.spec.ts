import { spawnSync } from 'node:child_process';
import { expect, test, type Browser } from '@playwright/test';
import { partsWithNewPart } from '../support/area-copy';
import { backOfficeContext } from '../support/console';
import { activationFollowMs, busyMachineMarginMs } from '../support/deadlines';
import { docsShot } from '../support/docs-shots';
import { consolePort, e2ePort } from '../support/environment';
import { repoRoot } from '../support/release-tool';
import { startPostgresSite, type PostgresSite } from '../support/postgres-site';

// A launch (issue 51) on a site of its own: two instances and a back office on one PostgreSQL. It
// holds a new parts version (a new joint module, L7: its page and its menu entry) and an article in
// both languages that links to it, pinned. Nothing of it shows before its time; at its time both
// instances show all of it; a revert takes all of it away.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** Both instances show a launch within this much of each other (PostgreSQL NOTIFY), with a busy machine's margin. */
const togetherMs = activationFollowMs + busyMachineMarginMs;
let site: PostgresSite;
let version: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startPostgresSite('launches', [e2ePort + 24, e2ePort + 25], consolePort + 4);
  expect(site.console('user', 'add', 'ada', '--role', 'admin', '--password-stdin').status).toBe(0);
  version = `3.0.0-l7.${Date.now()}`;
  const published = release('publish', 'parts', '--root', partsWithNewPart('l7', 'parts-l7'), '--version', version);
  expect(published.status, published.stderr + published.stdout).toBe(0);
  await createArticle('l7-launch', { zh: '<p>新的 <a href="/parts/l7">L7 关节模组</a>。</p>', en: '<p>Meet the <a href="/en/parts/l7">L7 joint module</a>.</p>' });
});
test.afterAll(() => site?.stop());

/** `npm run release -- …` against this site's database and registry. */
function release(...args: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'release', '--', ...args], { cwd: repoRoot, env: site.env, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** `launch create`: the new launch's id (the last line). */
function createLaunch(name: string): string {
  const created = release('launch', 'create', name);
  expect(created.status, created.stderr).toBe(0);
  return created.stdout.trim().split('\n').at(-1)!;
}

function launch(...args: string[]): string {
  const run = release('launch', ...args);
  expect(run.status, run.stderr + run.stdout).toBe(0);
  return run.stdout;
}

/** An article in the newsroom, both languages, not published: through the back office's API as an admin. */
async function createArticle(slug: string, bodies: { zh: string; en?: string }): Promise<void> {
  const signedIn = await fetch(`${site.consoleOrigin}/console/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: 'ada', password: 'e2e console password' }) });
  expect(signedIn.status).toBe(204);
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await (await fetch(`${site.consoleOrigin}/console/api/session`, { headers: { cookie } })).json()) as { csrfToken: string };
  const copy = (title: string, contentHtml: string) => ({ title, description: title, cover: '', contentHtml, authorName: 'Press office' });
  const created = await fetch(`${site.consoleOrigin}/console/api/news`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify({ slug, zh: copy(`${slug} 发布`, bodies.zh), ...(bodies.en ? { en: copy(`${slug} launch`, bodies.en) } : {}), homePage: true }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
}

const status = async (url: string, cookie = '') => (await fetch(url, { headers: cookie ? { cookie } : {} })).status;
const text = async (url: string, cookie = '') => (await fetch(url, { headers: cookie ? { cookie } : {} })).text();

/**
 * What one instance shows of the launch now: the article in the list (and pinned first), then its
 * page, then its menu entry. One after the other: a launch going live shows the page to any request
 * made after one that saw the article.
 */
async function shown(origin: string, title: string, cookie = '') {
  const news = await text(`${origin}/api/website/news/list?language=en`, cookie);
  const page = await status(`${origin}/en/parts/l7`, cookie);
  const about = await text(`${origin}/en/about`, cookie);
  const items = (JSON.parse(news) as { data: { items: { id: number; title: string; top: number }[] } }).data.items;
  const item = items.find((entry) => entry.title === title);
  return { page, menu: about.includes('href="/en/parts/l7"'), article: item !== undefined, pinnedFirst: items[0]?.title === title && item?.top === 1, id: item?.id };
}

const nothing = { page: 404, menu: false, article: false, pinnedFirst: false, id: undefined };


/**
 * The launch's preview link, opened on an instance: its cookie. The link is private and noindex, and
 * lands on the home page of the language asked for.
 */
async function openPreview(id: string, origin: string, lang: 'zh' | 'en'): Promise<string> {
  const printed = launch('preview', id);
  const path = /\/preview\/launch\/\S+/.exec(printed)![0];
  const opened = await fetch(`${origin}${path}${lang === 'en' ? '?lang=en' : ''}`, { redirect: 'manual' });
  expect(opened.status).toBe(302);
  expect(opened.headers.get('location')).toBe(lang === 'en' ? '/en' : '/');
  expect(opened.headers.get('cache-control')).toBe('private, no-store');
  expect(opened.headers.get('x-robots-tag')).toBe('noindex');
  return opened.headers.get('set-cookie')!.split(';')[0]!;
}

/** Before its time, the preview link shows all of the launch, in both languages, on its holder's pages, lists, home page and sitemaps alone. */
async function expectPreviewOfAll(id: string, browser: Browser): Promise<void> {
  const origin = site.origins[1]!;
  const cookie = await openPreview(id, origin, 'en');
  const previewed = await shown(origin, 'l7-launch launch', cookie);
  expect(previewed).toMatchObject({ page: 200, menu: true, article: true, pinnedFirst: true });
  const articleId = previewed.id!;
  const english = await fetch(`${origin}/en/news/${articleId}`, { headers: { cookie } });
  expect(english.status).toBe(200);
  expect(english.headers.get('cache-control')).toBe('private, no-store');
  expect(english.headers.get('x-robots-tag')).toBe('noindex');
  expect(await english.text()).toContain('href="/en/parts/l7"');
  const chinese = await text(`${origin}/news/${articleId}`, cookie);
  expect(chinese).toContain('l7-launch 发布');
  expect(chinese).toContain('href="/parts/l7"');
  expect(await text(`${origin}/en`, cookie)).toContain('l7-launch launch');
  expect(await text(`${origin}/`, cookie)).toContain('l7-launch 发布');
  const sitemap = await fetch(`${origin}/en/sitemap.xml`, { headers: { cookie } });
  expect(sitemap.headers.get('cache-control')).toBe('private, no-store');
  const entries = await sitemap.text();
  expect(entries).toContain(`/en/parts/l7</loc>`);
  expect(entries).toContain(`/en/news/${articleId}</loc>`);
  // Everyone else, and the sitemaps search engines read, see none of it.
  for (const other of site.origins) {
    expect(await shown(other, 'l7-launch launch')).toEqual(nothing);
    expect(await status(`${other}/en/news/${articleId}`)).toBe(404);
    const publicMap = await text(`${other}/en/sitemap.xml`);
    expect(publicMap).not.toContain('/en/parts/l7');
    expect(publicMap).not.toContain(`/en/news/${articleId}<`);
  }

  // In a browser: the badge names the launch; the menu leads to the new page, the news list shows the article.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${/\/preview\/launch\/\S+/.exec(launch('preview', id))![0]}?lang=en`);
  await expect(page).toHaveURL(`${origin}/en`);
  await expect(page.locator('.preview-badge')).toContainText(`Preview of the launch “L7 evening”: parts ${version}`);
  await page.goto(`${origin}/en/news`);
  await expect(page.getByRole('link', { name: /l7-launch launch/ }).first()).toBeVisible();
  await page.getByRole('link', { name: /l7-launch launch/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'l7-launch launch' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'L7 joint module' })).toBeVisible();
  await page.getByRole('article').getByRole('link', { name: 'L7 joint module' }).click();
  await expect(page).toHaveURL(`${origin}/en/parts/l7`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
}

test('at its time both instances show the page, its menu entry and the pinned article together; a revert takes all of it away', async ({ browser }) => {
  const id = createLaunch('L7 evening');
  launch('add', id, '--area', 'parts', version);
  launch('add', id, '--article', 'l7-launch', '--pin', '--home');
  expect(launch('preflight', id)).toContain('may go live: every member passed');
  await expectPreviewOfAll(id, browser);
  const at = Date.now() + 12_000;
  expect(launch('schedule', id, '--at', new Date(at).toISOString())).toContain('Asia/Shanghai');
  for (const origin of site.origins) expect(await shown(origin, 'l7-launch launch')).toEqual(nothing);

  // Each instance probed over and over: an article is never shown while its page is a 404.
  const seenAt: (number | undefined)[] = site.origins.map(() => undefined);
  const broken: string[] = [];
  let articleId: number | undefined;
  await Promise.all(
    site.origins.map(async (origin, index) => {
      while (Date.now() < at + 30_000 && seenAt[index] === undefined) {
        const now = await shown(origin, 'l7-launch launch');
        const answered = Date.now();
        if (now.article && now.page !== 200) broken.push(`${origin}: the article with its page answering ${now.page}`);
        if ((now.article || now.page === 200 || now.menu) && answered < at) broken.push(`${origin}: ${JSON.stringify(now)} ${at - answered} ms before its time`);
        if (now.page === 200 && now.article && now.menu) {
          seenAt[index] = answered;
          articleId = now.id;
          expect(now.pinnedFirst).toBe(true);
        }
      }
    }),
  );
  expect(broken).toEqual([]);
  expect(seenAt.every((time) => time !== undefined)).toBe(true);
  const [first, second] = seenAt as number[];
  expect(Math.abs(first! - second!)).toBeLessThan(togetherMs);
  test.info().annotations.push({ type: 'figure', description: `from its time to visible on both instances: ${Math.max(first!, second!) - at} ms` });
  for (const origin of site.origins) {
    expect(await status(`${origin}/en/news/${articleId}`)).toBe(200);
    expect(await text(`${origin}/news/${articleId}`)).toContain('href="/parts/l7"');
  }

  const reverting = Date.now();
  expect(launch('revert', id)).toContain('reverted');
  for (const origin of site.origins) {
    await expect.poll(() => shown(origin, 'l7-launch launch'), { timeout: togetherMs }).toEqual(nothing);
    await expect.poll(() => status(`${origin}/en/news/${articleId}`), { timeout: togetherMs }).toBe(404);
  }
  test.info().annotations.push({ type: 'figure', description: `revert to gone on both instances: ${Date.now() - reverting} ms` });
});

test('a preflight blocks a launch whose article links to a page no version serves, and one whose English copy is missing', async () => {
  await createArticle('l8-teaser', { zh: '<p><a href="/parts/l8">L8</a></p>', en: '<p><a href="/en/parts/l8">L8</a></p>' });
  const id = createLaunch('L8 too early');
  launch('add', id, '--article', 'l8-teaser');
  const blocked = release('launch', 'preflight', id);
  expect(blocked.status).toBe(1);
  expect(blocked.stdout).toContain("article l8-teaser: its English copy links to /parts/l8, which neither the live site nor the launch's area versions serve");
  await createArticle('l8-zh', { zh: '<p>只有中文</p>' });
  const chinese = createLaunch('Chinese only');
  launch('add', chinese, '--article', 'l8-zh');
  const missing = release('launch', 'preflight', chinese);
  expect(missing.status).toBe(1);
  expect(missing.stdout).toContain('article l8-zh: it has no English copy (add it, or make the article Chinese only)');
  // Said to be Chinese only, it may go.
  launch('add', chinese, '--article', 'l8-zh', '--only', 'zh');
  expect(launch('preflight', chinese)).toContain('may go live');
  const go = release('launch', 'go', id);
  expect(go.status).toBe(1);
  expect(go.stderr + go.stdout).toContain('is blocked');
  for (const origin of site.origins) expect(await status(`${origin}/en/parts/l8`)).toBe(404);
});

test('with the parts version at a 30 % canary the article is the canary cohort\'s alone; when the canary ends the launch is reverted, article and all', async () => {
  await createArticle('l7-cohort', { zh: '<p><a href="/parts/l7">L7</a></p>', en: '<p><a href="/en/parts/l7">L7</a></p>' });
  const id = createLaunch('L7 for some');
  launch('add', id, '--area', 'parts', version, '--canary', '30');
  launch('add', id, '--article', 'l7-cohort');
  launch('go', id);
  // Bucket 10 is in the 30 % share, bucket 50 is not.
  const inCanary = 'site_cohort=10';
  const outside = 'site_cohort=50';
  for (const origin of site.origins) {
    await expect.poll(async () => (await shown(origin, 'l7-cohort launch', inCanary)).article, { timeout: togetherMs }).toBe(true);
    expect(await shown(origin, 'l7-cohort launch', inCanary)).toMatchObject({ page: 200, menu: true, article: true });
    expect(await shown(origin, 'l7-cohort launch', outside)).toEqual(nothing);
    // The server's render of the list sees what the visitor's cookie says.
    expect(await text(`${origin}/en/news`, inCanary)).toContain('l7-cohort launch');
    expect(await text(`${origin}/en/news`, outside)).not.toContain('l7-cohort launch');
  }
  // The canary ends (as the guard ends a failing one): the launch's article goes with it at once,
  // and the back office reverts the launch.
  expect(release('rollback', 'parts').status).toBe(0);
  for (const origin of site.origins) await expect.poll(() => shown(origin, 'l7-cohort launch', inCanary), { timeout: togetherMs }).toEqual(nothing);
  await expect.poll(() => release('launch', 'list').stdout, { timeout: 10_000 }).toMatch(new RegExp(`${id} {2}L7 for some {2}reverted`));
});

test('a back office restarted across the launch time takes it live once', async () => {
  const id = createLaunch('L7 after a restart');
  launch('add', id, '--area', 'parts', version);
  const at = Date.now() + 6_000;
  launch('schedule', id, '--at', new Date(at).toISOString());
  site.killConsole();
  await new Promise((done) => setTimeout(done, at - Date.now() + 1000));
  for (const origin of site.origins) expect(await status(`${origin}/en/parts/l7`)).toBe(404);
  await site.startConsole();
  for (const origin of site.origins) await expect.poll(() => status(`${origin}/en/parts/l7`), { timeout: 15_000 }).toBe(200);
  const history = spawnSync('psql', [site.env.DATABASE_URL!, '-qtAc', `SELECT count(*) FROM launch_event WHERE launch_id = ${id} AND kind = 'live'`], { encoding: 'utf8' });
  expect(history.stdout.trim()).toBe('1');
  // Reverted from the restarted back office's records, the site is as before.
  expect(launch('revert', id)).toContain('reverted');
  for (const origin of site.origins) await expect.poll(() => status(`${origin}/en/parts/l7`), { timeout: togetherMs }).toBe(404);
});

test('in the back office: a launch put together, checked, taken live and reverted from its page', async ({ browser }) => {
  await createArticle('l7-console', { zh: '<p><a href="/parts/l7">L7</a> 今晚发布。</p>', en: '<p>The <a href="/en/parts/l7">L7</a> is out tonight.</p>' });
  const context = await browser.newContext({ ...backOfficeContext, baseURL: site.consoleOrigin, viewport: { width: 1440, height: 1000 } });
  await context.addInitScript(() => localStorage.setItem('console.locale', 'en'));
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('User name').fill('ada');
  await page.getByLabel('Password').fill('e2e console password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Launches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Launches' })).toBeVisible();

  await page.getByLabel('Name').fill('L7 tonight');
  await page.getByRole('button', { name: 'New launch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'L7 tonight' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Version/ }).fill(version);
  await page.getByRole('button', { name: 'Add area version' }).click();
  const members = page.getByRole('region', { name: 'Members' });
  // The page reads the launch again, and its preflight runs the version's render check (every page of it).
  await expect(members.getByRole('link', { name: `Parts ${version}` })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('textbox', { name: /^Article/ }).fill('l7-console');
  await page.getByRole('checkbox', { name: 'Pinned' }).check();
  await page.getByRole('button', { name: 'Add article' }).click();
  await expect(members.getByRole('link', { name: 'l7-console launch' })).toBeVisible();
  await expect(page.getByText('Every member may go live.')).toBeVisible();
  await expect(page.getByText('when someone presses Go')).toBeVisible();
  await docsShot(page.locator('main'), 'launch-ready');

  // Its preview link, made on its page, opens the site as the launch will make it (the link is the site's address).
  await page.getByRole('button', { name: 'Preview link' }).click();
  const previewHref = await page.getByRole('link', { name: 'Open the English site' }).getAttribute('href');
  expect(await page.getByRole('link', { name: 'Open the Chinese site' }).getAttribute('href')).toBe(previewHref!.replace('?lang=en', ''));
  const previewPage = await context.newPage();
  await previewPage.goto(site.origins[0] + new URL(previewHref!).pathname + '?lang=en');
  await expect(previewPage.locator('.preview-badge')).toContainText('Preview of the launch “L7 tonight”');
  await previewPage.goto(`${site.origins[0]}/en/news`);
  await expect(previewPage.getByRole('link', { name: /l7-console launch/ }).first()).toBeVisible();
  await previewPage.close();
  await docsShot(page.locator('#launch-preview').locator('xpath=ancestor::section[1]'), 'launch-preview');

  await page.getByRole('button', { name: 'Go live now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Go live now' }).click();
  // Going live runs the preflight again first (its render check renders every page of the parts version).
  await expect(page.getByRole('status').filter({ hasText: 'The launch is live' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('main').locator('.ant-tag', { hasText: /^Live$/ })).toBeVisible();
  for (const origin of site.origins) await expect.poll(async () => (await shown(origin, 'l7-console launch')).article, { timeout: togetherMs }).toBe(true);
  await docsShot(page.locator('main'), 'launch-live');

  await page.getByRole('button', { name: 'Revert' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The launch is reverted' })).toBeVisible();
  for (const origin of site.origins) await expect.poll(() => shown(origin, 'l7-console launch'), { timeout: togetherMs }).toEqual(nothing);
  await page.getByRole('link', { name: '← All launches' }).click();
  await expect(page.getByRole('link', { name: 'L7 tonight' })).toBeVisible();
  await docsShot(page.locator('main'), 'launches-list');
  await context.close();
});
