import { createHash } from 'node:crypto';
import type { PageTemplate } from './page-template.js';

/** One rendered page (with nonce placeholders, stamped per response) and its validator. */
export interface CachedPage {
  status: number;
  html: string;
  /** The page's preloads as an HTTP `Link` header (with the HTML's nonce placeholders). */
  link?: string;
  /** Where a redirect leads. */
  location?: string;
  /** False for a page that showed a failed area: no cache may keep it. */
  cacheable: boolean;
  /**
   * Weak: responses differ in their CSP nonces, not in what they say. A hash of what the visitor
   * gets, the same on every instance and after a restart, so a browser's or a CDN's
   * `If-None-Match` gets a 304 from any instance while the page has not changed.
   */
  etag: string;
  expiresAt: number;
  /** The page split at its placeholders (and its gzip), made on the first response (see page-template.ts). */
  template?: PageTemplate;
}

export function createCachedPage(
  page: {
    status: number;
    html: string;
    link?: string;
    location?: string;
    cacheable: boolean;
    ttlMs: number;
    /** What the ETag is a hash of, in pieces, when the HTML alone does not say it (default: the HTML). */
    identity?: readonly (string | Buffer)[];
    /** The page already split at its placeholders (page-template.ts). */
    template?: PageTemplate;
  },
  now = Date.now(),
): CachedPage {
  return {
    status: page.status,
    html: page.html,
    ...(page.link ? { link: page.link } : {}),
    ...(page.location ? { location: page.location } : {}),
    cacheable: page.cacheable,
    etag: `W/"${(page.identity ?? [page.html]).reduce((hash, piece) => hash.update(piece), createHash('sha1')).digest('base64url')}"`,
    expiresAt: now + page.ttlMs,
    ...(page.template ? { template: page.template } : {}),
  };
}

/**
 * Rendered pages in memory, least recently used dropped first, bounded by bytes. Concurrent
 * misses for one key share one render. With `maxBytes` 0 nothing is stored, but concurrent
 * misses are still shared.
 */
export function createPageCache(maxBytes: number) {
  const entries = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage>>();
  let bytes = 0;
  // Lookups of getOrRender (the metrics read them).
  let hits = 0;
  let misses = 0;

  // The text (UTF-16), its template's UTF-8 segments (mostly ASCII markup) and their gzip.
  const sizeOf = (page: CachedPage) => page.html.length * 4 + 512;
  const drop = (key: string) => {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= sizeOf(page);
  };

  function get(key: string, now = Date.now()): CachedPage | undefined {
    const page = entries.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= now) {
      drop(key);
      return undefined;
    }
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    entries.delete(key);
    entries.set(key, page);
    return page;
  }

  function set(key: string, page: CachedPage): void {
    drop(key);
    const size = sizeOf(page);
    if (size > maxBytes) return;
    entries.set(key, page);
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /**
   * The cached page, or the one `render` makes. A page that is not `cacheable` is only handed to
   * the requests that waited on that render.
   */
  async function getOrRender(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const cached = get(key);
    if (cached) {
      hits += 1;
      return cached;
    }
    misses += 1;
    let pending = rendering.get(key);
    if (!pending) {
      // The render starts after the requests already waiting to be read have been (setImmediate
      // runs once the event loop has polled for I/O): a render is one long synchronous stretch, and
      // the same page asked for meanwhile (a burst after an activation) then shares it.
      pending = new Promise<void>((started) => setImmediate(started)).then(render).then((page) => {
        if (page.cacheable) set(key, page);
        return page;
      });
      rendering.set(key, pending);
      void pending.then(
        () => rendering.delete(key),
        () => rendering.delete(key),
      );
    }
    return pending;
  }

  return {
    get,
    set,
    getOrRender,
    /** Drops every page whose key `matches` (a remote's pages after an activation, for one). */
    dropWhere(matches: (key: string) => boolean): void {
      for (const key of [...entries.keys()]) if (matches(key)) drop(key);
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
