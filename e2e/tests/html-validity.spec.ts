import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate, type Message } from 'html-validate';
import { localized, pagePaths, siteLocales } from '../support/site-routes';

/**
 * The server HTML of every page the sitemaps list (and the route table has), in both languages, checked by html-validate's
 * recommended rules in-process (about 0.1 s a page). axe (accessibility.spec.ts) checks the page a
 * browser builds; this reads the markup itself, where it catches what axe lets pass: two navigation
 * landmarks with one name (unique-landmark), aria-label on elements that take no name such as a
 * plain list or a video without controls (aria-label-misuse), a div with role=region where a
 * section would do (prefer-native-element).
 */
const validator = new HtmlValidate({
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // How React writes HTML, all of it valid HTML5: void elements closed with `/>`, attribute names
    // in camelCase (charSet, hrefLang), boolean attributes as `=""` and useId's ids (`_R_1_`).
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    // Values computed at render (the menu's column count, a carousel's offset) are style attributes.
    'no-inline-style': 'off',
    // Only muted clips play on their own, each with a pause button (WCAG 1.4.2 is about sound).
    'no-autoplay': 'off',
    // An article's <title> is its headline, which the editors write, and the site's name.
    'long-title': 'off',
    // Phone numbers keep their hyphens and are kept on one line by CSS (white-space: nowrap), which
    // the rule cannot see: it reads class names and inline styles, and CSS modules hash class names.
    'tel-non-breaking': 'off',
  },
});

/**
 * Rules a page may break, by path without the locale prefix, and why. An entry no page needs any
 * more fails the test, so the list cannot outlive what it excuses.
 */
const allowed: Record<string, Record<string, string>> = {
  '/contact': {
    'prefer-native-element': 'the country picker is a searchable combobox, which a native <select> cannot be',
    'no-implicit-input-type': 'open: the text fields leave their type out (the contact form is being changed elsewhere)',
    'valid-autocomplete': 'open: autocomplete="tel-national" belongs on a text field, the phone field is type=tel (the contact form is being changed elsewhere)',
  },
};

/** The paths a sitemap lists, on this origin (the sitemaps name the public origin). */
async function sitemapPaths(request: APIRequestContext, sitemap: string): Promise<string[]> {
  const response = await request.get(sitemap);
  expect(response.status(), sitemap).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const finding = (path: string, message: Message) => `${path} ${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`;

for (const locale of siteLocales) {
  test(`the server HTML of every page in the ${locale.locale} sitemap passes html-validate`, async ({ request }) => {
    test.setTimeout(120_000);
    // The sitemap's pages and articles, and every page of the route table should the sitemap miss one.
    const listed = await sitemapPaths(request, `${locale.prefix}/sitemap.xml`);
    const paths = [...new Set([...listed, ...pagePaths().map((path) => localized(locale.prefix, path))])];
    const findings: string[] = [];
    const unused = new Set(Object.entries(allowed).flatMap(([page, rules]) => Object.keys(rules).map((rule) => `${page} ${rule}`)));
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const report = await validator.validateString(await response.text(), path);
      const page = path.slice(locale.prefix.length) || '/';
      for (const message of report.results.flatMap((result) => result.messages)) {
        if (allowed[page]?.[message.ruleId]) unused.delete(`${page} ${message.ruleId}`);
        else findings.push(finding(path, message));
      }
    }
    expect(findings).toEqual([]);
    expect([...unused], 'allowances no page needs any more').toEqual([]);
  });
}
