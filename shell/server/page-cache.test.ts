import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCachedPage, createPageCache, createPageTemplate, filledLength, fillGzipTemplate, fillPageTemplate } from './page-cache';

const page = (html: string, extra: Partial<Parameters<typeof createCachedPage>[0]> = {}) =>
  createCachedPage({ status: 200, html, cacheable: true, ttlMs: 60_000, ...extra });

describe('page cache', () => {
  it('renders once for concurrent misses of one key and serves the stored page after', async () => {
    const cache = createPageCache(1024 * 1024);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page('<p>home</p>');
    };
    const pages = await Promise.all(Array.from({ length: 16 }, () => cache.getOrRender('/', render)));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    await cache.getOrRender('/', render);
    expect(renders).toBe(1);
  });

  it('shares a render with a request for the same page read after it but before it started (a render is one synchronous stretch)', async () => {
    const cache = createPageCache(0);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page('<p>rendered</p>');
    };
    const first = cache.getOrRender('/en/parts/d90', render);
    // Requests parsed one after another in one turn of the event loop: microtasks apart.
    for (let tick = 0; tick < 10; tick++) await new Promise<void>((resolve) => queueMicrotask(resolve));
    const second = cache.getOrRender('/en/parts/d90', render);
    expect(await second).toBe(await first);
    expect(renders).toBe(1);
  });

  it('keeps a page that is not cacheable out of the cache', async () => {
    const cache = createPageCache(1024 * 1024);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page('<p>area failed</p>', { cacheable: false });
    };
    await cache.getOrRender('/about', render);
    await cache.getOrRender('/about', render);
    expect(renders).toBe(2);
  });

  it('drops the least recently used pages past its byte budget', () => {
    const big = 'x'.repeat(1000);
    const cache = createPageCache(3 * (4 * 1000 + 512));
    cache.set('a', page(big));
    cache.set('b', page(big));
    cache.set('c', page(big));
    cache.get('a');
    cache.set('d', page(big));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(3 * (4 * 1000 + 512));
  });

  it('stores nothing with a budget of 0 and forgets pages past their time', () => {
    const off = createPageCache(0);
    off.set('a', page('<p>a</p>'));
    expect(off.get('a')).toBeUndefined();
    const cache = createPageCache(1024 * 1024);
    cache.set('a', createCachedPage({ status: 404, html: 'gone', cacheable: true, ttlMs: 10 }, 0));
    expect(cache.get('a', 5)).toBeDefined();
    expect(cache.get('a', 11)).toBeUndefined();
  });

  it('gives a validator that changes with the content (weak: responses differ in their nonces)', () => {
    const one = page('<p>one</p>');
    expect(one.etag).toMatch(/^W\/"[\w-]{20,}"$/);
    expect(page('<p>one</p>').etag).toBe(one.etag);
    expect(page('<p>two</p>').etag).not.toBe(one.etag);
  });
});

const values = (entries: Record<string, string>) => Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, Buffer.from(value)]));

describe('page template', () => {
  it('gives the text, and a valid gzip of it, with every placeholder replaced, for any values', () => {
    const text = `<html><script nonce="PH-S">1</script>${'<p>重复 repeat</p>'.repeat(500)}<style nonce="PH-T"></style><i nonce="PH-S"></i></html>`;
    const template = createPageTemplate(text, ['PH-S', 'PH-T']);
    for (const [script, style] of [['abc', 'def'], ['0123456789abcdef0123', 'x']]) {
      const stamped = text.replaceAll('PH-S', script!).replaceAll('PH-T', style!);
      const filled = values({ 'PH-S': script!, 'PH-T': style! });
      expect(fillPageTemplate(template, filled).toString()).toBe(stamped);
      expect(filledLength(template, filled)).toBe(Buffer.byteLength(stamped));
      const body = fillGzipTemplate(template, filled);
      expect(gunzipSync(body).toString()).toBe(stamped);
      expect(body.length).toBeLessThan(Buffer.byteLength(stamped) / 5);
    }
  });

  it('works without placeholders and with a placeholder at either end', () => {
    for (const text of ['plain text', 'PH-Sstart and end PH-S', '']) {
      const template = createPageTemplate(text, ['PH-S']);
      const stamped = text.replaceAll('PH-S', 'n');
      expect(fillPageTemplate(template, values({ 'PH-S': 'n' })).toString()).toBe(stamped);
      expect(gunzipSync(fillGzipTemplate(template, values({ 'PH-S': 'n' }))).toString()).toBe(stamped);
    }
  });
});
