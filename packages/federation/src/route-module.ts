import type { ComponentType } from 'react';
import type { Locale } from './locales.js';

/** Everything a page needs from the outside world while loading its data. */
export interface RouteLoadContext {
  params: Record<string, string | undefined>;
  locale: Locale;
  /** Base URL of the site's API, e.g. '' (same origin) or 'https://api.example.com'. */
  apiBase: string;
  signal?: AbortSignal;
  /**
   * What the page's server `action` made of a plain-HTML form post to it (`RouteActionData`):
   * given to that browser's render only, never to a cached page.
   */
  actionData?: RouteActionData;
  /**
   * A preview link's signed token (the newsroom's `?news-preview=`), already checked by the shell:
   * the page's `load` passes it to the API, which shows the unpublished copy it opens. Given to that
   * browser's render only, never to a cached page.
   */
  contentPreview?: string;
  /**
   * On the server: the launches the visit being rendered sees (ids, comma-separated), which a page's
   * `load` passes to the news API as `view` (the render's own request carries no cookie). Absent in
   * the browser, whose requests carry the visitor's cookie.
   */
  newsView?: string;
}

/** An answer of the site's API to a call made in process for an action. */
export interface ApiAnswer {
  /** HTTP 200 with the success code. */
  ok: boolean;
  status: number;
  /** The envelope's code (`SMS.CODE_INVALID`), or ''. */
  code: string;
  message: string;
  /** From Retry-After (a refusal for too many requests), in seconds. */
  retryAfterSeconds: number;
}

/** What an action may use: the contract names each one, and an action gets nothing else. */
export interface RouteActionServices {
  /** POSTs to the site's API (`/api/...`) in process, as the visitor's browser would: same address, headers, checks and limits. */
  callApi: (path: string, body: object) => Promise<ApiAnswer>;
  /** The API's clock (ms since the epoch). */
  now: () => number;
  /** Settings of the API an action needs to say what comes next. */
  settings: { smsCooldownSeconds: number };
}

/** A plain-HTML form post to a page, as its area's server action gets it. */
export interface RouteActionContext {
  /** The posted fields (text only). */
  form: Record<string, string>;
  params: Record<string, string | undefined>;
  locale: Locale;
  services: RouteActionServices;
}

export interface RouteActionResult<State = unknown> {
  /** What the page shows next: kept for this browser, rendered after the redirect. */
  state: State;
  /** The id of the element the page opens at. */
  anchor?: string;
}

/**
 * A page's server action, in the manner of React Router's: the shell checks the post (origin,
 * size, per-IP limits), calls `run`, keeps the state it returns for this browser and redirects
 * to the page, which renders with it (post/redirect/get). Runs on the server only.
 */
export interface RouteAction<State = unknown> {
  /**
   * Posted `intent`s that act at most once per page state: the form sends the state's `token`
   * back, and a second post of it (a double click, back and again) shows what the first became.
   */
  once?: readonly string[];
  run: (context: RouteActionContext) => Promise<RouteActionResult<State>>;
}

/** What a page with an action renders with (`RouteLoadContext.actionData`). */
export type RouteActionData<State = unknown> =
  /** After a post: the state its action returned, the token its form sends back, and when it is shown. */
  | { kind: 'state'; state: State; token: string; now: number }
  /** A post refused before its action ran (another site's, too many, a failure), with what it posted (none of another site's). */
  | { kind: 'refused'; reason: 'refused' | 'tooMany' | 'failed'; form: Record<string, string> };

/** Thrown by a route's `load` when the requested item does not exist: the shell answers 404. */
export class NotFoundError extends Error {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/**
 * Thrown by a route's `load` when the page lives at another address (an old URL of an article):
 * the shell's server answers 301 to `location` (a site path without the language prefix, such as
 * `/news/1`: the request's language and query are kept), and a navigation in the browser replaces
 * the address. Recognized by name, like NotFoundError.
 */
export class RedirectError extends Error {
  constructor(
    readonly location: `/${string}`,
    readonly status: 301 = 301,
  ) {
    super(`Moved to ${location}`);
    this.name = 'RedirectError';
  }
}

/** The site path a RedirectError (of any copy of the class) names, or undefined for any other error. */
export function redirectOf(error: unknown): `/${string}` | undefined {
  if (!(error instanceof Error) || error.name !== 'RedirectError') return undefined;
  const { location } = error as { location?: unknown };
  // A site path only: never another origin (`//host`, `/\host`).
  return typeof location === 'string' && /^\/(?![/\\])/.test(location) ? (location as `/${string}`) : undefined;
}

export interface RoutePageProps<Data = unknown> {
  data: Data;
  params: Record<string, string | undefined>;
}

/**
 * The contract between the shell and a remote: what every exposed route module exports.
 * The shell loads it on the server and in the browser, adds its messages to the request's
 * i18next instance, runs `load` and renders `Page`.
 */
export interface RouteModule<Data = unknown> {
  Page: ComponentType<RoutePageProps<Data>>;
  /** The page's translations for one locale, keyed by namespace. */
  messages: (locale: Locale) => Promise<Record<string, Record<string, unknown>>>;
  /** Answers false when the path's parameters name nothing that exists (the shell shows the 404 page). */
  isValid?: (params: Record<string, string | undefined>) => boolean;
  load?: (context: RouteLoadContext) => Promise<Data>;
  /** The page's server action (plain form posts; its area's manifest says `action: true`), loaded on the server only. */
  action?: () => Promise<{ default: RouteAction }>;
  /** Build that produced the module (name and version), for the release manager's eyes. */
  build: { name: string; version: string };
}

/**
 * The build a module was compiled in. It must be read inside the remote's own code (the
 * define is per build): `buildStamp(process.env.SITE_APP_NAME, process.env.SITE_APP_VERSION)`.
 */
export function buildStamp(name: string | undefined, version: string | undefined): RouteModule['build'] {
  return { name: name ?? 'unknown', version: version ?? '0.0.0' };
}
