import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page as gzip that is compressed once and still gets fresh values (CSP nonces) per response:
 * the text between the placeholders is deflated ahead, each segment ending on a full flush (byte
 * aligned, no back-references across it); a response splices its values in as stored (raw)
 * blocks and closes the stream with its own checksum.
 */
export interface GzipTemplate {
  segments: Buffer[];
  /** The placeholder after each segment but the last. */
  holes: string[];
}

const header = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
/** An empty final stored block. */
const end = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

export function createGzipTemplate(text: string, placeholders: readonly string[]): GzipTemplate {
  const pattern = new RegExp(placeholders.map((item) => item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const segments: Buffer[] = [];
  const holes: string[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    segments.push(deflateSegment(text.slice(from, match.index)));
    holes.push(match[0]);
    from = match.index + match[0].length;
  }
  segments.push(deflateSegment(text.slice(from)));
  return { segments, holes };
}

/** The gzip body of `template` with each placeholder replaced by `values[placeholder]`; `text` is that same body, uncompressed. */
export function fillGzipTemplate(template: GzipTemplate, values: Record<string, string>, text: Buffer): Buffer {
  const parts: Buffer[] = [header];
  template.segments.forEach((segment, index) => {
    parts.push(segment);
    const hole = template.holes[index];
    if (hole !== undefined) parts.push(storedBlock(Buffer.from(values[hole] ?? hole)));
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(text) >>> 0, 0);
  trailer.writeUInt32LE(text.length >>> 0, 4);
  parts.push(end, trailer);
  return Buffer.concat(parts);
}

function deflateSegment(text: string): Buffer {
  return deflateRawSync(Buffer.from(text), { level: 6, finishFlush: constants.Z_FULL_FLUSH });
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
