// @ts-check
/**
 * Reads an area's manifest source (`src/area.ts`, typed data that may import JSON and other
 * modules): bundled by esbuild into one module and evaluated. Remembered with the files it was made
 * of, so a build whose edit did not touch any of them (a component's) reads nothing again: a dev
 * server rebuilds on every save, and each rebuild must stay quick.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** @type {Map<string, { stamps: Map<string, string>, value: unknown }>} */
const remembered = new Map();

/** @param {string} file */
const stampOf = (file) =>
  stat(file).then(
    (info) => `${info.mtimeMs} ${info.size}`,
    () => 'gone',
  );

/**
 * The default export of `source`, and the files it was made of (for the compiler to watch).
 * @param {string} root the app's folder (its tsconfig.json is used when there is one)
 * @param {string} source
 * @returns {Promise<{ value: unknown, files: string[] }>}
 */
export async function readAreaSource(root, source) {
  const known = remembered.get(source);
  if (known) {
    const stamps = await Promise.all([...known.stamps].map(async ([file, stamp]) => (await stampOf(file)) === stamp));
    if (stamps.every(Boolean)) return { value: known.value, files: [...known.stamps.keys()] };
  }
  const { build } = await import('esbuild');
  const tsconfig = join(root, 'tsconfig.json');
  const result = await build({
    entryPoints: [source],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    metafile: true,
    logLevel: 'silent',
    ...(existsSync(tsconfig) ? { tsconfig } : {}),
  });
  const code = result.outputFiles[0]?.text ?? '';
  /** @type {{ default: unknown }} */
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  // The app's own files: the packages under node_modules change only with an install.
  const files = Object.keys(result.metafile.inputs)
    .map((file) => resolve(root, file))
    .filter((file) => !file.includes('/node_modules/'));
  remembered.set(source, { stamps: new Map(await Promise.all(files.map(async (file) => /** @type {[string, string]} */ ([file, await stampOf(file)])))), value: module.default });
  return { value: module.default, files };
}
