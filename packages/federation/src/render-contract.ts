import type { Registry, RemoteName } from './remotes.js';
import type { Locale } from './locales.js';
import type { RouteAction, RouteActionData } from './route-module.js';

/**
 * A stylesheet of the page. Written into <head> as a <style> element: a page needs no
 * render-blocking request before its first paint (each costs round trips on a phone network).
 */
export interface PageStyle {
  /** Where the browser would load it (the fallback <link> when its text could not be read). */
  href: string;
  /**
   * The name the owning build's chunk loader looks for (`data-href`), so loading the chunk in the
   * browser finds the styles already there instead of fetching them again.
   */
  chunkHref: string;
  css?: string;
}

/** The shell's browser scripts and its styles, read from its build. */
export interface ShellAssets {
  scripts: string[];
  styles: PageStyle[];
}

/** What the shell's server render is asked: by the shell's server, and by the release check. */
export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** The site's public origin (canonical links). */
  origin: string;
  /** Registry with browser entries as the browser must fetch them. */
  registry: Registry;
  /** Registry with absolute URLs the server can fetch (node entries, manifests). */
  internalRegistry: Registry;
  apiBase: string;
  internalApiBase: string;
  shellAssets: ShellAssets;
  /** How long the remote's entry may take to load. */
  remoteTimeoutMs: number;
  /** The whole page's deadline: whatever the remote does, the answer is ready by then. */
  renderTimeoutMs: number;
  /**
   * What stands for the Content-Security-Policy nonces in the HTML: the server caches the page with
   * these and writes each response's own nonces over them.
   */
  nonce: { script: string; style: string };
  /**
   * Areas this request previews (a signed preview cookie): `registry` already names their versions;
   * the page shows a badge with a link that ends the preview.
   */
  preview?: PreviewedArea[];
  /** The launch this request previews (its signed link's cookie), by name: the badge says so. */
  previewLaunch?: string;
  /** The answer to a plain-HTML form post, for the page's `load` (`RouteLoadContext.actionData`). */
  actionData?: RouteActionData;
  /** A newsroom preview token this request carries, checked by the server (`RouteLoadContext.contentPreview`). */
  contentPreview?: string;
  /** The launches the rendered visit sees (`RouteLoadContext.newsView`). */
  newsView?: string;
  /** The page token the browser's reports carry: the versions this page was served with, signed (the API's page-tokens.ts). */
  reportToken?: string;
}

/** An area shown at another version than the live one, for one browser. */
export interface PreviewedArea {
  remote: RemoteName;
  version: string;
}

/**
 * Where an area failed on the server: loading its module, messages or data (`load`), rendering
 * (`render`), or past its time (`timeout`: the remote's entry or the page's deadline).
 */
export type AreaFailureStage = 'load' | 'render' | 'timeout';

/** The area a page showed, for the shell's metrics: its remote, the version the request's registry named, and where it failed. */
export interface RenderedArea {
  remote: RemoteName;
  version: string;
  failedAt?: AreaFailureStage;
}

/**
 * `areaFailed`: the page shows an area's error block (never cache it). `link`: the page's preloads
 * as an HTTP `Link` header (nonces as placeholders, like the HTML). `area`: absent on a page without one.
 */
export type RenderResult =
  | { status: number; html: string; link?: string; areaFailed: boolean; area?: RenderedArea }
  | { status: 301 | 302; location: string };

/** The pages the sitemaps list: every page (locale-free), and the path of a news article (`:id`) if an area has them. */
export interface SitemapPages {
  paths: string[];
  articlePath?: string;
}

/** The page a URL names in the served area versions, for the server's form-post adapter. */
export interface PageRoute {
  remote: RemoteName;
  module: string;
  params: Record<string, string | undefined>;
  locale: Locale;
  /** Identifies the page (`contact/contact?`): a kept state is shown on its own page only. */
  key: string;
  /** Its module has a server action (its area's manifest says so). */
  action: boolean;
}

/** What the shell's Node build (`@site/shell/server-render`) exports. */
export interface ShellRenderModule {
  render: (request: RenderRequest) => Promise<RenderResult>;
  /** Every page the sitemaps list (locale-free), as the versions `internalRegistry` names declare them. */
  sitemapPaths: (internalRegistry: Registry) => Promise<SitemapPages>;
  /** One page of every route a remote serves (locale-free; `:id` stands for a news id), in the versions `internalRegistry` names. */
  remotePages: (remote: RemoteName, internalRegistry: Registry) => Promise<string[]>;
  /** The page a path (with its language prefix) names in the versions `internalRegistry` names, if any. */
  pageRoute: (pathname: string, internalRegistry: Registry) => Promise<PageRoute | undefined>;
  /** A page's server action, loaded from its remote's Node build within `timeoutMs`. */
  loadAction: (page: PageRoute, internalRegistry: Registry, timeoutMs: number) => Promise<RouteAction | undefined>;
  /** Where the server keeps each stored version's manifest (read there rather than fetched). */
  readManifestsFrom: (reader: (remote: RemoteName, version: string) => Promise<unknown>) => Promise<void>;
  /** Loads every area version `internalRegistry` names, with its modules and texts; per area, what failed. */
  warmUp: (internalRegistry: Registry, timeoutMs: number) => Promise<WarmUpResult>;
}

/** Per area, why it is not loaded on the server yet; an area that is missing loaded. */
export type WarmUpResult = Partial<Record<RemoteName, string>>;
