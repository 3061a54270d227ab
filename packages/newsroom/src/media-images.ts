import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import { coverRenditionPattern } from '@site/api';

/** Rendition widths: phones, tablets / 2× phones, desktops. Srcset candidates, so never wider than the upload. */
export const mediaWidths = [480, 960, 1600] as const;
export const maxUploadBytes = 20 * 1024 * 1024;

export type MediaErrorCode = 'MEDIA.TOO_LARGE' | 'MEDIA.NOT_AN_IMAGE' | 'MEDIA.UNSUPPORTED' | 'MEDIA.BAD_SHAPE';

/** The longest side an image may have, and how much longer than the other: AVIF and WebP end at 16,383 px, and a 1×50,000 strip is no picture. */
export const maxImageSide = 16_000;
export const maxAspectRatio = 20;

/**
 * Images rendered at once in this process. One takes a few hundred MB at its peak (the decoded
 * pixels, nine encodes); a hundred at once took the back office past 4 GB. The rest wait their turn
 * (the upload route also refuses more than a few waiting, before reading their bodies).
 */
export const imageRenderSlots = 2;
const rendering = pLimit(imageRenderSlots);
/** How many renders run or wait now (what the upload route's admission reads). */
export const imageRendersPending = () => rendering.activeCount + rendering.pendingCount;
// libvips' operation cache keeps decoded images for reuse: nothing here is rendered twice, and what it holds stays in the heap.
sharp.cache(false);

export class MediaError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MediaError';
  }
}

export interface Rendition {
  fileName: string;
  contentType: string;
  body: Buffer;
  width: number;
  format: 'avif' | 'webp' | 'jpeg';
}

export interface ImageRenditions {
  base: string;
  hash: string;
  /** The upload's size after EXIF orientation. */
  width: number;
  height: number;
  /** Per width (narrowest first): avif, webp, jpeg. */
  renditions: Rendition[];
}

/** A decompression bomb guard (50 MP is a 8000×6000 photo); `error` tolerates the benign warnings phone JPEGs often carry. */
const inputOptions = { limitInputPixels: 50_000_000, failOn: 'error' } satisfies SharpOptions;

/** Raster formats browsers and editors produce; SVG is refused (it can carry scripts), as is anything rarer. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff']);

const encoders = [
  // Effort 2: about 0.2 s per megapixel on one core; the default (4) takes four times as long for at most a few percent fewer bytes.
  { format: 'avif', ext: 'avif', contentType: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 2 }) },
  { format: 'webp', ext: 'webp', contentType: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 78 }) },
  {
    format: 'jpeg',
    ext: 'jpg',
    contentType: 'image/jpeg',
    // JPEG has no alpha: transparent areas become white (the page background) rather than black.
    encode: (image: Sharp) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true }),
  },
] as const;

/** The readable part of a rendition name: the upload's name without directories or extension, as a URL-safe slug. */
export function mediaBaseName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const stem = last.includes('.', 1) ? last.slice(0, last.lastIndexOf('.')) : last;
  const slug = stem
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 40).replace(/-+$/, '') || 'image';
}

/** What sharp's refusal means for the uploader: the header alone gives the size away (a few KB of PNG can declare gigapixels). */
function refusal(error: unknown, fallback: string): MediaError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return new MediaError('MEDIA.TOO_LARGE', 'file: over the limit of 50 megapixels');
  return new MediaError('MEDIA.NOT_AN_IMAGE', fallback);
}

async function readMetadata(upload: Buffer): Promise<Metadata> {
  try {
    return await sharp(upload, inputOptions).metadata();
  } catch (error) {
    throw refusal(error, 'file: not an image');
  }
}

function checkFormat(metadata: Metadata): void {
  const { format } = metadata;
  if (acceptedFormats.has(format)) return;
  // libheif reads both HEIC (HEVC, which browsers do not show) and AVIF (AV1); only the latter is welcome.
  if (format === 'heif' && metadata.compression === 'av1') return;
  if (format === 'svg') throw new MediaError('MEDIA.UNSUPPORTED', 'file: SVG is not accepted (it can carry scripts); upload a PNG, JPEG, WebP or AVIF');
  throw new MediaError('MEDIA.UNSUPPORTED', `file: ${format} images are not accepted; upload a JPEG, PNG, WebP, AVIF, GIF or TIFF`);
}

/** The widths to render: every standard width the upload reaches, or the upload's own width when it is narrower than all of them. */
function targetWidths(width: number): number[] {
  const widths = mediaWidths.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

/**
 * Renders an upload as AVIF, WebP and JPEG at each width of {@link mediaWidths} it reaches. The type is decided by the content,
 * never by the name. The upload is decoded once, straight to the widest target (so JPEG shrink-on-load applies) as raw pixels;
 * narrower widths are resized from those pixels and every encoder reads them, so nothing decodes twice.
 */
export function imageRenditions(upload: Buffer, name: string): Promise<ImageRenditions> {
  return rendering(() => renderImage(upload, name));
}

function checkShape({ width, height }: { width: number; height: number }): void {
  if (Math.max(width, height) <= maxImageSide && Math.max(width, height) <= maxAspectRatio * Math.min(width, height)) return;
  throw new MediaError('MEDIA.BAD_SHAPE', `file: ${width}×${height} px; an image may be at most ${maxImageSide} px a side and ${maxAspectRatio} times as long as it is wide (or the reverse)`);
}

async function renderImage(upload: Buffer, name: string): Promise<ImageRenditions> {
  if (upload.length > maxUploadBytes) {
    throw new MediaError('MEDIA.TOO_LARGE', `file: ${upload.length} bytes is over the limit of ${maxUploadBytes / 1024 / 1024} MiB`);
  }
  const metadata = await readMetadata(upload);
  checkFormat(metadata);

  const base = mediaBaseName(name);
  const hash = createHash('sha256').update(upload).digest('hex').slice(0, 12);
  const { width, height } = metadata.autoOrient;
  checkShape({ width, height });
  const widths = targetWidths(width);
  const widest = widths.at(-1)!;

  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // Metadata is stripped by construction: raw pixels carry none. Colour is converted to sRGB (the default output space).
    decoded = await sharp(upload, inputOptions)
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw refusal(error, 'file: the image data is damaged');
  }
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  const fromPixels = (targetWidth: number) => {
    const image = sharp(decoded.data, { raw });
    return targetWidth < raw.width ? image.resize({ width: targetWidth }) : image;
  };

  const jobs = widths.flatMap((targetWidth) =>
    encoders.map(async ({ format, ext, contentType, encode }): Promise<Rendition> => {
      const { data, info } = await encode(fromPixels(targetWidth)).toBuffer({ resolveWithObject: true });
      return { fileName: `${base}-w${info.width}-${hash}.${ext}`, contentType, body: data, width: info.width, format };
    }),
  );
  return { base, hash, width, height, renditions: await Promise.all(jobs) };
}

/** The URL pages put in `src`: the 960 JPEG, else the widest JPEG. The cover route swaps in AVIF or WebP per the request's Accept. */
export function defaultRendition(fileNames: string[]): string {
  let best: { name: string; width: number } | undefined;
  for (const name of fileNames) {
    const match = coverRenditionPattern.exec(name);
    if (match?.groups?.ext !== 'jpg') continue;
    const width = Number(match.groups.width);
    if (width === 960) return name;
    if (!best || width > best.width) best = { name, width };
  }
  if (!best) throw new Error('defaultRendition: no JPEG rendition among the names');
  return best.name;
}
