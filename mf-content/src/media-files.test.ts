import { statSync } from 'node:fs';
import { join } from 'node:path';
import { readPictures } from '@site/design/picture';
import { expect, test } from 'vitest';
import * as about from './routes/about/data';
import { partners, scenes, showcases } from './routes/applications/data';
import { appKeys, appScreen, apps, darkFeatureBackground, downloadButtons } from './shared/app-download/apps';
import { banner, bannerNames, type MediaImage } from './shared/media-image';
import { tutorialPoster } from './shared/tutorials/tutorials';

const media = join(import.meta.dirname, '../public/media');

/** Written at twice the declared size by the media scripts: pictures with text or fine lines. */
const double = (image: MediaImage): MediaImage => ({ ...image, width: image.width * 2, height: image.height * 2 });

/** Every picture the pages name, with the size its file has (scripts/generate-*media.mjs). */
function pictures(): MediaImage[] {
  const images = [
    ...bannerNames.flatMap((name) => Object.values(banner(name))),
    about.logoImage,
    about.bannerImage,
    about.bannerMobileImage,
    ...Object.values(about.timelineBackground),
    ...about.timelineItems.map((item) => item.img),
    ...about.awards.map((award) => award.img),
    ...scenes.map((scene) => scene.image),
    ...partners.map((partner) => double(partner.logo)),
    ...Object.values(darkFeatureBackground),
    ...showcases.map((showcase) => ({ file: showcase.poster, width: 640, height: 360 })),
    tutorialPoster,
  ];
  for (const app of appKeys) {
    images.push(apps[app].robot);
    for (const feature of apps[app].features) images.push(double(appScreen(app, feature.key, 'zh')), double(appScreen(app, feature.key, 'en')));
    for (const button of downloadButtons(app)) {
      images.push({ file: button.imgUrl, width: 240, height: 240 }, double({ file: button.logoUrl, width: 40, height: 40 }));
    }
  }
  return images;
}

test('every picture the pages name is a WebP of its size, under 60 KB; the link preview a 1200x630 JPEG', async () => {
  const images = [...pictures(), { file: about.ogImageFile, width: 1200, height: 630 }];
  expect(images.length).toBeGreaterThan(50);
  const found = await readPictures(media, images.map((image) => image.file));
  const format = (file: string) => (file.endsWith('.jpg') ? 'jpeg' : 'webp');
  expect(found).toEqual(images.map(({ file, width, height }) => ({ file, format: format(file), width, height, bytes: expect.any(Number) })));
  expect(found.filter((picture) => picture.bytes >= 60 * 1024)).toEqual([]);
});

test('app screens carry their language: the zh and en files differ', () => {
  const size = (locale: 'zh' | 'en') => statSync(join(media, appScreen('dog', 'status', locale).file)).size;
  expect(size('zh')).not.toBe(size('en'));
});
