import type { Locale } from '@site/i18n';
import type { PreviewedArea } from '@site/federation';
import type { Registry, RemoteName } from '@site/federation';
import type { SiteFrame, WireFrame } from './frame/site-frame';

/** What the server rendered the current area with; the browser hydrates from the same. */
export type InitialArea =
  | {
      /** The page's identity (route-table.ts `AreaMatch.key`): the browser's area for it takes what the server rendered. */
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
  /** Signed: the versions this page was served with; the browser's reports about them carry it. */
  reportToken?: string;
}

/** The state in the page (`window.__SITE_STATE__`): its frame as tuples (site-frame.ts). */
export type PageState = Omit<SiteState, 'frame'> & { frame: WireFrame };

export const siteStateGlobal = '__SITE_STATE__';
