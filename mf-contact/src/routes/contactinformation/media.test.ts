import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { bannerImage, bannerMobileImage, extraQrCodes, socialEntries, type MediaImage } from './data';

const media = join(import.meta.dirname, '../../../public/media');

test('every picture the contact pages name is a WebP of its size (icons twice theirs), under 60 KB', async () => {
  const images: MediaImage[] = [
    bannerImage,
    bannerMobileImage,
    // The icons are written at twice their size: their letters stay sharp on a phone.
    ...socialEntries.flatMap((entry) => [{ ...entry.img, width: entry.img.width * 2, height: entry.img.height * 2 }, ...(entry.kind === 'qrcode' ? Object.values(entry.qrcode) : [])]),
    ...extraQrCodes.flatMap((code) => Object.values(code.image)),
  ];
  expect(images.length).toBe(2 + 7 + 3 * 2 + 2 * 2);
  for (const image of images) {
    const path = join(media, image.file);
    expect(existsSync(path), image.file).toBe(true);
    const { format, width, height } = await sharp(path).metadata();
    expect({ format, width, height }, image.file).toEqual({ format: 'webp', width: image.width, height: image.height });
    expect(statSync(path).size, image.file).toBeLessThan(60 * 1024);
  }
});
