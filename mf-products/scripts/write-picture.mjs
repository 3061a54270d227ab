// @ts-check
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';

/**
 * Writes a picture drawn as SVG as a WebP of the same size. Served as SVG, each picture was a
 * document of its own that the browser built on the main thread as it arrived (10-25 ms on a
 * phone, for every hero, band and banner); a WebP decodes off the main thread.
 * @param {string} path ends in .webp @param {string} svg
 */
export async function writePicture(path, svg) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 6 }).toBuffer());
}
