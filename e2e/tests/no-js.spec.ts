import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fragmentPaths, localized, newsDetailPath, pagePaths, shellNav, siteLocales, type SiteLocale } from '../support/site-routes';

/**
 * Runs in the `no-js` project (javaScriptEnabled: false). The design brief: "A page's text, headings
 * and links are in the HTML before any script runs". So every route of both locales must read
 * completely without a script: header links, its one <h1> (a fragment: its content), <main> and the
 * footer visible, and no part of the page outlined into a hidden segment that only a script
 * (React's `$RC`) reveals.
 */
type Kind = 'page' | 'fragment';

async function expectReadableWithoutScripts(page: Page, request: APIRequestContext, locale: SiteLocale, url: string, kind: Kind) {
  // The raw server HTML (redirects followed, as a crawler would).
  const raw = await request.get(url);
  expect.soft(raw.status(), 'status of the raw HTML').toBe(200);
  const html = await raw.text();
  expect.soft(html.match(/<div hidden id="S:[^"]*">/g) ?? [], 'hidden segments waiting for a script').toEqual([]);
  expect.soft(html.match(/\$RC\([^)]*\)/g) ?? [], 'scripts that reveal a segment').toEqual([]);

  const response = await page.goto(url);
  expect(response?.status(), 'status in the browser').toBe(200);
  // Without scripts the document never changes after load: nothing to wait for (project expect timeout).
  const nav = shellNav(locale.locale);
  // includeHidden: a link React left in a hidden segment is found, and reported as not visible.
  const menu = page.locator('header nav.desktop-menu');
  await expect.soft(menu.getByRole('link', { name: nav.home, exact: true, includeHidden: true }), 'header home link').toBeVisible();
  await expect.soft(menu.getByRole('link', { name: nav.news, exact: true, includeHidden: true }), 'header news link').toBeVisible();
  if (kind === 'page') {
    await expect.soft(page.locator('h1:visible'), 'exactly one visible <h1>').toHaveCount(1);
  } else {
    await expect.soft(page.locator('main [data-remote] > :not(h1, script, style)').first(), 'the fragment content').toBeVisible();
  }
  await expect.soft(page.locator('main'), '<main>').toBeVisible();
  await expect.soft(page.locator('main [data-remote]'), 'the page area inside <main>').toBeVisible();
  await expect.soft(page.locator('footer.site-footer'), 'footer').toBeVisible();
}

for (const locale of siteLocales) {
  test.describe(`no JavaScript, ${locale.locale}`, () => {
    for (const path of pagePaths({ upperCaseParts: true })) {
      const url = localized(locale.prefix, path);
      test(`${url} reads completely without JavaScript`, async ({ page, request }) => {
        await expectReadableWithoutScripts(page, request, locale, url, 'page');
        if (/^\/parts\/[A-Z]/.test(path)) await expect(page).toHaveURL(new RegExp(`${localized(locale.prefix, path.toLowerCase())}$`));
      });
    }

    test(`${localized(locale.prefix, '/news/{id}')} (first item of the list) reads completely without JavaScript`, async ({ page, request }) => {
      const url = localized(locale.prefix, await newsDetailPath(request, locale.locale));
      await expectReadableWithoutScripts(page, request, locale, url, 'page');
    });

    for (const path of fragmentPaths()) {
      const url = localized(locale.prefix, path);
      test(`fragment ${url} reads completely without JavaScript`, async ({ page, request }) => {
        await expectReadableWithoutScripts(page, request, locale, url, 'fragment');
      });
    }
  });
}

// The contact form itself, posted without scripts: contact-no-js.spec.ts.
