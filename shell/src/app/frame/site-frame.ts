import type { AreaEntry, AreaManifest } from '@site/federation/area-manifest';
import type { Locale, SitePath } from '@site/i18n';
import type { AreaRoute } from '../route-table';
import slots from './slots.json';

/** A link of the frame: a page of the site or an address elsewhere, named by its area (`label`) or by the shell (`labelKey`). */
export interface FrameLink {
  path?: SitePath;
  href?: string;
  label?: string;
  labelKey?: string;
  highlight?: boolean;
}

/** A header item: a link, or a fly-out (`children`) whose title may lead to a landing page (`path`). */
export interface MenuItem extends FrameLink {
  key: string;
  children?: FrameLink[];
}

export interface FooterColumn {
  key: string;
  labelKey: string;
  links: FrameLink[];
}

/**
 * What the served area versions make of the shell's frame, in one language: the routes, the
 * header and footer, and the names of pages no menu entry names. Built on the server and sent
 * with the page, so the browser hydrates and navigates with exactly what the server rendered.
 */
export interface SiteFrame {
  routes: AreaRoute[];
  header: MenuItem[];
  footer: FooterColumn[];
  names: Record<string, string>;
}

/** The shell's slots that areas may fill: the header's top level, its fly-outs and the footer's columns. */
export const frameSlots: readonly string[] = ['header', ...slots.header.flyouts.map((flyout) => flyout.slot), ...slots.footer.map((column) => column.slot)];

export function buildFrame(manifests: readonly AreaManifest[], locale: Locale, routes: AreaRoute[] = routesOf(manifests)): SiteFrame {
  const entries = manifests.flatMap((manifest) => manifest.entries);
  // Stable: equal orders keep the areas' order, then each manifest's.
  const inSlot = (slot: string) => entries.filter((entry) => entry.slot === slot).sort((a, b) => a.order - b.order);
  const link = (entry: AreaEntry): FrameLink => ({
    ...(entry.path ? { path: entry.path as SitePath } : { href: entry.href! }),
    ...(entry.label ? { label: entry.label[locale] } : {}),
    ...(entry.highlight ? { highlight: true } : {}),
  });

  const header: (MenuItem & { order: number })[] = [{ key: 'home', path: '/', labelKey: slots.header.home.label, order: slots.header.home.order }];
  for (const flyout of slots.header.flyouts) {
    const listed = inSlot(flyout.slot);
    const children = listed.filter((entry) => !entry.landing).map(link);
    if (children.length === 0) continue;
    const landing = listed.find((entry) => entry.landing)?.path as SitePath | undefined;
    header.push({ key: flyout.slot, labelKey: flyout.label, order: flyout.order, children, ...(landing ? { path: landing } : {}) });
  }
  for (const [index, entry] of inSlot('header').entries()) header.push({ key: `header-${index}`, ...link(entry), order: entry.order });
  header.sort((a, b) => a.order - b.order);

  const footer = slots.footer
    .map((column) => ({ key: column.slot, labelKey: column.label, links: inSlot(column.slot).map(link) }))
    .filter((column) => column.links.length > 0);

  const names: Record<string, string> = {};
  for (const page of manifests.flatMap((manifest) => manifest.pages)) if (page.name) names[page.path] = page.name[locale];

  return { routes, header: header.map(({ order: _order, ...item }) => item), footer, names };
}

/** Every page the areas declare; a literal path before a pattern with parameters that would also match it. */
export function routesOf(manifests: readonly AreaManifest[]): AreaRoute[] {
  const parameters = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;
  return manifests
    .flatMap((manifest) => manifest.pages.map((page): AreaRoute => ({ path: page.path, remote: manifest.remote, module: page.module, ...(page.action ? { action: true } : {}) })))
    .sort((a, b) => parameters(a.path) - parameters(b.path));
}

/**
 * The frame as the page carries it (`__SITE_STATE__`): tuples instead of objects, since it is in
 * every page's HTML. `encodeFrame` on the server (once per frame), `decodeFrame` in the browser.
 */
type WireLink = [target: string, label?: string, highlight?: 1];
type WireItem = [key: string, link: WireLink, labelKey?: string, children?: WireLink[]];
export interface WireFrame {
  routes: [path: string, remote: AreaRoute['remote'], module: string, action?: 1][];
  header: WireItem[];
  footer: [key: string, labelKey: string, links: WireLink[]][];
  names: Record<string, string>;
}

const encodeLink = (link: FrameLink): WireLink => {
  const wire: WireLink = [link.href ?? link.path ?? ''];
  if (link.label !== undefined || link.highlight) wire.push(link.label ?? '');
  if (link.highlight) wire.push(1);
  return wire;
};

function decodeLink([target, label, highlight]: WireLink): FrameLink {
  return {
    ...(target === '' ? {} : target.startsWith('https:') ? { href: target } : { path: target as SitePath }),
    ...(label ? { label } : {}),
    ...(highlight ? { highlight: true } : {}),
  };
}

export function encodeFrame(frame: SiteFrame): WireFrame {
  return {
    routes: frame.routes.map((route) => (route.action ? [route.path, route.remote, route.module, 1] : [route.path, route.remote, route.module])),
    header: frame.header.map(({ key, labelKey, children, ...link }) => [key, encodeLink(link), ...(labelKey || children ? [labelKey ?? ''] : []), ...(children ? [children.map(encodeLink)] : [])] as WireItem),
    footer: frame.footer.map((column) => [column.key, column.labelKey, column.links.map(encodeLink)]),
    names: frame.names,
  };
}

export function decodeFrame(wire: WireFrame): SiteFrame {
  return {
    routes: wire.routes.map(([path, remote, module, action]) => ({ path, remote, module, ...(action ? { action: true as const } : {}) })),
    header: wire.header.map(([key, link, labelKey, children]) => ({ key, ...decodeLink(link), ...(labelKey ? { labelKey } : {}), ...(children ? { children: children.map(decodeLink) } : {}) })),
    footer: wire.footer.map(([key, labelKey, links]) => ({ key, labelKey, links: links.map(decodeLink) })),
    names: wire.names,
  };
}
