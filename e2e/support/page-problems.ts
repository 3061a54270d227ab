import type { Page } from '@playwright/test';

/**
 * Collects console errors, page errors and React hydration warnings of a page, so a test can
 * assert that a page loaded cleanly.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match|Minified React error #4(18|19|21|22|23|25)/i.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Records every Content-Security-Policy violation of the page from its first byte, in every load; the returned call reads this load's. */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * Resolves once the shell has hydrated (<html data-hydrated>) and, on a page with a remote area,
 * once that area has hydrated too (<html data-area-ready>).
 */
/** Holds the shell's scripts back until the returned release is called, as on a slow phone: the page stays its server HTML. */
export async function holdShellScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/shell/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    return root.dataset.hydrated === 'true' && (!document.querySelector('[data-remote]') || root.dataset.areaReady === 'true');
  });
}

/**
 * Whether a page's server HTML shows an area's error block (the element, not the class name: the
 * page's inlined styles name the class too).
 */
export function showsFailedArea(html: string): boolean {
  return /<[a-z]+ class="[^"]*\barea-state--failed\b/.test(html);
}
