// @ts-check
/**
 * The version id of a remote built from this checkout: its package version plus a hash of what the
 * build reads (the app's own files, the workspace packages it bundles from source, the lockfile).
 * A published version folder is never changed: a rebuild whose output can differ gets a new id,
 * and rebuilding unchanged sources gives the same id again, on any machine.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
/** Workspace packages every remote bundles from source (the build config among them). */
const bundledPackages = ['design', 'i18n', 'config', 'contracts', 'federation', 'build-config'].map((name) => join(repoRoot, 'packages', name));
const skipped = /(^|\/)(node_modules|dist|\.turbo|coverage)(\/|$)|\.test\.tsx?$/;

/**
 * @param {string} appRoot the remote's folder (holds package.json)
 * @param {string} packageVersion
 */
export function sourceVersion(appRoot, packageVersion) {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(appRoot), ...bundledPackages.flatMap(filesUnder), join(repoRoot, 'package-lock.json')]) {
    hash.update(`${relative(repoRoot, file)}\0`).update(readFileSync(file)).update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

/** @param {string} dir */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !skipped.test(relative(repoRoot, file)))
    .sort();
}
