// @ts-check
/** Checks that every zh translation file has exactly the keys of its en twin, and the reverse. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {unknown} value @param {string} prefix @returns {string[]} */
function keysOf(value, prefix = '') {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

/** @param {string} localesDir @returns {{ file: string, onlyZh: string[], onlyEn: string[] }[]} */
export function compareLocaleKeys(localesDir) {
  const files = new Set([...readdirSync(join(localesDir, 'zh')), ...readdirSync(join(localesDir, 'en'))]);
  return [...files].sort().map((file) => {
    const read = (/** @type {string} */ lang) => {
      try {
        return new Set(keysOf(JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8'))));
      } catch {
        return new Set(['<missing file>']);
      }
    };
    const zh = read('zh');
    const en = read('en');
    return { file, onlyZh: [...zh].filter((key) => !en.has(key)), onlyEn: [...en].filter((key) => !zh.has(key)) };
  });
}

/** For a workspace's test: fails naming every key present in only one language. */
export async function expectLocaleKeysMatch(/** @type {string} */ localesDir) {
  const { expect } = await import('vitest');
  const results = compareLocaleKeys(localesDir);
  expect(results.length).toBeGreaterThan(0);
  for (const result of results) expect(result, result.file).toEqual({ file: result.file, onlyZh: [], onlyEn: [] });
}
