// @ts-check
/**
 * The media scripts' one way to write a picture drawn as SVG: as WebP (sharp), in Node only; and
 * the media tests' way to read the files back.
 * Served as SVG, each picture is a document of its own that the browser builds on the main
 * thread as it arrives (7-40 ms on a phone, more with text); a WebP decodes off the main thread.
 * Text is drawn with the fonts installed where the script runs (Noto Sans CJK on Debian).
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * A whole SVG document of `width`×`height` user units around `body`; `title` says what it shows.
 * @param {number} width @param {number} height @param {string} body @param {string} [title]
 */
export function svgDocument(width, height, body, title = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${title ? `<title>${title}</title>` : ''}${body}</svg>`;
}

/**
 * The media scripts' writer of pictures under `root`: draws `body` as a `width`×`height` SVG
 * document and writes it to `file`, as a JPEG when `file` ends in .jpg (link previews), else as
 * WebP (`options` as for writeWebp). Resolves to the bytes written.
 * @param {string} root
 */
export function pictureWriter(root) {
  /** @param {string} file @param {number} width @param {number} height @param {string} body @param {string} title @param {{ scale?: number, lossless?: boolean }} [options] */
  return (file, width, height, body, title, options) => {
    const path = join(root, file);
    const svg = svgDocument(width, height, body, title);
    return file.endsWith('.jpg') ? writeJpeg(path, svg) : writeWebp(path, svg, options);
  };
}

/** @param {string} path @param {Buffer} bytes */
async function save(path, bytes) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
  return bytes.length;
}

/**
 * Writes `svg` to `path` (a .webp) at `scale` times the size the SVG declares (2 for icons shown
 * small on a phone), creating its folder; resolves to the bytes written. `lossless` keeps flat
 * two-colour art such as QR codes exact.
 * @param {string} path @param {string} svg @param {{ scale?: number, lossless?: boolean }} [options]
 */
export async function writeWebp(path, svg, { scale = 1, lossless = false } = {}) {
  const encoding = lossless ? { lossless: true, effort: 6 } : { quality: 82, effort: 6 };
  return save(path, await sharp(Buffer.from(svg), { density: 72 * scale }).webp(encoding).toBuffer());
}

/**
 * Writes `svg` to `path` as a JPEG, for link previews (Open Graph), whose readers do not all show
 * WebP; resolves to the bytes written.
 * @param {string} path @param {string} svg
 */
export async function writeJpeg(path, svg) {
  return save(path, await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
}

/**
 * Reads back what each file under `root` is, for the media tests' one comparison with what the
 * pages declare: `{ file, format, width, height, bytes }`, `format: 'missing'` when there is none.
 * @param {string} root @param {string[]} files
 */
export async function readPictures(root, files) {
  return Promise.all(
    files.map(async (file) => {
      const path = join(root, file);
      if (!existsSync(path)) return { file, format: 'missing', width: 0, height: 0, bytes: 0 };
      const { format, width, height } = await sharp(path).metadata();
      return { file, format, width, height, bytes: statSync(path).size };
    }),
  );
}
