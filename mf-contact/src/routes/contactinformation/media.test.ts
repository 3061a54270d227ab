import { join } from 'node:path';
import { readPictures } from '@site/design/picture';
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
  const found = await readPictures(media, images.map((image) => image.file));
  expect(found).toEqual(images.map(({ file, width, height }) => ({ file, format: 'webp', width, height, bytes: expect.any(Number) })));
  expect(found.filter((picture) => picture.bytes >= 60 * 1024)).toEqual([]);
});
