// @ts-check
/**
 * The one list of modules every federated app shares as singletons.
 * antd, react-router, i18next and react-i18next are NOT listed: they are reached only through
 * @site/design and @site/i18n (enforced by lint), so each ships once, tree-shaken to what the
 * site uses, instead of whole (a shared package is never tree-shaken).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const nodeModules = fileURLToPath(new URL('../../node_modules/', import.meta.url));

export const sharedSingletonNames = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  '@site/design',
  '@site/design/antd',
  '@site/i18n',
];

/** @param {string} name */
function installedVersion(name) {
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
