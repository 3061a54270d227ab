// Writes the shell's own QR-style images (original artwork: a seeded pattern with the three
// finder squares, not a scannable code) for the WeChat tiles in the footer: 96 px shown, written
// at twice that as lossless WebP (see @site/design/picture). The footer imports them, so the build
// gives them a fingerprinted address (or inlines them, being tiny) that browsers may keep for good.
import { join } from 'node:path';
import { writeWebp } from '@site/design/picture';

const outDir = join(import.meta.dirname, '../src/app/footer/media');
const size = 25;

function seededRandom(seed) {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 2166136261);
  return () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

function finder(x, y) {
  return `<rect x="${x}" y="${y}" width="7" height="7" fill="#111"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3" fill="#111"/>`;
}

function inFinder(x, y) {
  const near = (a, b) => a >= b - 1 && a <= b + 7;
  return (near(x, 0) && near(y, 0)) || (near(x, size - 7) && near(y, 0)) || (near(x, 0) && near(y, size - 7));
}

function qrSvg(seed) {
  const random = seededRandom(seed);
  const cells = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!inFinder(x, y) && random() > 0.52) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="-2 -2 ${size + 4} ${size + 4}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/><path d="${cells.join('')}" fill="#111"/>${finder(0, 0)}${finder(size - 7, 0)}${finder(0, size - 7)}</svg>\n`;
}

for (const name of ['wechat', 'wechatVideo']) await writeWebp(join(outDir, `qr-${name}.webp`), qrSvg(name), { scale: 2, lossless: true });
