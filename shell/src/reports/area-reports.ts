import { siteEventLimits, siteEventsPath, type SiteEvent, type SiteEventKind, type SiteVital } from '@site/contracts/site-events';
import type { Locale } from '@site/federation/locales';
import type { RemoteName } from '@site/federation/remotes';
import type { VitalName } from '@site/federation/vitals';

/** The area on the page now: what its reports are about, and where its code comes from. */
export interface ReportedArea {
  remote: RemoteName;
  version: string;
  locale: Locale;
  /** The folder of the area's entry (`/remotes/<area>/1.3.0/web/`): a stack through it is the area's. */
  base: string;
  /** The page kind: the route module that renders it. */
  page: string;
  /** The page token of the versions the area was loaded from. */
  token?: string;
}

/** Reports a page sends at most: a page that keeps failing must not flood the API. */
const perPage = 2 * siteEventLimits.eventsPerReport;
/** Reports wait this long for others to go in the same beacon (or until the page is hidden). */
const batchMs = 2000;

let area: ReportedArea | undefined;
/** The area of the page the browser loaded (its LCP is that page's). */
let firstArea: ReportedArea | undefined;
/** The page token of the versions this page's area was loaded from (the server's HTML, then each area page's). */
let token: string | undefined;
const queue: SiteEvent[] = [];
const vitals: SiteVital[] = [];
let sentOnPage = 0;
const seen = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Which area later reports are about (RemoteArea calls this when its area shows). */
export function setReportedArea(next: ReportedArea | undefined): void {
  area = next;
  firstArea ??= next;
  setReportToken(next?.token);
}

/** The page token later reports carry (bootstrap sets the page's, each area page shown its own). */
export function setReportToken(next: string | undefined): void {
  if (!next || next === token) return;
  // What was queued goes with the token of the page it is about.
  if (queue.length || vitals.length) flush();
  token = next;
}

/**
 * Queues a report about the current area (or `about`), once per kind and message on a page, and
 * sends it with the next beacon. Nothing is reported outside an area.
 */
export function reportArea(kind: SiteEventKind, message?: string, about: ReportedArea | undefined = area): void {
  if (!about || typeof navigator.sendBeacon !== 'function') return;
  const path = location.pathname;
  const text = message?.slice(0, siteEventLimits.messageChars);
  const key = `${kind} ${about.remote} ${about.version} ${path} ${text ?? ''}`;
  if (seen.has(key) || sentOnPage + queue.length + vitals.length >= perPage) return;
  seen.add(key);
  queue.push({ kind, remote: about.remote, version: about.version, path, locale: about.locale, ...(text ? { message: text } : {}) });
  send();
}

/** The area the browser loaded the page with, and the one shown now. */
export function reportedAreas(): { first?: ReportedArea; current?: ReportedArea } {
  return { first: firstArea, current: area };
}

/**
 * Queues a Core Web Vital measured on the area's page (vitals.ts says which area each is about).
 * A vital measured as the page is hidden goes at once: the page may not come back.
 */
export function reportVital(name: VitalName, value: number, about: ReportedArea): void {
  if (typeof navigator.sendBeacon !== 'function' || sentOnPage + queue.length + vitals.length >= perPage) return;
  // Whole milliseconds; a layout shift score to four decimals.
  const rounded = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  vitals.push({ name, value: rounded, remote: about.remote, version: about.version, page: about.page, path: location.pathname, locale: about.locale });
  if (document.visibilityState === 'hidden') flush();
  else send();
}

function send(): void {
  if (queue.length + vitals.length >= siteEventLimits.eventsPerReport) flush();
  else timer ??= setTimeout(flush, batchMs);
}

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length || vitals.length) {
    const events = queue.splice(0, siteEventLimits.eventsPerReport);
    const measured = vitals.splice(0, siteEventLimits.eventsPerReport - events.length);
    sentOnPage += events.length + measured.length;
    const report = { ...(token ? { token } : {}), ...(events.length ? { events } : {}), ...(measured.length ? { vitals: measured } : {}) };
    navigator.sendBeacon(siteEventsPath, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  }
}

const messageOf = (reason: unknown) => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
const stackOf = (reason: unknown) => (reason instanceof Error ? (reason.stack ?? '') : '');

/**
 * Listens for what goes wrong in the area's code: uncaught errors and unhandled rejections whose
 * stack (or script) is the area's, and scripts or styles of the area that fail to load.
 */
export function watchAreaFailures(): void {
  const fromArea = (...sources: string[]) => area !== undefined && sources.some((source) => source.includes(area!.base));
  window.addEventListener('error', (event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement || target instanceof HTMLLinkElement) {
      const url = target instanceof HTMLScriptElement ? target.src : target.href;
      if (fromArea(url)) reportArea('chunk', `failed to load ${new URL(url).pathname}`);
      return;
    }
    if (event instanceof ErrorEvent && fromArea(event.filename ?? '', stackOf(event.error))) reportArea('error', messageOf(event.error ?? event.message));
  }, true);
  window.addEventListener('unhandledrejection', (event) => {
    if (fromArea(stackOf(event.reason))) reportArea('error', messageOf(event.reason));
  });
  // Whatever is queued goes when the page is left or hidden (a beacon outlives the page).
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** For React's error callbacks: a render error inside the area, or a recoverable hydration mismatch. */
export function reportRenderProblem(kind: 'error' | 'hydration', error: unknown): void {
  reportArea(kind, messageOf(error));
}
