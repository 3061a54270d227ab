// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bareImports, isRuntimeFile, stageContext } from './stage-context.js';

describe('the images’ build context', () => {
  test('the packages a compiled module imports are found, not Node’s own, relative ones or words in strings', () => {
    const source = [
      "import { z } from 'zod';",
      "import Fastify from 'fastify';",
      "import helmet from '@fastify/helmet/plugin.js';",
      "import { readFile } from 'node:fs/promises';",
      "import { join } from 'path';",
      "import { local } from './local.js';",
      "const lazy = await import('sharp');",
      "const old = require('better-sqlite3');",
      "import 'side-effect';",
      "const text = 'please import it from somewhere';",
    ].join('\n');
    expect([...bareImports(source)].sort()).toEqual(['@fastify/helmet', 'better-sqlite3', 'fastify', 'sharp', 'side-effect', 'zod']);
  });

  test('what no server runs stays out: declarations, maps, sources, tests, benchmarks, the dev server', () => {
    expect(isRuntimeFile('packages/api/dist/app.js')).toBe(true);
    expect(isRuntimeFile('packages/config/src/site-locations.mjs')).toBe(true);
    expect(isRuntimeFile('packages/config/src/app-store-links.json')).toBe(true);
    for (const path of ['packages/api/dist/app.d.ts', 'shell/dist/web/main.js.map', 'packages/config/src/index.ts', 'packages/api/dist/bench/bench-news.js', 'packages/api/dist/app.test.js', 'shell/dist/server/dev-server.js', 'shell/dist/dev-server/app.js']) expect(isRuntimeFile(path), path).toBe(false);
  });

  // Needs the repository's build (npm run build), as `npm run images` does; the unit phase runs after it in CI.
  test.runIf(existsSync(resolve(import.meta.dirname, '../../shell/dist/server/server.js')))('the staged manifests name only what the built servers import: no browser dependency reaches the image', () => {
    const into = mkdtempSync(join(tmpdir(), 'image-context-'));
    const context = stageContext(resolve(import.meta.dirname, '../..'), into);
    const shell = JSON.parse(readFileSync(join(into, 'manifests', 'shell', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(shell.dependencies)).toContain('fastify');
    for (const browserOnly of ['react', 'react-dom', 'antd', '@site/design', 'zustand', 'web-vitals']) expect(shell.dependencies).not.toHaveProperty(browserOnly);
    expect(context.dependencies.backoffice).not.toContain('antd');
    expect(existsSync(join(into, 'app', 'shell', 'dist', 'server', 'server.js'))).toBe(true);
    expect(existsSync(join(into, 'app', 'shell', 'src'))).toBe(false);
    expect(existsSync(join(into, 'app', 'packages', 'api', 'seed', 'news'))).toBe(true);
    // The workspaces are followed from the servers' and the seed step's imports; none with only browser code.
    expect(context.workspaces.slice(0, 2)).toEqual(['shell', 'backoffice']);
    expect(context.workspaces).toEqual(expect.arrayContaining(['packages/api', 'packages/release', 'packages/launches', 'packages/config']));
    expect(context.workspaces).not.toContain('packages/design');
    // Every workspace a staged one depends on is staged too: the image's install finds it beside them, not on the registry.
    const staged = new Set(context.workspaces.map((workspace) => (JSON.parse(readFileSync(join(into, 'manifests', workspace, 'package.json'), 'utf8')) as { name: string }).name));
    for (const workspace of context.workspaces) {
      const manifest = JSON.parse(readFileSync(join(into, 'manifests', workspace, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
      for (const name of Object.keys(manifest.dependencies).filter((dependency) => dependency.startsWith('@site/'))) expect(staged, `${workspace} needs ${name}`).toContain(name);
    }
  });
});
