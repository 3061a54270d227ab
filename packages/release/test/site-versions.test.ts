import { mkdtempSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createSiteVersions } from '../src/serving/site-versions.js';

const names = ['products', 'parts', 'content', 'contact'];
const record = (name: string, version: string, origin = '') => ({
  version,
  web: `${origin}/remotes/${name}/${version}/web/remoteEntry.js`,
  node: `${origin}/remotes/${name}/${version}/node/remoteEntry.js`,
});
const registry = (overrides: Record<string, unknown> = {}) => ({
  remotes: { ...Object.fromEntries(names.map((name) => [name, record(name, '1.0.0')])), ...overrides },
});

function setup(content: unknown, allowedOrigins: string[] = [], remotesUrl?: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'registry.json');
  writeFileSync(file, JSON.stringify(content));
  const store = createSiteVersions({ file, internalOrigin: 'http://127.0.0.1:3000', allowedOrigins, ...(remotesUrl ? { remotesUrl } : {}) });
  const rewrite = (next: unknown, secondsLater: number) => {
    writeFileSync(file, typeof next === 'string' ? next : JSON.stringify(next));
    const when = new Date(Date.now() + secondsLater * 1000);
    utimesSync(file, when, when);
  };
  return { store, rewrite };
}

describe('registry store', () => {
  test('gives the browser same-origin paths and the server absolute URLs', async () => {
    const { store } = setup(registry());
    const { browser, internal } = await store.load();
    expect(browser.parts.web).toBe('/remotes/parts/1.0.0/web/remoteEntry.js');
    expect(internal.parts.node).toBe('http://127.0.0.1:3000/remotes/parts/1.0.0/node/remoteEntry.js');
  });

  test('re-reads the file when it changes', async () => {
    const { store, rewrite } = setup(registry());
    await store.load();
    rewrite(registry({ parts: record('parts', '2.0.0') }), 5);
    // At once: the next load after a write reads the new file.
    expect((await store.load()).browser.parts.version).toBe('2.0.0');
  });

  test('refuses entries on origins that are not allowed', async () => {
    await expect(setup(registry({ parts: record('parts', '1.0.0', 'https://evil.example') })).store.load()).rejects.toThrow(/allowed origin/);
    const allowed = setup(registry({ parts: record('parts', '1.0.0', 'https://cdn.example') }), ['https://cdn.example']);
    expect((await allowed.store.load()).browser.parts.web).toBe('https://cdn.example/remotes/parts/1.0.0/web/remoteEntry.js');
  });

  test("an instance without a store of its own loads the store's versions from the store's origin, the browser too", async () => {
    const { store } = setup(registry({ parts: record('parts', '1.0.0', 'https://cdn.example') }), ['https://cdn.example'], 'http://store.internal:8080/remotes/');
    const live = await store.load();
    expect(live.browser.products.web).toBe('http://store.internal:8080/remotes/products/1.0.0/web/remoteEntry.js');
    expect(live.internal.products.node).toBe('http://store.internal:8080/remotes/products/1.0.0/node/remoteEntry.js');
    // An entry the registry puts on another allowed origin stays there.
    expect(live.internal.parts.node).toBe('https://cdn.example/remotes/parts/1.0.0/node/remoteEntry.js');
    expect(store.withPreview(live, { contact: record('contact', '1.3.0') }).internal.contact.node).toBe('http://store.internal:8080/remotes/contact/1.3.0/node/remoteEntry.js');
  });

  test('the hashes recorded at activation go with each entry, to the browser and the server; it knows which versions it serves', async () => {
    const integrity = { webEntry: `sha256-${'A'.repeat(43)}=`, files: `sha256-${'B'.repeat(43)}=` };
    const canary = { ...record('parts', '1.1.0'), integrity, percent: 10, since: 1 };
    const { store } = setup(registry({ parts: { ...record('parts', '1.0.0'), integrity, canary } }));
    expect(store.serves('parts', '1.1.0')).toBe(false);
    const live = await store.load();
    expect(live.browser.parts.integrity).toEqual(integrity);
    expect(live.internal.parts.integrity).toEqual(integrity);
    expect(live.forBucket(0).internal.parts).toMatchObject({ version: '1.1.0', integrity });
    expect([store.serves('parts', '1.0.0'), store.serves('parts', '1.1.0'), store.serves('parts', '0.9.0'), store.serves('contact', '1.1.0')]).toEqual([true, true, false, false]);
    // A malformed hash is no registry.
    const broken = setup(registry({ parts: { ...record('parts', '1.0.0'), integrity: { webEntry: 'md5-x', files: integrity.files } } }));
    await expect(broken.store.load()).rejects.toThrow();
  });

  test('keeps serving the previous registry when an edit is broken', async () => {
    const { store, rewrite } = setup(registry());
    await store.load();
    rewrite('{ "remotes": ', 5);
    expect((await store.load()).browser.parts.version).toBe('1.0.0');
    rewrite(registry({ parts: { version: '3.0.0' } }), 10);
    expect((await store.load()).browser.parts.version).toBe('1.0.0');
  });

  test('a preview replaces only the previewed areas, for that request, under another key', async () => {
    const { store } = setup(registry());
    const live = await store.load();
    const dev = { version: 'dev', web: 'http://127.0.0.1:3102/web/remoteEntry.js', node: 'http://127.0.0.1:3102/node/remoteEntry.js' };
    const previewed = store.withPreview(live, { parts: record('parts', '1.3.0'), contact: dev });
    expect(previewed.browser.parts).toEqual(record('parts', '1.3.0'));
    expect(previewed.internal.parts.node).toBe('http://127.0.0.1:3000/remotes/parts/1.3.0/node/remoteEntry.js');
    // A dev server on loopback is the server's own record, not the registry's: no allowed origin needed.
    expect(previewed.browser.contact).toEqual(dev);
    expect(previewed.browser.content).toEqual(live.browser.content);
    expect(previewed.key).not.toBe(live.key);
    expect((await store.load()).browser.parts.version).toBe('1.0.0');
  });
});

