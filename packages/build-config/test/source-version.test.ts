import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { sourceVersion } from '../source-version.mjs';

test('a remote built from the same sources gets the same version id; changed sources get a new one', () => {
  const app = mkdtempSync(join(tmpdir(), 'mf-app-'));
  mkdirSync(join(app, 'src'));
  writeFileSync(join(app, 'src', 'route.tsx'), 'export const title = "one";');
  const first = sourceVersion(app, '1.2.0');
  expect(first).toMatch(/^1\.2\.0-[0-9a-f]{10}$/);
  expect(sourceVersion(app, '1.2.0')).toBe(first);

  // Build output, installed packages and tests do not make a different build.
  for (const dir of ['dist/1.2.0-old/web', 'node_modules/x']) {
    mkdirSync(join(app, dir), { recursive: true });
    writeFileSync(join(app, dir, 'index.js'), 'anything');
  }
  writeFileSync(join(app, 'src', 'route.test.tsx'), 'test()');
  expect(sourceVersion(app, '1.2.0')).toBe(first);

  writeFileSync(join(app, 'src', 'route.tsx'), 'export const title = "two";');
  const second = sourceVersion(app, '1.2.0');
  expect(second).not.toBe(first);
  writeFileSync(join(app, 'src', 'new-file.ts'), '');
  expect(sourceVersion(app, '1.2.0')).not.toBe(second);
});
