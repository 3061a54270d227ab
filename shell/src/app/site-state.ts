import { createContext, useContext } from 'react';
import type { PreviewedArea } from '@site/federation/render-contract';
import type { Registry, RemoteName } from '@site/federation/remotes';
import type { RouteModule } from '@site/federation/route-module';
import type { Locale, SitePath } from '@site/i18n';
import type { AreaMatch, AreaRoute, FrameLink, SiteFrame } from './site-areas';

/**
 * The page's state: what the server rendered it with and the browser hydrates from (SiteState),
 * how it travels in the HTML (PageState, its frame as tuples), and the shell's context that
 * carries it, with the page's loaded module and the browser's page loads, to the shell's components.
 */

/** What the server rendered the current area with; the browser hydrates from the same. */
export type InitialArea =
  | {
      /** The page's identity (site-areas.ts `AreaMatch.key`): the browser's area for it takes what the server rendered. */
      key: string;
      remote: RemoteName;
      /** The exposed module the page renders. */
      module: string;
      status: 'ready';
      version: string;
      data: unknown;
      messages: Record<string, Record<string, unknown>>;
    }
  | { key: string; remote: RemoteName; module: string; status: 'failed' | 'not-found' };

/** The page state serialized into the HTML for hydration: no secrets, no per-visitor data beyond the locale. */
export interface SiteState {
  locale: Locale;
  /** The routes, menus and footer of the area versions the page was served with. */
  frame: SiteFrame;
  /** The site's public origin, for canonical and alternate links. */
  origin: string;
  apiBase: string;
  /** Browser entries of the remotes, as the registry said when the page was rendered. */
  registry: Registry;
  area?: InitialArea;
  /** Content-Security-Policy nonces of this response (stamped into the cached page per response). */
  nonce: { script: string; style: string };
  /** HTTP status of the page (200, 404, 500 or 503). */
  status: number;
  /**
   * An area's manifest could not be read, so its pages are not in `frame`: a path that matches no
   * route may be one of them, and is not called "not found" (the page answered 503).
   */
  frameIncomplete?: true;
  /** Areas this browser previews at another version (only on previewed pages, which are never cached). */
  preview?: PreviewedArea[];
  /** The launch this browser previews (a signed link), by name. */
  previewLaunch?: string;
  /** Signed: the versions this page was served with; the browser's reports about them carry it. */
  reportToken?: string;
}

/** The state in the page (`window.__SITE_STATE__`): its frame as tuples (WireFrame below). */
export type PageState = Omit<SiteState, 'frame'> & { frame: WireFrame };

export const siteStateGlobal = '__SITE_STATE__';

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

/** One page of an area, loaded in the browser from one version of it. */
export interface LoadedPage {
  module: RouteModule;
  /** The page's translations, by namespace. */
  messages: Record<string, Record<string, unknown>>;
  data: unknown;
  mediaBase: string;
  entryFolder: string;
  /** The page token of the versions it was loaded from (its reports carry it). */
  reportToken?: string;
}

export interface ShellContextValue {
  state: SiteState;
  /** The route module the page was server-rendered with, already loaded before hydration. */
  initialModule?: RouteModule;
  /** On the server: the path (locale-free) the render matched, and its match. */
  initialRoute?: { path: string; match: AreaMatch | undefined };
  /**
   * The browser's loads of area pages (client/area-pages.ts): a navigation takes what a prefetch
   * has loaded, and renders it in its first frame when it is all there.
   */
  pages: {
    load: (match: AreaMatch, locale: Locale, retry?: boolean) => Promise<LoadedPage>;
    ready: (match: AreaMatch, locale: Locale) => LoadedPage | undefined;
  };
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell outside ShellContext');
  return value;
}
