import type { AreaManifest } from '@site/federation/area-manifest';

/**
 * The site pages an article's HTML links to: every `href` that is a path on this site (`/parts/d90`,
 * `/en/parts/d90?x#y`), in the Chinese form (`/parts/d90`), without query, fragment or trailing slash.
 * Links to other sites, mail and phone links, and anchors within the page are not pages of the site.
 */
export function sitePagesLinked(html: string): string[] {
  const paths = new Set<string>();
  for (const [, quoted, bare] of html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const href = (quoted ?? bare ?? '').trim();
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    let path = href.split(/[?#]/)[0]!;
    try {
      path = decodeURI(path);
    } catch {
      // A malformed escape stays as written: it will not match a page, and the preflight says so.
    }
    if (path === '/en' || path.startsWith('/en/')) path = path.slice(3) || '/';
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    paths.add(path);
  }
  return [...paths];
}

/**
 * Whether the areas at these manifests serve `path`: a page without parameters, one of the pages a
 * parametric page lists, or an article's page (`/news/:id`, whose pages are the articles).
 */
export function servesPage(manifests: readonly AreaManifest[], path: string): boolean {
  return manifests.some((manifest) =>
    manifest.pages.some((page) => {
      if (!page.path.includes(':')) return page.path === path;
      if (page.pages?.includes(path)) return true;
      if (page.sitemap !== 'articles') return false;
      const pattern = new RegExp(`^${page.path.replace(/:[^/]+/g, '[^/]+')}$`);
      return pattern.test(path);
    }),
  );
}
