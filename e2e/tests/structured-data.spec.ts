import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2ePort } from '../support/environment';
import { waitForHydration, watchProblems } from '../support/page-problems';

/** JSON-LD in the server HTML: what search engines read without running a script. */

const origin = `http://localhost:${e2ePort}`;

type Thing = { '@type': string } & Record<string, unknown>;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!);

/** The page's server HTML, every JSON-LD block parsed, and the visible name and meta description to compare them with. */
async function serverPage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const sources = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  // Every block is closed by its own </script>: nothing inside one ends it early.
  expect(sources).toHaveLength(html.split('application/ld+json').length - 1);
  const blocks = sources.map((source) => JSON.parse(source) as Thing);
  for (const block of blocks) {
    expect(block['@context']).toBe('https://schema.org');
    expectAbsoluteUrls(block);
  }
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return {
    blocks,
    types: blocks.map((block) => block['@type']),
    one: (type: string) => {
      const found = blocks.filter((block) => block['@type'] === type);
      expect(found, `${url}: one ${type}`).toHaveLength(1);
      return found[0]!;
    },
    h1: h1 === undefined ? undefined : decode(h1.replace(/<[^>]+>/g, '')).trim(),
    description: description === undefined ? undefined : decode(description),
  };
}

/** Every link in structured data points into the site, absolute (schema.org's own names aside). */
function expectAbsoluteUrls(value: unknown, key = ''): void {
  if (typeof value === 'string') {
    if (['url', 'item', 'logo', 'image', 'mainEntityOfPage', '@id'].includes(key) || /^(https?:)?\/\//.test(value)) {
      if (!value.startsWith('https://schema.org/')) expect(value, key).toMatch(new RegExp(`^${origin}(/|$|#)`));
    }
  } else if (Array.isArray(value)) {
    for (const item of value) expectAbsoluteUrls(item, key);
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) if (name !== '@context') expectAbsoluteUrls(item, name);
  }
}

/** A BreadcrumbList as `name url` lines, checking that positions count from 1. */
function trail(list: Thing): string[] {
  const items = list.itemListElement as { position: number; name: string; item: string }[];
  expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  return items.map((item) => `${item.name} ${item.item}`);
}

const locales = [
  { prefix: '', locale: 'zh', lang: 'zh-CN', site: '灵枢机器人', home: `首页 ${origin}/`, news: `新闻资讯 ${origin}/news` },
  { prefix: '/en', locale: 'en', lang: 'en', site: 'Lingshu Robotics', home: `Home ${origin}/en`, news: `News ${origin}/en/news` },
] as const;

test('home: Organization (logo, contact lines) and WebSite in each language, no breadcrumbs', async ({ request }) => {
  for (const { prefix, lang, site } of locales) {
    const page = await serverPage(request, prefix || '/');
    expect(page.types.sort()).toEqual(['Organization', 'WebSite']);
    const organization = page.one('Organization');
    expect(organization).toMatchObject({ name: site, url: `${origin}${prefix || '/'}`, logo: `${origin}/favicon.svg` });
    const contacts = organization.contactPoint as { telephone?: string; email?: string; contactType: string }[];
    expect(contacts.map((contact) => contact.telephone).filter(Boolean)).toEqual(['021-0000-0000', '400-000-0000']);
    expect(contacts.map((contact) => contact.email).filter(Boolean)).toEqual(expect.arrayContaining(['hello@robotics.example', 'sales@robotics.example']));
    expect(page.one('WebSite')).toMatchObject({ name: site, url: `${origin}${prefix || '/'}`, inLanguage: lang });
  }
  expect((await request.get(`${origin}/favicon.svg`)).status()).toBe(200);
});

test('the tab and home-screen icons are PNGs the shell serves', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  const icons = [...html.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]);
  expect(icons).toEqual([
    ['icon', '/icon-96.png'],
    ['apple-touch-icon', '/apple-touch-icon.png'],
  ]);
  for (const [, href] of icons) {
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

const productPages = [
  { url: '/z1', site: '灵枢机器人', crumbs: [locales[0].home, `人形机器人 ${origin}/human`, `MagicBot Z1 ${origin}/z1`] },
  { url: '/en/dog-w', site: 'Lingshu Robotics', crumbs: [locales[1].home, `MagicDogs ${origin}/en/dog`, `MagicDog W wheeled-leg robot ${origin}/en/dog-w`] },
  { url: '/parts/d90', site: '灵枢机器人', crumbs: [locales[0].home, `D90 关节模组 ${origin}/parts/d90`] },
  { url: '/en/parts/hand', site: 'Lingshu Robotics', crumbs: [locales[1].home, `MagicHand S01 dexterous hand ${origin}/en/parts/hand`] },
];

for (const { url, site, crumbs } of productPages) {
  test(`${url}: Product named as the page's heading, with its meta description and picture; breadcrumbs`, async ({ request }) => {
    const page = await serverPage(request, url);
    expect(page.types.sort()).toEqual(['BreadcrumbList', 'Product']);
    const product = page.one('Product');
    expect(product.name).toBe(page.h1);
    expect(product.description).toBe(page.description);
    expect(product).toMatchObject({ url: `${origin}${url}`, brand: { '@type': 'Brand', name: site } });
    expect((await request.get(product.image as string)).status()).toBe(200);
    expect(trail(page.one('BreadcrumbList'))).toEqual(crumbs);
  });
}

test('news detail in each language: NewsArticle and Home → News → the headline', async ({ request }) => {
  for (const { prefix, locale, lang, site, home, news } of locales) {
    const list = (await (await request.get(`/api/website/news/list?display=1&language=${locale}`)).json()) as {
      data: { items: { id: number; title: string; timestamp: number }[] };
    };
    const item = list.data.items[0]!;
    const url = `${prefix}/news/${item.id}`;
    const page = await serverPage(request, url);
    expect(page.types.sort()).toEqual(['BreadcrumbList', 'NewsArticle']);
    expect(page.one('NewsArticle')).toMatchObject({
      headline: item.title,
      mainEntityOfPage: `${origin}${url}`,
      datePublished: new Date(item.timestamp * 1000).toISOString(),
      inLanguage: lang,
      publisher: { name: site, logo: { url: `${origin}/favicon.svg` } },
    });
    expect(page.h1).toBe(item.title);
    expect(trail(page.one('BreadcrumbList'))).toEqual([home, news, `${item.title} ${origin}${url}`]);
  }
});

test('other inner pages: breadcrumbs only, named from the navigation in the page language', async ({ request }) => {
  const about = await serverPage(request, '/about');
  expect(about.types).toEqual(['BreadcrumbList']);
  expect(trail(about.one('BreadcrumbList'))).toEqual([locales[0].home, `关于我们 ${origin}/about`]);
  const news = await serverPage(request, '/en/news');
  expect(news.types).toEqual(['BreadcrumbList']);
  expect(trail(news.one('BreadcrumbList'))).toEqual([locales[1].home, locales[1].news]);
});

test('pages with structured data hydrate without a console error, and keep exactly their blocks', async ({ page, request }) => {
  const list = (await (await request.get('/api/website/news/list?display=1&language=zh')).json()) as { data: { items: { id: number }[] } };
  const problems = watchProblems(page);
  for (const url of ['/', `/news/${list.data.items[0]!.id}`, '/en/dog-w']) {
    const server = await serverPage(request, url);
    await page.goto(url);
    await waitForHydration(page);
    const hydrated = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as unknown));
    expect(hydrated).toEqual(server.blocks);
    expect(problems, url).toEqual([]);
  }
});

test('a page reached by in-app navigation writes the same blocks as its server HTML', async ({ page, request }) => {
  await page.goto('/en/news');
  await waitForHydration(page);
  const link = page.locator('main li a[href^="/en/news/"]').first();
  const url = (await link.getAttribute('href'))!;
  const server = await serverPage(request, url);
  await link.click();
  await expect(page).toHaveURL(`${origin}${url}`);
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(server.blocks.length);
  expect(await blocks.evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as unknown))).toEqual(server.blocks);
});
