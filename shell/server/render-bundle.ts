import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ShellAssets, ShellRenderModule } from '@site/federation/render-contract';

/** The shell's server build (dist/node, the federation's render contract) and its browser assets. */
export interface RenderBundle extends ShellRenderModule {
  shellAssets: ShellAssets;
}

/** Loads the shell's server build and the list of its browser assets (from rsbuild's manifest). */
export async function loadRenderBundle(distDir: string): Promise<RenderBundle> {
  const require = createRequire(import.meta.url);
  type Exported = ShellRenderModule;
  const exported = await (require(join(distDir, 'node/index.js')) as Promise<Exported> | Exported);
  const manifest = JSON.parse(await readFile(join(distDir, 'web/manifest.json'), 'utf8')) as {
    entries: Record<string, { initial?: { js?: string[]; css?: string[] }; async?: { css?: string[] } }>;
  };
  const entry = manifest.entries['index'] ?? {};
  // The shared design package's block styles may sit in async chunks (the provided copy and its
  // twin share one content hash); in <head> they style the first paint.
  const stylesheets = [...(entry.initial?.css ?? []), ...uniqueByContentHash(entry.async?.css ?? [])];
  const styles = await Promise.all(
    stylesheets.map(async (href) => ({ href, chunkHref: href, css: await readFile(join(distDir, 'web', href.replace(/^\/shell\//, '')), 'utf8') })),
  );
  return {
    render: exported.render,
    sitemapPaths: exported.sitemapPaths,
    remotePages: exported.remotePages,
    pageRoute: exported.pageRoute,
    loadAction: exported.loadAction,
    readManifestsFrom: exported.readManifestsFrom,
    warmUp: exported.warmUp,
    shellAssets: { scripts: entry.initial?.js ?? [], styles },
  };
}

function uniqueByContentHash(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const hash = /\.([0-9a-f]{8,})\.css$/.exec(file)?.[1] ?? file;
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}
