import { resolve } from 'node:path';
import type { Locator } from '@playwright/test';
import { repoRoot } from './release-tool';

/** `npm run docs:screenshots`: a picture for the guides (docs/images/<name>.png), taken from the test's own flow. */
export async function docsShot(locator: Locator, name: string): Promise<void> {
  if (process.env.DOCS_SCREENSHOTS) await locator.screenshot({ path: resolve(repoRoot, 'docs/images', `${name}.png`), animations: 'disabled' });
}
