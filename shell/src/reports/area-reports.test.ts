import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { SiteEvent } from '@site/contracts/site-events';

const area = { remote: 'parts' as const, version: '1.3.0', locale: 'en' as const, base: '/remotes/parts/1.3.0/web/', page: 'part' };
let beacons: SiteEvent[][];
let reports: { token?: string; events?: SiteEvent[]; vitals?: unknown[] }[];
let tokens: (string | undefined)[];

/** A fresh module for each test: what a page reported lives as long as the page. */
async function reporter() {
  vi.resetModules();
  return import('./area-reports');
}

beforeEach(() => {
  vi.useFakeTimers();
  beacons = [];
  tokens = [];
  reports = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: Blob) => {
      expect(url).toBe('/api/site/events');
      expect(body.type).toBe('application/json');
      void body.text().then((text) => {
        const report = JSON.parse(text) as { token?: string; events?: SiteEvent[]; vitals?: unknown[] };
        reports.push(report);
        tokens.push(report.token);
        beacons.push(report.events ?? []);
      });
      return true;
    }),
  });
});
afterEach(() => vi.useRealTimers());

const sent = async () => {
  await vi.advanceTimersByTimeAsync(2000);
  await vi.waitFor(() => expect(vi.mocked(navigator.sendBeacon).mock.calls.length).toBe(beacons.length));
  return beacons.flat();
};

test('reports of a page go together in one beacon, each once, with the path but no query', async () => {
  const { reportArea, setReportedArea } = await reporter();
  window.history.replaceState(null, '', '/en/parts/d90?utm=1#specs');
  setReportedArea(area);
  reportArea('view');
  reportArea('view');
  reportArea('error', 'TypeError: x is undefined');
  expect(beacons).toEqual([]);
  expect(await sent()).toEqual([
    { kind: 'view', remote: 'parts', version: '1.3.0', path: '/en/parts/d90', locale: 'en' },
    { kind: 'error', remote: 'parts', version: '1.3.0', path: '/en/parts/d90', locale: 'en', message: 'TypeError: x is undefined' },
  ]);
  expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
});

test('beacons carry the page token the page was served with, then the one of the last registry fetched', async () => {
  const { reportArea, setReportedArea, setReportToken } = await reporter();
  setReportedArea(area);
  reportArea('view');
  await sent();
  setReportToken('page-token');
  reportArea('error', 'first');
  await sent();
  setReportToken(undefined);
  reportArea('error', 'second');
  await sent();
  setReportToken('registry-token');
  reportArea('error', 'third');
  await sent();
  // Without a token (a page the server did not sign) the report is sent all the same, and counted nowhere.
  expect(tokens).toEqual([undefined, 'page-token', 'page-token', 'registry-token']);
});

test('a page that keeps failing sends a bounded number of reports, with short messages', async () => {
  const { reportArea, setReportedArea } = await reporter();
  setReportedArea(area);
  for (let index = 0; index < 500; index++) reportArea('error', `Error ${index}: ${'x'.repeat(1000)}`);
  const events = await sent();
  expect(events).toHaveLength(40);
  expect(Math.max(...events.map((event) => event.message!.length))).toBe(300);
  expect(vi.mocked(navigator.sendBeacon).mock.calls.length).toBe(2);
});

test('errors are the area\'s when its code threw them; its files that fail to load are chunk reports; nothing outside an area', async () => {
  const { watchAreaFailures, setReportedArea } = await reporter();
  watchAreaFailures();
  const thrown = (error: Error, filename: string) => window.dispatchEvent(new ErrorEvent('error', { error, filename, message: error.message }));
  const inArea = Object.assign(new Error('boom'), { stack: 'Error: boom\n    at go (http://localhost/remotes/parts/1.3.0/web/static/js/412.js:1:9)' });
  thrown(inArea, 'http://localhost/remotes/parts/1.3.0/web/static/js/412.js');
  setReportedArea(area);
  thrown(new Error('from the shell'), 'http://localhost/shell/static/js/index.js');
  thrown(inArea, 'http://localhost/remotes/parts/1.3.0/web/static/js/412.js');
  const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(rejection, 'reason', { value: inArea });
  window.dispatchEvent(rejection);
  const preload = document.createElement('link');
  preload.rel = 'modulepreload';
  preload.href = 'http://localhost/remotes/parts/1.3.0/web/static/js/77.js';
  document.head.append(preload);
  preload.dispatchEvent(new Event('error'));
  expect((await sent()).map((event) => [event.kind, event.message])).toEqual([
    ['error', 'Error: boom'],
    ['chunk', 'failed to load /remotes/parts/1.3.0/web/static/js/77.js'],
  ]);
});

test('what is queued goes when the page is hidden', async () => {
  const { reportArea, setReportedArea, watchAreaFailures } = await reporter();
  watchAreaFailures();
  setReportedArea(area);
  reportArea('view');
  window.dispatchEvent(new Event('pagehide'));
  await vi.waitFor(() => expect(beacons.flat()).toHaveLength(1));
});

test('vitals go with the events, about the page kind of the area they were measured on; a page being hidden sends them at once', async () => {
  const { reportArea, reportVital, setReportedArea } = await reporter();
  window.history.replaceState(null, '', '/en/parts/d90');
  setReportedArea({ ...area, token: 'token-a' });
  reportArea('view');
  reportVital('LCP', 1234.56, { ...area, token: 'token-a' });
  reportVital('CLS', 0.123456, { ...area, token: 'token-a' });
  await sent();
  expect(reports).toEqual([
    {
      token: 'token-a',
      events: [{ kind: 'view', remote: 'parts', version: '1.3.0', path: '/en/parts/d90', locale: 'en' }],
      vitals: [
        { name: 'LCP', value: 1235, remote: 'parts', version: '1.3.0', page: 'part', path: '/en/parts/d90', locale: 'en' },
        { name: 'CLS', value: 0.1235, remote: 'parts', version: '1.3.0', page: 'part', path: '/en/parts/d90', locale: 'en' },
      ],
    },
  ]);

  // Another area's page shown (its own token): what was queued went first, with the token it was about.
  reportVital('INP', 48, { ...area, token: 'token-a' });
  setReportedArea({ ...area, remote: 'contact', page: 'contact', token: 'token-b' });
  await vi.waitFor(() => expect(reports).toHaveLength(2));
  expect(reports[1]).toMatchObject({ token: 'token-a', vitals: [{ name: 'INP', value: 48 }] });

  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  reportVital('CLS', 0, { ...area, remote: 'contact', page: 'contact', token: 'token-b' });
  await vi.waitFor(() => expect(reports).toHaveLength(3));
  expect(reports[2]).toMatchObject({ token: 'token-b', vitals: [{ name: 'CLS', remote: 'contact', page: 'contact' }] });
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});
