import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { awards, bannerImage, bannerMobileImage, logoImage, ogImageFile, timelineBackground, timelineItems } from './data';

const media = join(import.meta.dirname, '../../../public/media');

test('every media file the page names was generated into public/media', () => {
  const files = [
    logoImage.file,
    bannerImage.file,
    bannerMobileImage.file,
    ogImageFile,
    ...Object.values(timelineBackground).map((image) => image.file),
    ...timelineItems.map((item) => item.img.file),
    ...awards.map((award) => award.img.file),
  ];
  for (const file of files) expect(existsSync(join(media, file)), file).toBe(true);
});
