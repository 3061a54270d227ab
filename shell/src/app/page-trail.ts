import type { Crumb, PageTrail } from '@site/design';
import type { SitePath } from '@site/i18n';
import type { FrameLink, MenuItem, SiteFrame } from './frame/site-frame';

type Label = (link: FrameLink) => string;

/** A page's menu entry and the fly-out it sits in, fly-out entries first (a page may be a fly-out's landing and one of its entries). */
function findPage(frame: SiteFrame, path: string): { item: FrameLink; group?: MenuItem } | undefined {
  for (const group of frame.header) {
    const item = group.children?.find((child) => child.path === path);
    if (item) return { item, group };
  }
  const item = frame.header.find((entry) => entry.path === path) ?? frame.footer.flatMap((column) => column.links).find((link) => link.path === path);
  return item ? { item } : undefined;
}

/**
 * Where a page (locale-free path) sits in the site's navigation, named with the menus' labels:
 * home, then the page's fly-out when that fly-out leads to a landing page of its own (not a
 * fly-out that only opens a menu, nor one whose landing is the page itself). A page no menu lists
 * takes the name its area gives it, or hangs under the closest listed path above it (`/a/7` under
 * the entry of `/a`) and names itself.
 */
export function pageTrail(path: string, frame: SiteFrame, label: Label): PageTrail {
  const home: Crumb = { name: label(frame.header[0] ?? { labelKey: 'nav.home' }), path: '/' };
  if (path === '/') return { parents: [], name: home.name };
  const found = findPage(frame, path);
  if (found) {
    const { item, group } = found;
    const section: Crumb[] = group?.path && group.path !== path ? [{ name: label(group), path: group.path }] : [];
    return { parents: [home, ...section], name: label(item) };
  }
  const name = frame.names[path];
  if (name) return { parents: [home], name };
  const parentPath = path.slice(0, path.lastIndexOf('/')) || '/';
  if (parentPath === '/') return { parents: [home] };
  const parent = pageTrail(parentPath, frame, label);
  return { parents: parent.name ? [...parent.parents, { name: parent.name, path: parentPath as SitePath }] : parent.parents };
}
