import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { bannerImage, bannerMobileImage, extraQrCodes, socialEntries } from './data';

const media = join(import.meta.dirname, '../../../public/media');

test('every media file the page names was generated into public/media', () => {
  const files = [
    bannerImage.file,
    bannerMobileImage.file,
    ...socialEntries.flatMap((entry) => [entry.img.file, ...(entry.kind === 'qrcode' ? Object.values(entry.qrcode).map((image) => image.file) : [])]),
    ...extraQrCodes.flatMap((code) => Object.values(code.image).map((image) => image.file)),
  ];
  expect(files.length).toBe(2 + 7 + 3 * 2 + 2 * 2);
  for (const file of files) expect(existsSync(join(media, file)), file).toBe(true);
});
