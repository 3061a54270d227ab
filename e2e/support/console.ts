import { spawnSync } from 'node:child_process';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { consolePort, e2eEnv } from './environment';
import { repoRoot } from './release-tool';

/** The e2e site's release console. */
export const consoleOrigin = `http://127.0.0.1:${consolePort}`;
export const consolePassword = 'e2e console password';

/** `npm run console -- user add <name> --role <role> --password-stdin` against the e2e site's database. */
export function addConsoleUser(name: string, role: 'viewer' | 'releaser' | 'admin' | 'editor' | 'sales' | `${string},${string}`): void {
  const run = spawnSync('npm', ['run', '--silent', 'console', '--', 'user', 'add', name, '--role', role, '--password-stdin'], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eEnv },
    input: consolePassword,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.stdout.trim()).toBe(`added ${name} (${role})`);
}

/**
 * What every browser context on a back office has: a reader who asked for less motion, so antd's
 * dialogs open in place. Its opening motion holds the dialog on a first frame before running it, and
 * a click aimed there landed where the button was going to be (a rollback's confirmation clicked on
 * the mask, which cancels it: CI, 2026-11-29).
 */
export const backOfficeContext = { reducedMotion: 'reduce' } as const;

/** A browser context whose console speaks `locale` (its language choice, remembered in localStorage). */
export async function consoleContext(browser: Browser, locale: 'zh' | 'en' = 'en'): Promise<BrowserContext> {
  const context = await browser.newContext({ ...backOfficeContext, baseURL: consoleOrigin });
  await context.addInitScript((chosen) => localStorage.setItem('console.locale', chosen), locale);
  return context;
}

/** Signs `user` in through the sign-in page (English), and waits for the first page (the overview, or the user's section). */
export async function signInAs(page: Page, user: string, password = consolePassword, firstPage = 'Overview'): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: firstPage })).toBeVisible();
}

/** The session of a signed-in page: its cookie and CSRF token, for calling the API as that page would. */
export async function sessionOf(page: Page): Promise<{ headers: Record<string, string> }> {
  const answer = await page.request.get('/console/api/session');
  expect(answer.status()).toBe(200);
  const { csrfToken } = (await answer.json()) as { csrfToken: string };
  return { headers: { 'x-csrf-token': csrfToken } };
}
