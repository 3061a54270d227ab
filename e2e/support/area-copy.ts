import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eTmp } from './environment';
import { repoRoot } from './release-tool';

/** A team's own checkout of an area: a copy of mf-<area> inside the repository (so it finds node_modules). */
export function copyArea(area: string, name: string): string {
  const copy = join(e2eTmp, 'areas', name);
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(repoRoot, `mf-${area}`), copy, { recursive: true, filter: (source) => !/[/\\](dist|node_modules)$/.test(source) });
  return copy;
}

/** Changes one file of a copy; fails when the text to change is not there (the area moved on). */
export function edit(file: string, change: (text: string) => string): void {
  const text = readFileSync(file, 'utf8');
  const changed = change(text);
  expect(changed, `${file} did not change`).not.toBe(text);
  writeFileSync(file, changed);
}

export const editJson = (file: string, change: (json: Record<string, unknown>) => void) =>
  edit(file, (text) => {
    const json = JSON.parse(text) as Record<string, unknown>;
    change(json);
    return JSON.stringify(json, null, 2) + '\n';
  });

/**
 * A copy of mf-parts with one more joint module, `part` (its data, texts in both languages and
 * pictures drawn by the area's media script, copied from the D90's): its page, menu entries and
 * sitemap lines come with it.
 */
export function partsWithNewPart(part: string, name: string): string {
  const copy = copyArea('parts', name);
  const data = join(copy, 'src/routes/part/data');
  const code = part.toUpperCase();
  edit(join(data, 'types.ts'), (text) => text.replace(`'t28'] as const`, `'t28', '${part}'] as const`));
  editJson(join(data, 'joint-modules.json'), (json) => {
    json[part] = { ...(json['d90'] as object), code };
  });
  for (const locale of ['zh', 'en']) {
    editJson(join(copy, 'locales', locale, 'parts.json'), (json) => {
      json[part] = JSON.parse(JSON.stringify(json['d90']).replaceAll('D90', code));
    });
  }
  execFileSync(process.execPath, ['scripts/generate-media.mjs', part], { cwd: copy, stdio: 'ignore' });
  expect(existsSync(join(copy, `public/media/parts/${part}/hero.webp`))).toBe(true);
  return copy;
}
