import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { publishBrokenParts } from '../support/parts-variants';
import { backOfficeContext, consolePassword } from '../support/console';
import { e2eEnv, e2ePort } from '../support/environment';
import { release, repoRoot } from '../support/release-tool';
import { visit } from '../support/visitors';

/**
 * A site and a back office of their own, each started alone with its own command (`node
 * scripts/start.mjs site|backoffice`, what `npm run start:site` and `npm run start:backoffice`
 * run), sharing the e2e store but with their own registry and data: here a canary may stay running,
 * and either process may be down.
 */
const sitePort = e2ePort + 120;
const consoleProcessPort = e2ePort + 170;
const siteOrigin = `http://localhost:${sitePort}`;
const consoleOrigin = `http://127.0.0.1:${consoleProcessPort}`;
const stackDir = mkdtempSync(join(tmpdir(), 'backoffice-risk-'));
const registryFile = join(stackDir, 'release', 'registry.json');
const env = { ...process.env, ...e2eEnv, PORT: String(sitePort), CONSOLE_PORT: String(consoleProcessPort), METRICS_PORT: '0', DATA_DIR: join(stackDir, 'data'), REGISTRY_FILE: registryFile };
/**
 * The first site instance's guard judges once a minute, so that a failing canary stays running long
 * enough to be seen failing (the site is then stopped); the back office, and the site started again
 * later, judge every second (the e2e setting), so a rollout step is overdue seconds after its time.
 */
const slowGuard = { CANARY_GUARD_INTERVAL_S: '60' };

interface Started {
  child: ChildProcess;
  output: string[];
  stop: () => Promise<void>;
}

/** `node scripts/start.mjs <which>`; resolves once it prints its one plain line (`➜  Site  http://…`). */
async function start(which: 'site' | 'backoffice', extra: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['scripts/start.mjs', which], { cwd: repoRoot, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter((line) => !line.startsWith('{'))));
  child.stderr!.resume();
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const name = which === 'site' ? 'Site' : 'Back office';
  await expect.poll(() => output.find((line) => line.includes(`➜  ${name}`)) ?? (child.exitCode !== null ? `exited ${child.exitCode}` : ''), { timeout: 120_000 }).toMatch(/➜/);
  return {
    child,
    output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const stackRegistry = () => JSON.parse(readFileSync(registryFile, 'utf8')) as { remotes: Record<string, { version: string; canary?: { version: string; percent: number } }> };

function stackRelease(...args: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'release', '--', ...args], { cwd: repoRoot, env: { ...env, RELEASE_ACTOR: 'e2e' }, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}

async function signedIn(browser: Browser, options: { locale?: 'en' | 'zh'; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ ...backOfficeContext, baseURL: consoleOrigin, viewport: { width: options.width ?? 1440, height: 900 } });
  await context.addInitScript((chosen) => localStorage.setItem('console.locale', chosen), options.locale ?? 'en');
  const page = await context.newPage();
  const answer = await page.request.post('/console/api/session', { data: { user: 'risk', password: consolePassword } });
  expect(answer.status()).toBe(204);
  return page;
}

/** The area page's verdict of the guard, as the page loads it (it loads it again by itself every 10 s). */
async function verdictOn(page: Page) {
  await page.goto('/areas/parts');
  return page.locator('[role="status"][data-state]');
}

/** The guard's state for the parts canary, as the back office judges it now. */
const guardStateOf = async (page: Page) => ((await (await page.request.get('/console/api/guard')).json()) as { verdicts: { parts?: { state: string } } }).verdicts.parts?.state;

test.describe.configure({ mode: 'serial' });

let site: Started | undefined;
let consoleProcess: Started | undefined;
const broken = `1.0.7-risk${Date.now()}`;
const healthy = `1.0.8-risk${Date.now()}`;

test.beforeAll(async () => {
  test.setTimeout(420_000);
  publishBrokenParts(broken);
  expect(release('publish', 'parts', '--version', healthy).status).toBe(0);
  // The back office alone first: it works without a site (and its start makes the registry).
  consoleProcess = await start('backoffice');
  expect(consoleProcess.output.some((line) => line.includes(`➜  Back office  ${consoleOrigin}/`))).toBe(true);
  const added = spawnSync('npm', ['run', '--silent', 'console', '--', 'user', 'add', 'risk', '--role', 'admin', '--password-stdin'], { cwd: repoRoot, env, input: consolePassword, encoding: 'utf8' });
  expect(added.stdout.trim()).toBe('added risk (admin)');
});

test.afterAll(async () => {
  await site?.stop();
  await consoleProcess?.stop();
});

test('a canary without enough evidence shows as such: how many more visitors the guard needs', async ({ browser }) => {
  test.setTimeout(180_000);
  stackRelease('activate', 'parts', broken, '--canary', '50');
  site = await start('site', slowGuard);
  expect(site.output.some((line) => line.includes(`➜  Site         ${siteOrigin}/`))).toBe(true);
  const page = await signedIn(browser);
  const verdict = await verdictOn(page);
  await expect(verdict).toHaveAttribute('data-state', 'waiting');
  await expect(verdict).toContainText('Not enough evidence');
  await expect(verdict).toContainText('5 more canary visitors are needed before the guard judges.');
  expect(await verdict.getByText('Not enough evidence').evaluate((tag) => getComputedStyle(tag).backgroundColor)).toBe('rgb(138, 83, 0)');
  await page.context().close();
});

test('a failing canary shows as failing, in red, with Rollback as the primary action; the back office works with the site down', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser);
  // Visitors in the canary's cohort (the broken version throws in their browsers) until the guard's judgement is "failing".
  for (let visitors = 0; (await guardStateOf(page)) !== 'failing' && visitors < 15; visitors++) expect((await visit(browser, siteOrigin, 0)).version).toBe(broken);
  // The site stops before its guard's first round: nothing ends the canary now.
  await site!.stop();
  site = undefined;
  expect(await fetch(`${siteOrigin}/healthz/live`).then(() => 'up', () => 'down')).toBe('down');

  const verdict = await verdictOn(page);
  await expect(verdict).toHaveAttribute('data-state', 'failing');
  await expect(verdict).toContainText('Failing');
  await expect(verdict).toContainText(/[1-9]\d* of [1-9]\d* canary visitors saw a failure/);
  expect(await verdict.getByText('Failing', { exact: true }).evaluate((tag) => getComputedStyle(tag).backgroundColor)).toBe('rgb(180, 35, 24)');
  const rollback = page.getByRole('button', { name: 'Roll back parts' });
  await expect(rollback).toHaveClass(/ant-btn-primary/);
  await expect(rollback).toHaveClass(/ant-btn-dangerous/);
  await expect(page.getByRole('button', { name: 'Promote parts' })).not.toHaveClass(/ant-btn-primary/);
  // Two clicks end it, with the site down.
  await rollback.click();
  await page.getByRole('button', { name: `End canary ${broken} of parts` }).click();
  await expect(page.getByText(`parts: ${broken} rolled back`)).toBeVisible({ timeout: 30_000 });
  expect(stackRegistry().remotes['parts']!.canary).toBeUndefined();
  await page.context().close();
});

test('a staged rollout shows its steps: the countdown runs to the second, an overdue step is flagged while no site moves it, and the step moves once one does', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser);
  await page.goto('/areas/parts');
  await page.getByRole('button', { name: `Staged rollout parts ${healthy}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Steps (% of visitors)').fill('10,50,100');
  // 30 s between steps: once a site moves the overdue step, the next one is 30 s away, so the checks
  // below read the 50 % step even on a busy machine.
  await dialog.getByLabel('Interval').fill('30s');
  await dialog.getByRole('button', { name: 'Start rollout' }).click();
  await expect(page.getByText(`The staged rollout of parts ${healthy} has started.`)).toBeVisible({ timeout: 90_000 });

  const timeline = page.getByRole('region', { name: 'Steps of the staged rollout of parts' });
  await expect(timeline.getByRole('listitem')).toHaveText(['10%now', '50%next', '100%promote']);
  await expect(timeline.locator('[aria-current="step"]')).toHaveText('10%now');
  // To the second: the countdown changes while the step does not.
  const countdown = timeline.getByText(/^Next step, 50%, in \d+ s\.$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 5_000 });
  // No site is running: once the step is past due by two of the guard's rounds, the timeline says so.
  await expect(timeline.getByRole('alert')).toContainText(/Overdue by \d+ s: no site instance has moved it\. Is the site running\?/, { timeout: 70_000 });

  // The pages at a phone's width while the rollout runs: nothing wider than the window, every action in view.
  for (const path of ['/', '/areas/parts', '/audit', '/users', '/leads', '/news', '/news/new', '/media']) {
    for (const width of [390, 1440]) {
      const narrow = await signedIn(browser, { width });
      await narrow.goto(path);
      await expect(narrow.getByRole('heading', { level: 1 })).toBeVisible();
      await narrow.waitForLoadState('networkidle');
      const layout = await narrow.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        outside: [...document.querySelectorAll('button, a[href], input, [role="combobox"]')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && (box.left < 0 || box.right > window.innerWidth + 0.5);
          })
          .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? element.tagName),
      }));
      expect(layout, `${path} at ${width} px`).toEqual({ width, outside: [] });
      if (width === 390) expect(await axeViolations(narrow), path).toEqual([]);
      await narrow.context().close();
    }
  }

  // A site again, judging every second: the overdue step moves, and the timeline follows without a reload.
  site = await start('site');
  await expect(timeline.locator('[aria-current="step"]')).toHaveText('50%now', { timeout: 30_000 });
  await expect(timeline.getByRole('listitem').first()).toHaveText('10%done');
  await expect(timeline.getByRole('alert')).toHaveCount(0);
  expect(stackRegistry().remotes['parts']!.canary).toMatchObject({ version: healthy, percent: 50 });
  await page.context().close();
});

test('the Chinese back office says everything in Chinese: no Latin letters outside version ids, user names and paths', async ({ browser }) => {
  const page = await signedIn(browser, { locale: 'zh' });
  // Version ids (`1.0.8-risk…`), the users' names (risk, and e2e, who ran the CLI), paths and the Core Web Vitals' own names are names, not words.
  const allowed = /\b\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?\b|\b(?:risk|e2e|LCP|INP|CLS)\b|\/[\w/:.-]*/g;
  for (const path of ['/', '/areas/parts', '/areas/contact', '/audit', '/users']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const texts = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement;
        const text = walker.currentNode.textContent?.trim() ?? '';
        // What a reader sees: not hidden, not in a closed <details>, and not the release tool's own output (lang="en").
        if (!text || !parent?.checkVisibility() || parent.closest('[lang="en"], code, script, style')) continue;
        found.push(text);
      }
      return found;
    });
    const latin = texts.map((text) => text.replace(allowed, '')).filter((text) => /[A-Za-z]/.test(text));
    expect(latin, path).toEqual([]);
    expect(await page.title(), path).not.toMatch(/[A-Za-z]/);
  }
  await page.context().close();
});

test('the site keeps serving while the back office is down', async ({ request }) => {
  await consoleProcess!.stop();
  consoleProcess = undefined;
  expect(await fetch(`${consoleOrigin}/healthz/live`).then(() => 'up', () => 'down')).toBe('down');
  for (const path of ['/', '/en/parts/d90', '/registry.json']) expect((await request.get(`${siteOrigin}${path}`)).status(), path).toBe(200);
});
