import { beforeEach, expect, test, vi } from 'vitest';
import type { Registry } from '@site/federation/remotes';
import type { AreaMatch } from '../app/site-areas';

const loadRouteModule = vi.fn();
vi.mock('../federation/load-remote-module', () => ({
  loadRouteModule: (...args: unknown[]) => loadRouteModule(...args),
  isRouteModuleLoaded: () => false,
}));
const { createAreaPages } = await import('./area-pages');

const record = (version: string) => ({ version, web: `/remotes/content/${version}/web/remoteEntry.js`, node: `/remotes/content/${version}/node/remoteEntry.js` });
const registryOf = (version: string) => ({ content: record(version) }) as unknown as Registry;
const match: AreaMatch = { route: { path: '/news', remote: 'content', module: 'news' }, params: {}, key: 'content/news?' };

let served: { remotes: Registry; reportToken?: string };
const refresh = vi.fn(async () => {});
const registry = { current: () => served, refresh };
const load = vi.fn();
const module = (version: string) => ({ Page: () => null, messages: async () => ({ news: { title: version } }), load, build: { name: 'content', version } });

beforeEach(() => {
  served = { remotes: registryOf('1.0.0'), reportToken: 'token-1' };
  loadRouteModule.mockReset().mockImplementation(async (_remote: string, _module: string, remotes: Registry) => module(remotes.content.version));
  load.mockReset().mockResolvedValue({ items: [1] });
  refresh.mockReset().mockResolvedValue(undefined);
});

test('a prefetch loads the page whole (module, messages, data); the navigation takes it once, ready at once', async () => {
  const pages = createAreaPages({ registry, apiBase: '', timeoutMs: 3000 });
  pages.prefetch(match, 'en');
  pages.prefetch(match, 'en');
  expect(pages.started(match, 'en')).toBe(true);
  await vi.waitFor(() => expect(pages.ready(match, 'en')).toBeDefined());
  expect(loadRouteModule).toHaveBeenCalledTimes(1);
  expect(pages.ready(match, 'en')).toMatchObject({ messages: { news: { title: '1.0.0' } }, data: { items: [1] }, mediaBase: '/remotes/content/1.0.0/web/media/', reportToken: 'token-1' });
  expect(load).toHaveBeenCalledWith({ params: {}, locale: 'en', apiBase: '' });

  await pages.load(match, 'en');
  expect(load).toHaveBeenCalledTimes(1);
  // Coming back later loads its data afresh.
  expect(pages.ready(match, 'en')).toBeUndefined();
  await pages.load(match, 'en');
  expect(load).toHaveBeenCalledTimes(2);
});

test('a release between the prefetch and the click: the click loads the version the browser now knows, whole', async () => {
  const pages = createAreaPages({ registry, apiBase: '', timeoutMs: 3000 });
  pages.prefetch(match, 'en');
  await vi.waitFor(() => expect(pages.ready(match, 'en')).toBeDefined());
  served = { remotes: registryOf('1.1.0'), reportToken: 'token-2' };
  expect(pages.ready(match, 'en')).toBeUndefined();
  const page = await pages.load(match, 'en');
  expect(page.module.build.version).toBe('1.1.0');
  expect(page.messages).toEqual({ news: { title: '1.1.0' } });
  expect(page.reportToken).toBe('token-2');
});

test('a failed prefetch is forgotten without an unhandled rejection; the click tries again', async () => {
  const unhandled = vi.fn();
  window.addEventListener('unhandledrejection', unhandled);
  loadRouteModule.mockRejectedValueOnce(Object.assign(new Error('offline'), { name: 'RemoteLoadError' }));
  const pages = createAreaPages({ registry, apiBase: '', timeoutMs: 3000 });
  pages.prefetch(match, 'en');
  await vi.waitFor(() => expect(pages.started(match, 'en')).toBe(false));
  await expect(pages.load(match, 'en')).resolves.toMatchObject({ data: { items: [1] } });
  await new Promise((done) => setTimeout(done, 0));
  expect(unhandled).not.toHaveBeenCalled();
  window.removeEventListener('unhandledrejection', unhandled);
});

test('a version gone from the store: the registry is asked at once, and the page loads from the version it names', async () => {
  loadRouteModule.mockRejectedValueOnce(Object.assign(new Error('404'), { name: 'RemoteLoadError' }));
  refresh.mockImplementation(async () => {
    served = { remotes: registryOf('1.2.0') };
  });
  const pages = createAreaPages({ registry, apiBase: '', timeoutMs: 3000 });
  const page = await pages.load(match, 'en');
  expect(refresh).toHaveBeenCalledWith(true);
  expect(page.module.build.version).toBe('1.2.0');

  // The same failure with the same version named: the error stands (the page shows its error block).
  loadRouteModule.mockRejectedValueOnce(Object.assign(new Error('404'), { name: 'RemoteLoadError' }));
  refresh.mockResolvedValue(undefined);
  await expect(pages.load(match, 'en')).rejects.toThrow('404');
});

test('what it keeps is bounded', async () => {
  const pages = createAreaPages({ registry, apiBase: '', timeoutMs: 3000 });
  const matches = Array.from({ length: 20 }, (_, index): AreaMatch => ({ ...match, params: { id: String(index) }, key: `content/news-detail?id=${index}` }));
  for (const each of matches) pages.prefetch(each, 'en');
  await vi.waitFor(() => expect(pages.ready(matches[19]!, 'en')).toBeDefined());
  expect(matches.filter((each) => pages.started(each, 'en'))).toHaveLength(12);
  expect(pages.started(matches[0]!, 'en')).toBe(false);
});

test('warming a page seen fetches its entry and its own files into the cache, running nothing', async () => {
  const manifest = { exposes: [{ name: 'news', assets: { js: { sync: ['static/js/async/news.1.js'] }, css: { sync: ['static/css/async/news.1.css'] } } }] };
  const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(manifest)));
  const pages = createAreaPages({ registry, apiBase: '', timeoutMs: 3000 });
  pages.warm(match);
  pages.warm(match);
  await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(3));
  expect(fetched).toHaveBeenCalledTimes(1);
  expect(fetched.mock.calls[0]![0]).toBe('/remotes/content/1.0.0/web/mf-manifest.json');
  expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname)).toEqual([
    '/remotes/content/1.0.0/web/remoteEntry.js',
    '/remotes/content/1.0.0/web/static/js/async/news.1.js',
    '/remotes/content/1.0.0/web/static/css/async/news.1.css',
  ]);
  expect(loadRouteModule).not.toHaveBeenCalled();
  expect(load).not.toHaveBeenCalled();
  expect(pages.started(match, 'en')).toBe(false);
  fetched.mockRestore();
});

test('a retry asks the registry first: a version repaired or rolled back since the page loaded is the one loaded', async () => {
  refresh.mockImplementation(async () => {
    served = { remotes: registryOf('1.0.1') };
  });
  const pages = createAreaPages({ registry, apiBase: '', timeoutMs: 3000 });
  const page = await pages.load(match, 'en', true);
  expect(refresh).toHaveBeenCalledWith(true);
  expect(page.module.build.version).toBe('1.0.1');
});
