import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eTmp, remotesDir } from './environment';
import { repoRoot } from './release-tool';

/** The part page, rendering as usual (the server-side health check passes) but throwing in the browser after hydration. */
const faultPart = `import { useEffect } from 'react';
import type { RoutePageProps } from '@site/design';
import route from './routes/part/route';

function Page(props: RoutePageProps) {
  useEffect(() => {
    setTimeout(() => {
      throw new Error('canary fault: thrown in the browser after hydration');
    });
  }, []);
  return <route.Page {...props} />;
}

export default { ...route, Page };
`;

/**
 * The part page, shown 600 ms after it hydrates: its largest element paints that much later, as on
 * a version that made the page slow (it hides the server's HTML until then: a test build only).
 */
const slowPart = `import { useEffect, useState } from 'react';
import type { RoutePageProps } from '@site/design';
import route from './routes/part/route';

function Page(props: RoutePageProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 600);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div style={{ visibility: shown ? 'visible' : 'hidden' }}>
      <route.Page {...props} />
    </div>
  );
}

export default { ...route, Page };
`;

/** Builds a copy of mf-parts whose part page throws in the browser, straight into the store as `version`. */
export function publishBrokenParts(version: string): void {
  publishPartsWith(version, faultPart);
}

/** Builds a copy of mf-parts whose part page shows 600 ms late, straight into the store as `version`. */
export function publishSlowParts(version: string): void {
  publishPartsWith(version, slowPart);
}

/** Builds a copy of mf-parts whose part page is `source`, straight into the store as `version`. */
function publishPartsWith(version: string, source: string): void {
  const copy = join(e2eTmp, 'parts-variant');
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(repoRoot, 'mf-parts'), copy, { recursive: true, filter: (path) => !/[/\\](dist|node_modules)$/.test(path) });
  writeFileSync(join(copy, 'src', 'variant-part.tsx'), source);
  const config = join(copy, 'rsbuild.config.mjs');
  writeFileSync(config, readFileSync(config, 'utf8').replace("'./src/routes/part/route.tsx'", "'./src/variant-part.tsx'"));
  execFileSync('npx', ['rsbuild', 'build'], { cwd: copy, env: { ...process.env, REMOTE_VERSION: version, REMOTE_DIST_DIR: join(remotesDir, 'parts') }, stdio: 'ignore' });
  expect(existsSync(join(remotesDir, 'parts', version, 'web', 'remoteEntry.js'))).toBe(true);
}

