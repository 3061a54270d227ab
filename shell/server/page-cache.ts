import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

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
  /** The page split at its placeholders (and its gzip), made on the first response (see PageTemplate below). */
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
    /** The page already split at its placeholders (createPageTemplate). */
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
  // The text (UTF-16), its template's UTF-8 segments (mostly ASCII markup) and their gzip.
  const sizeOf = (page: CachedPage) => page.html.length * 4 + 512;
  const budget = Math.floor(maxBytes);
  const entries = budget > 0 ? new LRUCache<string, CachedPage>({ maxSize: budget, sizeCalculation: sizeOf }) : undefined;
  const rendering = new Map<string, Promise<CachedPage>>();
  // Lookups of getOrRender (the metrics read them).
  let hits = 0;
  let misses = 0;

  function get(key: string, now = Date.now()): CachedPage | undefined {
    const page = entries?.get(key);
    if (!page) return undefined;
    // Each page has its own time to live (a 404 is kept less long than a page); `now` is the caller's clock.
    if (page.expiresAt <= now) {
      entries!.delete(key);
      return undefined;
    }
    return page;
  }

  function set(key: string, page: CachedPage): void {
    // A page larger than the whole budget is not stored (and its older copy is dropped).
    entries?.set(key, page);
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
      for (const key of [...(entries?.keys() ?? [])]) if (matches(key)) entries!.delete(key);
    },
    stats: () => ({ entries: entries?.size ?? 0, bytes: entries?.calculatedSize ?? 0, hits, misses }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * A cached page that gets fresh values (CSP nonces) per response without being rewritten: its
 * text is split once at the placeholders into UTF-8 segments, and a response is those segments
 * with its values between them. Its gzip is made once too: each segment is deflated ahead, ending
 * on a full flush (byte aligned, no back-references across it), and a response splices its values
 * in as stored (raw) blocks and closes the stream with its own checksum. So a cached page costs a
 * response no string replacement, no UTF-8 encoding of the page and no compression.
 */
export interface PageTemplate {
  /** The text between the placeholders, as UTF-8. */
  segments: Buffer[];
  /** The placeholder after each segment but the last. */
  holes: string[];
  /** The segments deflated, made on the first response that asks for gzip. */
  deflated?: Buffer[];
}

/** A response's value for each placeholder. */
export type TemplateValues = Record<string, Buffer>;

const header = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
/** An empty final stored block. */
const end = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

export function createPageTemplate(text: string, placeholders: readonly string[]): PageTemplate {
  const pattern = new RegExp(placeholders.map((item) => item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const segments: Buffer[] = [];
  const holes: string[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    segments.push(Buffer.from(text.slice(from, match.index)));
    holes.push(match[0]);
    from = match.index + match[0].length;
  }
  segments.push(Buffer.from(text.slice(from)));
  return { segments, holes };
}

/** The value of the placeholder after segment `index` (the placeholder itself when `values` has none). */
function valueAt(template: PageTemplate, values: TemplateValues, index: number): Buffer | undefined {
  const hole = template.holes[index];
  return hole === undefined ? undefined : (values[hole] ?? Buffer.from(hole));
}

/** The page's bytes with each placeholder replaced by its value. */
export function fillPageTemplate(template: PageTemplate, values: TemplateValues): Buffer {
  const parts: Buffer[] = [];
  template.segments.forEach((segment, index) => {
    parts.push(segment);
    const value = valueAt(template, values, index);
    if (value) parts.push(value);
  });
  return Buffer.concat(parts);
}

/** The length in bytes of what fillPageTemplate gives. */
export function filledLength(template: PageTemplate, values: TemplateValues): number {
  let length = 0;
  template.segments.forEach((segment, index) => (length += segment.length + (valueAt(template, values, index)?.length ?? 0)));
  return length;
}

/**
 * The gzip of what fillPageTemplate gives. `reused`: the page is kept for other responses, so its
 * segments are deflated harder (level 6); a page sent once gets the fastest level (1: a tenth
 * larger, half the time).
 */
export function fillGzipTemplate(template: PageTemplate, values: TemplateValues, reused = true): Buffer {
  template.deflated ??= template.segments.map((segment) => deflateRawSync(segment, { level: reused ? 6 : 1, finishFlush: constants.Z_FULL_FLUSH }));
  const parts: Buffer[] = [header];
  let crc = 0;
  let length = 0;
  template.deflated.forEach((deflated, index) => {
    parts.push(deflated);
    const segment = template.segments[index]!;
    // Empty segments are skipped: zlib.crc32 of an empty buffer that deflateRawSync has read gives 0 (Node 20).
    if (segment.length > 0) crc = crc32(segment, crc);
    length += segment.length;
    const value = valueAt(template, values, index);
    if (!value) return;
    parts.push(storedBlock(value));
    crc = crc32(value, crc);
    length += value.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(end, trailer);
  return Buffer.concat(parts);
}

/** A non-final stored block (after a full flush the stream is byte aligned). */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0x00;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}
