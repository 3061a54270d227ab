import dayjs from 'dayjs';
import sharp from 'sharp';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addConsoleUser, backOfficeContext, consoleContext, consolePassword, sessionOf, signInAs } from '../support/console';
import { busyMachineMarginMs } from '../support/deadlines';
import { consolePort, e2ePort } from '../support/environment';
import { waitForHydration } from '../support/page-problems';
import { startPostgresSite, type PostgresSite } from '../support/postgres-site';

// The newsroom, as an editor uses it, on a site of its own: two instances and a back office on one
// PostgreSQL (what a publish must reach within a second), apart from the suite's site (whose news
// other tests read).
test.describe.configure({ mode: 'serial' });

/** The promise: a publish (made, or falling due) shows on every instance within 1 s. */
const visibleWithinMs = 1000;
let site: PostgresSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startPostgresSite('newsroom', [e2ePort + 13, e2ePort + 14], consolePort + 2);
  const added = site.console('user', 'add', 'edna', '--role', 'editor', '--password-stdin');
  expect(added.stdout.trim()).toBe('added edna (editor)');
});
test.afterAll(() => site?.stop());

/** A photo-like cover made here (gradients and shapes), as a JPEG file for the upload field. */
async function coverImage(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0b3d91"/><stop offset="1" stop-color="#36c5f0"/></linearGradient></defs><rect width="1600" height="1000" fill="url(#g)"/><circle cx="1100" cy="420" r="260" fill="#ffd166" opacity="0.85"/><rect x="220" y="560" width="620" height="260" rx="40" fill="#ef476f"/></svg>`;
  return { name: 'z1-launch-hall.jpg', mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() };
}

/** A page of this site's back office (in English), signed in as `user`. */
async function consolePage(browser: Browser, user = 'edna', firstPage = 'Newsroom'): Promise<Page> {
  const context = await browser.newContext({ ...backOfficeContext, baseURL: site.consoleOrigin });
  await context.addInitScript(() => localStorage.setItem('console.locale', 'en'));
  const page = await context.newPage();
  await signInAs(page, user, consolePassword, firstPage);
  return page;
}

interface ArticleIds {
  zh: number;
  en: number;
}

async function articleIds(page: Page, slug: string): Promise<ArticleIds> {
  const details = (await (await page.request.get(`/console/api/news/${slug}`)).json()) as { article: { languages: Record<'zh' | 'en', { id: number }> } };
  return { zh: details.article.languages.zh.id, en: details.article.languages.en.id };
}

/** Whether every place the article shows, on every instance, shows it now. */
async function placesShowing(ids: ArticleIds, titles: { zh: string; en: string }): Promise<Record<string, boolean>> {
  const places: Record<string, boolean> = {};
  await Promise.all(
    site.origins.flatMap((origin, index) =>
      [
        ['/news', titles.zh],
        ['/en/news', titles.en],
        ['/', titles.zh],
        ['/en', titles.en],
        ['/sitemap.xml', `/news/${ids.zh}<`],
        ['/en/sitemap.xml', `/en/news/${ids.en}<`],
      ].map(async ([path, marker]) => {
        const html = await (await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(5000) })).text();
        places[`instance ${index + 1} ${path}`] = html.includes(marker!);
      }),
    ),
  );
  return places;
}

const slug = `z1-launch-${Date.now()}`;
const titles = { zh: 'Z1 人形机器人正式发布', en: 'Z1 humanoid launches' };

test('an editor writes both languages with a cover, previews, schedules it a minute ahead; both instances show it at that minute; edit, compare, restore', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await consolePage(browser);
  await page.getByRole('button', { name: 'New article' }).click();
  await page.getByLabel('Address name (slug)').fill(slug);
  const write = async (language: 'Chinese' | 'English', text: { title: string; summary: string; body: string }) => {
    await page.getByLabel(`Title (${language})`).fill(text.title);
    await page.getByLabel(`Summary (${language})`).fill(text.summary);
    await page.getByLabel(`Author (${language})`).fill(language === 'Chinese' ? '新闻办公室' : 'Press office');
    const body = page.getByRole('textbox', { name: `Body (${language})` });
    await body.click();
    await page.keyboard.type(text.body);
  };
  await write('Chinese', { title: titles.zh, summary: '全新一代人形机器人。', body: '今天我们发布 Z1。' });
  await write('English', { title: titles.en, summary: 'A new generation of humanoid.', body: 'Today we launch the Z1.' });

  // The cover: uploaded from the test's own image into the library, with alt text in both languages.
  await page.getByRole('button', { name: 'Choose the Chinese cover' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByLabel('Image file').setInputFiles(await coverImage());
  await picker.getByLabel('Alt text (Chinese)').fill('Z1 发布会现场');
  await picker.getByLabel('Alt text (English)').fill('The Z1 launch hall');
  await picker.getByRole('button', { name: 'Upload' }).click();
  await expect(picker).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Cover (Chinese)' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose the English cover' }).click();
  const englishPicker = page.getByRole('dialog', { name: 'Choose an image' });
  await englishPicker.getByRole('button', { name: 'Choose The Z1 launch hall' }).click();
  await expect(englishPicker).toBeHidden();
  await expect(page.getByRole('img', { name: 'Cover (English)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cover (Chinese)' })).toBeVisible();

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Article created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/news/${slug}$`));
  const ids = await articleIds(page, slug);

  // A preview link shows the unpublished article on the live site, privately, to whoever holds it.
  await page.getByRole('button', { name: 'Preview link' }).click();
  const previewHref = await page.getByRole('link', { name: 'Open the English preview' }).getAttribute('href');
  expect(previewHref).toContain(`/en/news/${ids.en}?news-preview=`);
  const visitor = await browser.newPage();
  const previewed = await visitor.goto(previewHref!);
  expect(previewed?.headers()).toMatchObject({ 'x-robots-tag': 'noindex', 'cache-control': 'private, no-store' });
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titles.en);
  await expect(visitor.getByRole('note')).toContainText('Preview');
  // Without the token, or with a forged one, nothing is there yet.
  expect((await fetch(`${site.origins[1]}/en/news/${ids.en}`)).status).toBe(404);
  expect((await fetch(`${site.origins[1]}/en/news/${ids.en}?news-preview=${previewHref!.split('=')[1]!.slice(0, -3)}abc`)).status).toBe(404);
  expect(Object.values(await placesShowing(ids, titles))).not.toContain(true);

  // Scheduled for the first whole minute at least 30 s ahead (the picker's precision is the minute;
  // 30 s leave room for the picker and the button on a busy machine): 30-89 s of waiting, not 60-119.
  const at = dayjs().add(30, 'second').add(1, 'minute').startOf('minute');
  const picker2 = page.getByPlaceholder('Publish at');
  await picker2.click();
  await picker2.fill(at.format('MMM D, YYYY HH:mm'));
  await picker2.press('Enter');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(page.getByText(/English: scheduled for/)).toBeVisible();

  // From just before its time, every place on both instances is watched until it shows there.
  await new Promise((done) => setTimeout(done, Math.max(0, at.valueOf() - Date.now() - 1500)));
  const seenAfterMs: Record<string, number> = {};
  while (Date.now() < at.valueOf() + 20_000) {
    const places = await placesShowing(ids, titles);
    const now = Date.now();
    for (const [place, shown] of Object.entries(places)) {
      if (shown && seenAfterMs[place] === undefined) seenAfterMs[place] = now - at.valueOf();
    }
    if (Object.keys(seenAfterMs).length === Object.keys(places).length) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  console.log(`publish to visible (ms after the scheduled time): ${JSON.stringify(seenAfterMs)}`);
  expect(Object.keys(seenAfterMs)).toHaveLength(12);
  for (const [place, ms] of Object.entries(seenAfterMs)) {
    expect(ms, `${place} showed it before its time`).toBeGreaterThanOrEqual(0);
    expect(ms, place).toBeLessThan(visibleWithinMs + busyMachineMarginMs);
  }
  // The article page itself, with its structured data.
  const article = await (await fetch(`${site.origins[1]}/en/news/${ids.en}`)).text();
  expect(article).toContain(`"headline":"${titles.en}"`);

  // Edit the English title; compare the two versions; restore the first.
  await page.reload();
  await page.getByLabel('Title (English)').fill('Z1 humanoid launches today');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved \d/);
  const revisions = ((await (await page.request.get(`/console/api/news/${slug}`)).json()) as { revisions: { id: number; language: string }[] }).revisions.filter((revision) => revision.language === 'en');
  expect(revisions).toHaveLength(2);
  const [edited, first] = revisions;
  await page.getByLabel(`Pick version ${first!.id} to compare`).check();
  await page.getByLabel(`Pick version ${edited!.id} to compare`).check();
  await page.getByRole('button', { name: 'Compare' }).click();
  const comparison = page.getByRole('region', { name: `Version ${first!.id} and version ${edited!.id}` });
  await expect(comparison).toContainText(titles.en);
  await expect(comparison).toContainText('Z1 humanoid launches today');
  await expect(comparison.locator('[data-field="title"]').first()).toContainText('changed');
  await page.getByRole('button', { name: `Restore version ${first!.id}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version restored')).toBeVisible();
  await expect(page.getByLabel('Title (English)')).toHaveValue(titles.en);
  // Each of these is in the audit log with its user.
  const admin = site.console('user', 'add', 'ada', '--role', 'admin', '--password-stdin');
  expect(admin.status).toBe(0);
  const adminPage = await consolePage(browser, 'ada', 'Overview');
  const actions = ((await (await adminPage.request.get(`/console/api/audit?remote=newsroom&actor=edna`)).json()) as { action: string; to: string }[]).filter((entry) => entry.to === slug).map((entry) => entry.action);
  expect(actions.reverse()).toEqual(['news-create', 'news-preview', 'news-schedule', 'news-save', 'news-restore']);
});

test('an editor who changes only the Chinese body sees "English older than Chinese"', async ({ browser }) => {
  const page = await consolePage(browser);
  await page.goto(`/news/${slug}`);
  const body = page.getByRole('textbox', { name: 'Body (Chinese)' });
  await body.click();
  await page.keyboard.press('End');
  await page.keyboard.type('欢迎预约体验。');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved \d/);
  await expect(page.getByText('English older than Chinese')).toBeVisible();
  await page.getByRole('link', { name: 'All articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(titles.en) })).toContainText('English older than Chinese');
});

test('a poisoned article is saved sanitized, and the site shows it without a CSP report', async ({ browser }) => {
  const page = await consolePage(browser);
  const { headers } = await sessionOf(page);
  const poison = `<p>Safe words.</p><script>window.poisoned = 1</script><img src="/nothing.png" onerror="window.poisoned = 2"><a href="javascript:alert(1)">link</a>`;
  const copy = (title: string) => ({ title, description: 'A test of the sanitizer.', cover: '', contentHtml: poison, authorName: 'QA' });
  const created = await page.request.post('/console/api/news', { headers, data: { slug: 'poisoned', zh: copy('有毒的文章'), en: copy('A poisoned article'), homePage: false } });
  expect(created.status()).toBe(201);
  const stored = ((await created.json()) as { article: { languages: { en: { copy: { contentHtml: string }; id: number } } } }).article.languages.en;
  expect(stored.copy.contentHtml).toContain('Safe words.');
  expect(stored.copy.contentHtml).not.toMatch(/script|onerror|javascript:/);
  expect((await page.request.post('/console/api/news/poisoned/actions', { headers, data: { action: 'publish' } })).status()).toBe(200);

  const visitor = await browser.newPage();
  await visitor.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await visitor.goto(`${site.origins[0]}/en/news/${stored.id}`);
  await waitForHydration(visitor);
  await expect(visitor.getByText('Safe words.')).toBeVisible();
  expect(await visitor.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(await visitor.evaluate(() => (window as unknown as { poisoned?: number }).poisoned)).toBeUndefined();
});

test('a releaser and a viewer get 403 on every newsroom call and see no newsroom', async ({ browser }) => {
  addConsoleUser('nora', 'releaser');
  addConsoleUser('noel', 'viewer');
  for (const user of ['nora', 'noel']) {
    const context = await consoleContext(browser);
    const page = await context.newPage();
    await signInAs(page, user);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Newsroom' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Media library' })).toHaveCount(0);
    const { headers } = await sessionOf(page);
    const copy = { title: 't', description: '', cover: '', contentHtml: '', authorName: 'a' };
    const calls = [
      page.request.get('/console/api/news'),
      page.request.post('/console/api/news', { headers, data: { slug: 'nope', en: copy, homePage: true } }),
      page.request.get('/console/api/news/anything'),
      page.request.put('/console/api/news/anything', { headers, data: { en: copy } }),
      page.request.post('/console/api/news/anything/actions', { headers, data: { action: 'publish' } }),
      page.request.post('/console/api/news/anything/preview', { headers, data: {} }),
      page.request.get('/console/api/news/anything/revisions/1'),
      page.request.post('/console/api/news/anything/revisions/1/restore', { headers, data: {} }),
      page.request.get('/console/api/media'),
      page.request.post('/console/api/media?name=a.jpg', { headers: { ...headers, 'content-type': 'image/jpeg' }, data: Buffer.from('x') }),
      page.request.patch('/console/api/media/a-0123456789ab', { headers, data: { alt: { zh: '', en: '' } } }),
      page.request.delete('/console/api/media/a-0123456789ab', { headers }),
      page.request.get('/api/website/news/cover/a-w960-0123456789ab.jpg'),
    ];
    expect((await Promise.all(calls)).map((answer) => answer.status())).toEqual(calls.map(() => 403));
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
    await context.close();
  }
});
