// @ts-check
/**
 * The media scripts' one way to write a picture drawn as SVG: as WebP (sharp), in Node only.
 * Served as SVG, each picture is a document of its own that the browser builds on the main
 * thread as it arrives (7-40 ms on a phone, more with text); a WebP decodes off the main thread.
 * Text is drawn with the fonts installed where the script runs (Noto Sans CJK on Debian).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

/**
 * Writes `svg` to `path` (a .webp) at `scale` times the size the SVG declares (2 for icons shown
 * small on a phone), creating its folder; resolves to the bytes written.
 * @param {string} path @param {string} svg @param {{ scale?: number }} [options]
 */
export async function writeWebp(path, svg, { scale = 1 } = {}) {
  const webp = await sharp(Buffer.from(svg), { density: 72 * scale }).webp({ quality: 82, effort: 6 }).toBuffer();
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, webp);
  return webp.length;
}
