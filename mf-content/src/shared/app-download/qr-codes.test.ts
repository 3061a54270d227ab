import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { expect, test } from 'vitest';
import { appKeys, downloadButtons } from './apps';

/** The dark modules of a QR code as qrcode draws them (one SVG path), independent of colours. */
async function modulesPath(text: string) {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return /<path stroke="[^"]*" d="([^"]+)"/.exec(svg)?.[1];
}

test('each store QR image encodes its store link (rerun scripts/generate-app-media.mjs after changing the store links in @site/config)', async () => {
  const media = join(import.meta.dirname, '../../../public/media');
  for (const app of appKeys) {
    for (const { imgUrl, linkpath } of downloadButtons(app)) {
      const modules = await modulesPath(linkpath);
      expect(modules).toBeTruthy();
      expect(readFileSync(join(media, imgUrl), 'utf8'), imgUrl).toContain(`d="${modules}"`);
    }
  }
});
