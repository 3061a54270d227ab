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
   * What the server made of a plain-HTML form post to this page (the contact form without
   * scripts): given to this one request's render only, never to a cached page.
   */
  actionData?: unknown;
}

/** Thrown by a route's `load` when the requested item does not exist: the shell answers 404. */
export class NotFoundError extends Error {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
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
