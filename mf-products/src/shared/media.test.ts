import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { homeBanners } from '../routes/home/data';
import * as human from '../routes/human/data';
import * as z1 from './z1/data';
import { variantMedia } from './dog-variant/model';

const root = join(import.meta.dirname, '../../public/media');

test('every media file the pages name was generated into public/media, pictures as WebP, videos within 400 KB', async () => {
  const files = [
    ...homeBanners.flatMap((banner) => [banner.image.file, banner.mobileImage.file]),
    human.hero.image.file,
    ...Object.values(human.videos).flatMap((video) => [video.file, video.poster]),
    ...human.techBands.map((band) => band.image.file),
    ...Object.values(human.paramsImage).map((image) => image.file),
    ...Object.values(z1.introVideo).flatMap((video) => [video.file, video.poster]),
    ...z1.techBands.map((band) => band.image.file),
    ...z1.mediaBands.flatMap((band) => (band.video ? [band.video.file, band.video.poster] : [band.image!.file])),
    ...z1.specImages.flatMap((item) => (['zh', 'en'] as const).flatMap((locale) => [item.image(locale).file, item.mobileImage(locale).file])),
    ...z1.carouselSlides.flatMap((slide) => [slide.image.file, slide.mobileImage.file]),
    ...Object.values(z1.paramsBanner).map((image) => image.file),
    ...(['dog-w', 'dog-y'] as const).flatMap((dir) => {
      const media = variantMedia(dir);
      return [media.hero.image.file, media.promo.file, media.promo.poster, media.expand.file, media.expand.poster, ...media.autoplay.flatMap(({ video }) => [video.file, video.poster])];
    }),
  ];
  for (const file of files) {
    expect(existsSync(join(root, file)), file).toBe(true);
    if (file.endsWith('.mp4')) expect(statSync(join(root, file)).size).toBeLessThanOrEqual(400 * 1024);
    else expect(statSync(join(root, file)).size, file).toBeLessThan(100 * 1024);
    if (!file.endsWith('.mp4')) expect((await sharp(join(root, file)).metadata()).format, file).toBe('webp');
  }
});
