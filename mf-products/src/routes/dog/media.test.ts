import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { featureVideo, heroImage, heroMobileImage, specsHeadingImage, techImages, vitalityImage } from './data';

const media = join(import.meta.dirname, '../../../public/media');

test('every media file the page names was generated into public/media', () => {
  const files = [
    heroImage.file,
    heroMobileImage.file,
    vitalityImage.file,
    featureVideo.file,
    featureVideo.poster,
    ...Object.values(techImages).map((image) => image.file),
    ...Object.values(specsHeadingImage).map((image) => image.file),
  ];
  for (const file of files) expect(existsSync(join(media, file)), file).toBe(true);
});
