import { expect, test } from '@playwright/test';
import { openPage } from '../support/open-page';
import { waitForHydration } from '../support/page-problems';

const locales = [
  { prefix: '', locale: 'zh' },
  { prefix: '/en', locale: 'en' },
] as const;

for (const { prefix, locale } of locales) {
  test.describe(`content pages (${locale})`, () => {
    test('news list: server-rendered cards with dates, pinned pair styled as top items, detail by client navigation', async ({ page, request }) => {
      const html = await (await request.get(`${prefix}/news`)).text();
      expect(html).toMatch(new RegExp(`href="${prefix}/news/\\d+"`));
      const problems = await openPage(page, `${prefix}/news`);
      const cards = page.locator('main li').filter({ has: page.locator('time') });
      await expect.poll(() => cards.count()).toBeGreaterThan(2);
      await expect(cards.locator('time').first()).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/);
      await expect(page.locator('[data-top]')).toHaveCount(2);
      // The English title is shown under the Chinese one only.
      await expect(page.locator('main header p[lang="en"]')).toHaveCount(locale === 'zh' ? 1 : 0);
      const first = cards.first();
      const title = (await first.locator('h2').innerText()).trim();
      await first.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/news/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // NewsArticle and BreadcrumbList (e2e/tests/structured-data.spec.ts checks their content).
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
      expect(problems).toEqual([]);
    });

    test('news detail: complete in the server HTML; unknown id answers 404; failures show the error state', async ({ page, request }) => {
      const list = (await (await request.get(`/api/website/news/list?display=1&language=${locale}`)).json()) as { data: { items: { id: number; title: string }[] } };
      const item = list.data.items[0]!;
      const html = await (await request.get(`${prefix}/news/${item.id}`)).text();
      expect(html).toContain('"@type":"NewsArticle"');
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      const missing = await request.get(`${prefix}/news/987654321`);
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain(`${prefix}/news/987654321`);

      await page.goto(`${prefix}/news`);
      await waitForHydration(page);
      await page.route('**/api/website/news/info/**', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'SYS.UNAVAILABLE', message: 'Service Unavailable' }) }),
      );
      await page.locator('main li a').first().click();
      await expect(page.getByRole('alert')).toHaveText(locale === 'en' ? 'failed to load: Service Unavailable' : '加载失败：Service Unavailable');
    });

    test('policy: terms by default, only the active document in the DOM, tabs switch', async ({ page }) => {
      const problems = await openPage(page, `${prefix}/policy`);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(3);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('article')).toHaveCount(1);
      await expect(page.locator('article')).toContainText(locale === 'en' ? 'RMB 1,000,000' : '1,000,000');
      await tabs.nth(1).click();
      await expect(page.locator('article')).toHaveCount(1);
      await expect(page.locator('article li')).toHaveCount(26);
      await tabs.nth(2).click();
      await expect(page.locator('article')).toHaveCount(1);
      await expect(page.locator('article')).toContainText(locale === 'en' ? 'under 18' : '18 岁');
      expect(problems).toEqual([]);
    });

    test('document centre: two tabs, each with a downloadable PDF', async ({ page, request }) => {
      const problems = await openPage(page, `${prefix}/documentcenter`);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(2);
      for (const index of [0, 1]) {
        await tabs.nth(index).click();
        const links = page.locator('a[href$=".pdf"]');
        await expect(links).toHaveCount(1);
        const href = (await links.getAttribute('href'))!;
        expect(href).toContain(`-${locale}.pdf`);
        const pdf = await request.get(href);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toContain('application/pdf');
        expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      }
      const download = page.waitForEvent('download');
      await page.locator('a[href$=".pdf"]').click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
      expect(problems).toEqual([]);
    });

    test('open source: five repositories opening in a new tab, filtered by group', async ({ page }) => {
      const problems = await openPage(page, `${prefix}/opensource`);
      const cards = page.locator('main ul li a[target="_blank"]');
      await expect(cards).toHaveCount(5);
      // The Gen1 SDK's description is over 400 characters: cut, with the full text in a tooltip.
      const cut = cards.first().locator('p');
      await expect(cut).toHaveText(/…$/);
      await cut.hover();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      expect((await tooltip.innerText()).length).toBeGreaterThan((await cut.innerText()).length);
      await page.mouse.move(0, 0);
      await expect(tooltip).toHaveCount(0);
      await page.getByRole('button', { name: 'MagicBot', exact: true }).click();
      await expect(cards).toHaveCount(2);
      await page.getByRole('button', { name: 'MagicDog', exact: true }).click();
      await expect(cards).toHaveCount(3);
      expect(problems).toEqual([]);
    });
  });
}

test('privacy policy: Chinese at /privacy.html, English at /privacy-en.html', async ({ page }) => {
  for (const [url, lang, text] of [
    ['/privacy.html', 'zh-CN', '730 天'],
    ['/privacy-en.html', 'en', '730 days'],
  ] as const) {
    const problems = await openPage(page, url);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('main')).toContainText(text);
    expect(problems).toEqual([]);
  }
});
