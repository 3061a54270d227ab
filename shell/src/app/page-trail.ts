import type { Crumb, PageTrail } from '@site/design';
import type { SitePath } from '@site/i18n';
import { headerMenu, type MenuItem } from './navigation';

/** Pages the header does not list, with the names the footer gives them. */
const unlistedPages: MenuItem[] = [
  { index: '/service', key: 'nav.service' },
  { index: '/documentcenter', key: 'nav.docsCenter' },
];

/** A page's menu entry and the fly-out group it sits in, children first (`/human` is MagicBots' index and Gen1's entry). */
function findPage(path: string): { item: MenuItem; group?: MenuItem } | undefined {
  for (const group of headerMenu) {
    const item = group.children?.find((child) => !child.external && child.index === path);
    if (item) return { item, group };
  }
  const item = [...headerMenu, ...unlistedPages].find((entry) => !entry.external && entry.index === path);
  return item ? { item } : undefined;
}

/**
 * Where a page (locale-free path) sits in the site's navigation, named with the header's labels:
 * home, then the page's fly-out group when that group is a page of its own (MagicBots at /human,
 * Download at /app; not Components or Explore, which only open a menu, nor a group whose index is
 * the page itself). A page the menu does not list hangs under the closest listed path above it
 * (`/news/7` under News, `/z1/Z1Video` under MagicBot Z1) and names itself.
 */
export function pageTrail(path: string, t: (key: string) => string): PageTrail {
  const home: Crumb = { name: t('nav.home'), path: '/' };
  if (path === '/') return { parents: [], name: home.name };
  const found = findPage(path);
  if (found) {
    const { item, group } = found;
    const section: Crumb[] = group && !group.customSubMenu && group.index !== path ? [{ name: t(group.key), path: group.index as SitePath }] : [];
    return { parents: [home, ...section], name: t(item.key) };
  }
  const parentPath = path.slice(0, path.lastIndexOf('/')) || '/';
  if (parentPath === '/') return { parents: [home] };
  const parent = pageTrail(parentPath, t);
  return { parents: parent.name ? [...parent.parents, { name: parent.name, path: parentPath as SitePath }] : parent.parents };
}
