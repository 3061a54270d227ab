// Writes the tab and home-screen icons as PNG from the site's emblem (public/favicon.svg, which
// stays the logo named in structured data). An SVG icon is a document the page lays out on its
// main thread as it finishes loading (12-23 ms on a phone, measured); a PNG decodes off it.
// Run: node scripts/generate-icons.mjs (the outputs are committed).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '../public');
const emblem = readFileSync(join(publicDir, 'favicon.svg'));

/** The tab icon (96 px: crisp at three device pixels to the CSS pixel) and the iOS home-screen icon. */
const icons = [
  { file: 'icon-96.png', size: 96 },
  { file: 'apple-touch-icon.png', size: 180 },
];

for (const { file, size } of icons) {
  await sharp(emblem, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(publicDir, file));
}
console.log(`wrote ${icons.map((icon) => icon.file).join(', ')} to ${publicDir}`);
