// What a browser reports about the area on its page (`POST /api/site/events`). No zod here: the
// shell's browser bundle imports this module; the request schema lives in site-events-request.ts.
import type { Locale, RemoteName, VitalName } from '@site/federation';

/**
 * - `view`: the area hydrated;
 * - `error`: an uncaught error or unhandled rejection from the area's code (or while it rendered);
 * - `chunk`: the area's entry or one of its chunks failed to load;
 * - `hydration`: a recoverable hydration mismatch;
 * - `area-failed`: the area's error block was shown.
 */
export const siteEventKinds = ['view', 'error', 'chunk', 'hydration', 'area-failed'] as const;
export type SiteEventKind = (typeof siteEventKinds)[number];

export interface SiteEvent {
  kind: SiteEventKind;
  remote: RemoteName;
  /** The version of the area that ran (the registry's, the canary's or a preview's). */
  version: string;
  /** `location.pathname`: no query string or hash (the API drops them if sent). */
  path: string;
  locale: Locale;
  /** A short description (the error's message); the API keeps none for `view`. */
  message?: string;
}

/** One vital of one page, measured in a browser (@site/federation's vitalNames: LCP and INP in ms, CLS unitless). */
export interface SiteVital {
  name: VitalName;
  value: number;
  remote: RemoteName;
  /** The version of the area whose page it was measured on. */
  version: string;
  /** The page kind: the route module that rendered it (`part`, `news-detail`). */
  page: string;
  /** `location.pathname`, as for events. */
  path: string;
  locale: Locale;
}

/** The body of `POST /api/site/events`: events, vitals or both (at least one item, at most `eventsPerReport` together). */
export interface SiteEventsReport {
  /**
   * The page token the server signed into the page the events come from (or into the registry the
   * browser fetched for a navigation): it names the versions that page was served with, for a
   * while. A report without a valid one is answered like any other and counted nowhere.
   */
  token?: string;
  events?: SiteEvent[];
  vitals?: SiteVital[];
}

export const siteEventLimits = {
  /** Events and vitals in one report (one beacon). */
  eventsPerReport: 20,
  /** Characters of a page kind (a route module's name: lower-case letters, digits and `-`). */
  pageChars: 40,
  /** The largest LCP or INP taken, in ms (a minute: anything longer is not a measurement), and the largest CLS. */
  maxVitalMs: 60_000,
  maxCls: 10,
  /** Bytes of one report's body (UTF-8); the API answers 413 beyond it. */
  reportBytes: 16 * 1024,
  /** Characters of a message: a reporter cuts longer ones, the API refuses them. */
  messageChars: 300,
  /** Characters of a path. */
  pathChars: 300,
  /** Characters of a version name. */
  versionChars: 100,
  /** Characters of a page token. */
  tokenChars: 1024,
} as const;

export const siteEventsPath = '/api/site/events';
