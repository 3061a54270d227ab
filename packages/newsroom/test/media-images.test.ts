import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverFileName, coverFileNamePattern, createPostgresSchema, openDatabase, postgresUrl, startTestApp, storeCover, type Database, type Engine, type TestApp } from '@site/api/testing';
import { defaultRendition, imageRenditions, maxUploadBytes, MediaError, mediaBaseName, type Rendition } from '../src/media-images.js';

/** What sharp reads the rendition as: AVIF is HEIF with AV1 compression. */
const decodedFormat = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const;

async function mediaCode(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaError);
  return (error as MediaError).code;
}

/**
 * A camera-sized JPEG: a daylight gradient with fine grain (from a fixed seed: the same bytes each
 * run, so the formats' sizes compare the same way each run), with shapes and text drawn in.
 */
async function bigPhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      const grain = ((seed >>> 24) % 25) - 12;
      const at = (y * width + x) * 3;
      pixels[at] = 70 + (x * 60) / width + grain;
      pixels[at + 1] = 120 + (y * 60) / height + grain;
      pixels[at + 2] = 60 + ((x + y) * 40) / (width + height) + grain;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="1200" cy="1000" r="700" fill="#e94f37"/><rect x="2200" y="1400" width="1400" height="1100" fill="#3f88c5" transform="rotate(12 2900 1950)"/>
    <text x="300" y="2800" font-size="240" font-family="sans-serif" fill="white">Media library</text></svg>`;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** 300×200, transparent except for an opaque red square in the middle. */
function transparentPng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 100, height: 100, channels: 4, background: '#ff0000' } }, left: 100, top: 50 }])
    .png()
    .toBuffer();
}

async function expectRenditions(renditions: Rendition[], base: string, hash: string, widths: number[], aspect: number): Promise<void> {
  expect(renditions).toHaveLength(widths.length * 3);
  for (const width of widths) {
    for (const [format, ext, contentType] of [
      ['avif', 'avif', 'image/avif'],
      ['webp', 'webp', 'image/webp'],
      ['jpeg', 'jpg', 'image/jpeg'],
    ] as const) {
      const rendition = renditions.find((candidate) => candidate.width === width && candidate.format === format);
      expect(rendition, `${format} ${width}`).toBeDefined();
      expect(rendition!.fileName).toBe(`${base}-w${width}-${hash}.${ext}`);
      expect(rendition!.fileName).toMatch(coverFileNamePattern);
      expect(rendition!.contentType).toBe(contentType);
      const metadata = await sharp(rendition!.body).metadata();
      expect(metadata.format).toBe(decodedFormat[format]);
      if (format === 'avif') expect(metadata.compression).toBe('av1');
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(Math.round(width / aspect));
      // Camera metadata (GPS and all) never leaves the server.
      expect(metadata.exif).toBeUndefined();
    }
  }
}

describe('imageRenditions', () => {
  it('renders a 4000×3000 JPEG at 480, 960 and 1600 in AVIF, WebP and JPEG', async () => {
    const upload = await bigPhoto();
    const result = await imageRenditions(upload, 'Uploads/Big Photo (Final).JPEG');
    const hash = createHash('sha256').update(upload).digest('hex').slice(0, 12);
    expect(result).toMatchObject({ base: 'big-photo-final', hash, width: 4000, height: 3000 });
    await expectRenditions(result.renditions, 'big-photo-final', hash, [480, 960, 1600], 4 / 3);
    const jpeg = result.renditions.find((rendition) => rendition.format === 'jpeg' && rendition.width === 1600)!;
    expect((await sharp(jpeg.body).metadata()).isProgressive).toBe(true);
    // AVIF beats WebP beats JPEG on a photo, or the extra formats are not worth storing.
    const size = (format: Rendition['format']) => result.renditions.find((rendition) => rendition.format === format && rendition.width === 1600)!.body.length;
    expect(size('avif')).toBeLessThan(size('jpeg'));
    expect(size('webp')).toBeLessThan(size('jpeg'));
  }, 30_000);

  it('gives an image narrower than 480 one width, its own, and flattens transparency onto white for JPEG only', async () => {
    const upload = await transparentPng();
    const { renditions, width, height } = await imageRenditions(upload, 'logo.png');
    expect([width, height]).toEqual([300, 200]);
    await expectRenditions(renditions, 'logo', createHash('sha256').update(upload).digest('hex').slice(0, 12), [300], 3 / 2);
    const pixel = async (format: Rendition['format']) => {
      const { data, info } = await sharp(renditions.find((rendition) => rendition.format === format)!.body)
        .extract({ left: 5, top: 5, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { channels: info.channels, values: [...data] };
    };
    expect(await pixel('jpeg')).toEqual({ channels: 3, values: [255, 255, 255] });
    expect((await pixel('webp')).values.at(-1)).toBe(0);
    expect((await pixel('avif')).values.at(-1)).toBe(0);
  });

  it('keeps a 960-wide image at 480 and 960, without enlarging to 1600', async () => {
    const upload = await sharp({ create: { width: 960, height: 540, channels: 3, background: '#336699' } }).webp().toBuffer();
    const { renditions } = await imageRenditions(upload, 'banner.webp');
    expect([...new Set(renditions.map((rendition) => rendition.width))].sort((a, b) => a - b)).toEqual([480, 960]);
  });

  it('turns the picture upright by its EXIF orientation', async () => {
    // Stored landscape 600×400 with "rotate 90° clockwise to view": the picture is 400×600.
    const upload = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#aa3300' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(upload).metadata()).orientation).toBe(6);
    const { width, height, renditions } = await imageRenditions(upload, 'portrait.jpg');
    expect([width, height]).toEqual([400, 600]);
    await expectRenditions(renditions, 'portrait', createHash('sha256').update(upload).digest('hex').slice(0, 12), [400], 2 / 3);
    for (const rendition of renditions) expect((await sharp(rendition.body).metadata()).orientation).toBeUndefined();
  });

  it('takes the first frame of an animated GIF', async () => {
    const frame = (colour: number) => Buffer.alloc(500 * 300 * 3, colour);
    const upload = await sharp(Buffer.concat([frame(40), frame(200)]), { raw: { width: 500, height: 600, channels: 3, pageHeight: 300 } })
      .gif()
      .toBuffer();
    expect((await sharp(upload).metadata()).pages).toBe(2);
    const { width, height, renditions } = await imageRenditions(upload, 'anim.gif');
    expect([width, height]).toEqual([500, 300]);
    await expectRenditions(renditions, 'anim', createHash('sha256').update(upload).digest('hex').slice(0, 12), [480], 5 / 3);
  });

  it('accepts AVIF and TIFF uploads', async () => {
    const picture = sharp({ create: { width: 640, height: 480, channels: 3, background: '#225588' } });
    for (const upload of [await picture.clone().avif().toBuffer(), await picture.clone().tiff().toBuffer()]) {
      const { renditions } = await imageRenditions(upload, 'x');
      expect(renditions.map((rendition) => rendition.width)).toEqual([480, 480, 480]);
    }
  });

  it('decides by content, not by name: text named photo.jpg is not an image', async () => {
    expect(await mediaCode(imageRenditions(Buffer.from('hello, I am not a JPEG\n'.repeat(50)), 'photo.jpg'))).toBe('MEDIA.NOT_AN_IMAGE');
    expect(await mediaCode(imageRenditions(Buffer.alloc(0), 'empty.png'))).toBe('MEDIA.NOT_AN_IMAGE');
  });

  it('refuses a truncated JPEG as not an image', async () => {
    const whole = await bigPhoto();
    expect(await mediaCode(imageRenditions(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg'))).toBe('MEDIA.NOT_AN_IMAGE');
  }, 30_000);

  it('refuses SVG (it can carry scripts), even named .png', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script><rect width="800" height="600"/></svg>');
    expect(await mediaCode(imageRenditions(svg, 'drawing.svg'))).toBe('MEDIA.UNSUPPORTED');
    expect(await mediaCode(imageRenditions(svg, 'innocent.png'))).toBe('MEDIA.UNSUPPORTED');
  });

  it('refuses an upload over the byte limit before reading it', async () => {
    const error = await imageRenditions(Buffer.alloc(maxUploadBytes + 1), 'huge.jpg').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'MEDIA.TOO_LARGE' });
    // Exactly at the limit it is read (and these zero bytes are no image).
    expect(await mediaCode(imageRenditions(Buffer.alloc(maxUploadBytes), 'huge.jpg'))).toBe('MEDIA.NOT_AN_IMAGE');
  });

  it('refuses a decompression bomb: a small file of more than 50 megapixels', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(maxUploadBytes);
    expect(await mediaCode(imageRenditions(bomb, 'bomb.png'))).toBe('MEDIA.TOO_LARGE');
  }, 30_000);
});

describe('media names', () => {
  it.each([
    ['Big Photo (Final).JPEG', 'big-photo-final'],
    ['C:\\Users\\ann\\Desktop\\Launch_Day.png', 'launch-day'],
    ['/tmp/uploads/ship.v2.final.webp', 'ship-v2-final'],
    ['新闻照片.jpg', 'image'],
    ['---.gif', 'image'],
    ['no-extension', 'no-extension'],
    ['.hidden', 'hidden'],
    [`${'a'.repeat(39)}-b-c.jpg`, 'a'.repeat(39)],
    [`${'x'.repeat(70)}.jpg`, 'x'.repeat(40)],
  ])('%s → %s', (name, base) => {
    expect(mediaBaseName(name)).toBe(base);
  });

  it('picks the 960 JPEG as the default rendition, else the widest JPEG', () => {
    const names = (widths: number[]) => widths.flatMap((width) => ['avif', 'webp', 'jpg'].map((ext) => `pic-w${width}-0123456789ab.${ext}`));
    expect(defaultRendition(names([480, 960, 1600]))).toBe('pic-w960-0123456789ab.jpg');
    expect(defaultRendition(names([480]))).toBe('pic-w480-0123456789ab.jpg');
    expect(defaultRendition(names([300]))).toBe('pic-w300-0123456789ab.jpg');
    expect(() => defaultRendition(['pic-w960-0123456789ab.webp'])).toThrow(/no JPEG/);
  });

  it('keeps old cover names valid and takes AVIF only as a rendition', () => {
    for (const name of ['launch-0123456789ab.svg', 'launch-0123456789ab.jpeg', 'launch-0123456789ab.webp', 'pic-w960-0123456789ab.avif', 'pic-w1600-0123456789ab.jpg']) {
      expect(name).toMatch(coverFileNamePattern);
    }
    for (const name of ['launch-0123456789ab.avif', 'pic-w0960-0123456789ab.avif', 'pic-w960-0123456789ab.gif', '../x-0123456789ab.jpg']) {
      expect(name).not.toMatch(coverFileNamePattern);
    }
    expect(() => coverFileName('cover.avif', Buffer.from('x'))).toThrow(/Unsupported cover type/);
    expect(coverFileName('Cover.JPEG', Buffer.from('x'))).toMatch(/^cover-[0-9a-f]{12}\.jpg$/);
  });
});

describe.each<Engine>(['sqlite', 'postgres'])('cover route format negotiation (%s)', (engine) => {
  let t: TestApp;
  let database: Database;
  let dropSchema = async () => {};
  let jpg: string;
  let jpgOnly: string;

  const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  const get = (file: string, accept?: string) => t.app.inject({ url: `/api/website/news/cover/${file}`, headers: accept === undefined ? {} : { accept } });

  beforeAll(async () => {
    if (engine === 'postgres') {
      const { schema, drop } = await createPostgresSchema();
      dropSchema = drop;
      t = await startTestApp({ postgresSchema: schema });
      database = openDatabase({ kind: 'postgres', url: postgresUrl, schema });
    } else {
      t = await startTestApp();
      database = openDatabase({ kind: 'sqlite', file: path.join(t.dataDir, 'site.db') });
    }
    const picture = await sharp({ create: { width: 520, height: 320, channels: 3, background: '#447700' } }).png().toBuffer();
    const { renditions } = await imageRenditions(picture, 'Negotiated.png');
    for (const rendition of renditions) await storeCover(database.db, rendition.fileName, rendition.body, t.clock.now());
    jpg = defaultRendition(renditions.map((rendition) => rendition.fileName));
    // An image whose AVIF and WebP were never stored: the JPEG is the answer whatever the client takes.
    const other = await imageRenditions(await sharp({ create: { width: 500, height: 500, channels: 3, background: '#990000' } }).jpeg().toBuffer(), 'only.jpg');
    const otherJpeg = other.renditions.find((rendition) => rendition.format === 'jpeg')!;
    await storeCover(database.db, otherJpeg.fileName, otherJpeg.body, t.clock.now());
    jpgOnly = otherJpeg.fileName;
  }, 30_000);

  afterAll(async () => {
    await database?.close();
    await t?.close();
    await dropSchema();
  });

  it.each([
    [chrome, 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/avif;q=0, image/webp;q=0.9, */*;q=0.5', 'image/webp', 'webp'],
    ['IMAGE/AVIF', 'image/avif', 'heif'],
    ['*/*', 'image/jpeg', 'jpeg'],
    ['image/*', 'image/jpeg', 'jpeg'],
    ['', 'image/jpeg', 'jpeg'],
    [undefined, 'image/jpeg', 'jpeg'],
  ])('answers a rendition JPEG URL with Accept %j as %s, varying on Accept', async (accept, contentType, format) => {
    // Twice: the first answer comes from the database, the second from memory.
    for (let round = 0; round < 2; round++) {
      const response = await get(jpg, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(contentType);
      expect(response.headers.vary).toBe('Accept');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect((await sharp(response.rawPayload).metadata()).format).toBe(format);
    }
  });

  it('falls back to the JPEG when no sibling is stored', async () => {
    const response = await get(jpgOnly, chrome);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.vary).toBe('Accept');
  });

  it('serves AVIF and WebP URLs as they are, without Vary', async () => {
    for (const [ext, contentType] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ]) {
      const response = await get(jpg.replace(/\.jpg$/, `.${ext}`), 'image/jpeg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(contentType);
      expect(response.headers.vary).toBeUndefined();
    }
    expect((await get(jpgOnly.replace(/\.jpg$/, '.avif'), chrome)).statusCode).toBe(404);
    expect((await get(jpg.replace(/-w480-/, '-w960-'), chrome)).statusCode).toBe(404);
  });

  it('serves old cover names as before, without Vary', async () => {
    const list = await t.app.inject('/api/website/news/list?display=1&language=en');
    const cover = (list.json().data.items as { cover: string }[])[0]!.cover;
    const response = await t.app.inject({ url: cover, headers: { accept: chrome } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
