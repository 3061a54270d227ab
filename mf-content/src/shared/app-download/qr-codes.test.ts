import { join } from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { appKeys, downloadButtons } from './apps';

const media = join(import.meta.dirname, '../../../public/media');
const quietZone = 2;

/** Reads a QR picture back module by module (dark = 1), sampling each module's centre. */
async function readModules(file: string, size: number) {
  const { data, info } = await sharp(join(media, file)).greyscale().raw().toBuffer({ resolveWithObject: true });
  const step = info.width / (size + 2 * quietZone);
  return Array.from({ length: size * size }, (_, index) => {
    const x = Math.floor((quietZone + (index % size) + 0.5) * step);
    const y = Math.floor((quietZone + Math.floor(index / size) + 0.5) * step);
    return data[y * info.width * info.channels + x * info.channels]! < 128 ? 1 : 0;
  });
}

test('each store QR image encodes its store link (rerun npm run media -w @site/mf-content after changing the store links in @site/config)', async () => {
  for (const app of appKeys) {
    for (const { imgUrl, linkpath } of downloadButtons(app)) {
      const { modules } = QRCode.create(linkpath, { errorCorrectionLevel: 'M' });
      expect(await readModules(imgUrl, modules.size), imgUrl).toEqual([...modules.data]);
    }
  }
});
