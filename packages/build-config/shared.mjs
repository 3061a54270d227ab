// @ts-check
/**
 * The shared singletons of every federated app, as Module Federation takes them. The list itself
 * is the federation contract's (@site/federation); this adds each one's installed major.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sharedSingletonNames } from '@site/federation';

export { sharedSingletonNames };

const nodeModules = fileURLToPath(new URL('../../node_modules/', import.meta.url));

/** @param {string} name */
export function installedVersion(name) {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  return JSON.parse(readFileSync(`${nodeModules}${pkgName}/package.json`, 'utf8')).version;
}

/**
 * @param {{ eager?: boolean }} [options] eager: bundled into the initial chunk (the shell's
 *   browser build), so the page needs no extra round trip before hydration.
 * @returns {Record<string, { singleton: true, requiredVersion: string, eager?: boolean }>}
 */
export function sharedSingletons({ eager = false } = {}) {
  return Object.fromEntries(
    sharedSingletonNames.map((name) => {
      const major = installedVersion(name).split('.')[0];
      return [name, { singleton: true, requiredVersion: `^${major}.0.0`, ...(eager && name !== '@site/design/antd' ? { eager } : {}) }];
    }),
  );
}
