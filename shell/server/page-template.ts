import { constants, crc32, deflateRawSync } from 'node:zlib';

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
