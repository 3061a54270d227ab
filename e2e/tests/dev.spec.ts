import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eTmp } from '../support/environment';
import { showsFailedArea, waitForHydration } from '../support/page-problems';

const repoRoot = resolve(import.meta.dirname, '../..');
/** What an area's folder needs to build (a copy inside the repository finds its node_modules). */
const areaFiles = ['package.json', 'rsbuild.config.mjs', 'tsconfig.json', 'src', 'locales', 'public'];

/** `count` consecutive free ports from 3400-3499 (the range left to ad-hoc servers here). */
async function freePorts(count: number): Promise<number> {
  const isFree = (port: number) =>
    new Promise<boolean>((done) => {
      const server = createServer()
        .once('error', () => done(false))
        .listen(port, '0.0.0.0', () => server.close(() => done(true)));
    });
  for (let first = 3440; first + count <= 3500; first += count) {
    const ports = Array.from({ length: count }, (_, index) => first + index);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return first;
  }
  throw new Error('no free ports in 3440-3499');
}

/** Stops the dev command and everything it started (its process group), and waits for it. */
async function stop(dev: ChildProcess): Promise<void> {
  if (dev.exitCode !== null || dev.signalCode !== null || !dev.pid) return;
  const exited = new Promise((done) => dev.once('exit', done));
  process.kill(-dev.pid, 'SIGTERM');
  const killed = await Promise.race([exited.then(() => true), new Promise((done) => setTimeout(() => done(false), 10_000))]);
  if (!killed) process.kill(-dev.pid, 'SIGKILL');
}

test('npm run dev: an edit to a copy of an area shows in the open page without a reload, and in the next server render, its manifest too', async ({ page }) => {
  test.setTimeout(180_000);
  const area = join(e2eTmp, `dev-content-${process.pid}`);
  rmSync(area, { recursive: true, force: true });
  for (const file of areaFiles) cpSync(join(repoRoot, 'mf-content', file), join(area, file), { recursive: true });
  const dataDir = join(e2eTmp, `dev-data-${process.pid}`);
  mkdirSync(dataDir, { recursive: true });

  const port = await freePorts(5);
  const site = `http://localhost:${port}`;
  let output = '';
  // The whole site in dev (every area's dev server and the shell's), the content area from the copy.
  const dev = spawn(process.execPath, ['scripts/dev.mjs', '--root', area, '--remote-ports', String(port + 1)], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, REMOTES_DIR: join(e2eTmp, 'dev-remotes'), TURBO_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(() => fetch(`${site}/about`).then((response) => response.status, () => (dev.exitCode === null ? 0 : -1)), { timeout: 150_000, intervals: [1000] })
      .toBe(200);

    await page.goto(`${site}/about`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: '公司简介' })).toBeVisible();
    // Survives anything but a reload of the page.
    await page.evaluate(() => Object.assign(window, { devMarker: 'still here' }));

    // A component: React Fast Refresh applies it in the open page.
    const component = join(area, 'src/routes/about/components/about-intro.tsx');
    const edited = `Edited ${Date.now()}`;
    writeFileSync(component, readFileSync(component, 'utf8').replace("title={t('intro.title')}", `title=${JSON.stringify(edited)}`));
    await expect(page.getByRole('heading', { name: edited })).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { devMarker?: string }).devMarker)).toBe('still here');
    await expect.poll(() => fetch(`${site}/about`).then((response) => response.text()), { timeout: 20_000 }).toContain(edited);

    // A translation: the page takes it from the server render, so the page reloads with it.
    const messages = join(area, 'locales/zh/about.json');
    const translated = `译文 ${Date.now()}`;
    writeFileSync(messages, readFileSync(messages, 'utf8').replace('"关于我们 | 灵枢机器人"', JSON.stringify(translated)));
    await expect(page).toHaveTitle(translated, { timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { devMarker?: string }).devMarker)).toBeUndefined();
    await expect.poll(() => fetch(`${site}/about`).then((response) => response.text()), { timeout: 20_000 }).toContain(`<title>${translated}</title>`);

    // The area's manifest: a new menu entry is in the next server render, without a restart.
    const manifest = join(area, 'src/area.ts');
    const entry = `入口 ${Date.now()}`;
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('  entries: [', `  entries: [\n    { slot: 'header', path: '/service', label: { zh: '${entry}', en: 'Entry' }, order: 55 },`));
    await expect.poll(() => fetch(`${site}/about`).then((response) => response.text()), { timeout: 30_000 }).toContain(`>${entry}</a>`);

    // Twenty edits in a row, a component and a translation in turn: every server render on the way
    // is a whole page (a rebuild landing during a render never mixes two builds' modules).
    const failures: string[] = [];
    for (let round = 1; round <= 20; round++) {
      const text = `第 ${round} 次 ${Date.now()}`;
      if (round % 2) writeFileSync(component, readFileSync(component, 'utf8').replace(/title=(\{t\('intro\.title'\)\}|"[^"]*")/, `title=${JSON.stringify(text)}`));
      else writeFileSync(messages, readFileSync(messages, 'utf8').replace(/"title": "[^"]*"/, `"title": ${JSON.stringify(text)}`));
      const saved = Date.now();
      for (;;) {
        const response = await fetch(`${site}/about`);
        const html = await response.text();
        if (response.status !== 200 || showsFailedArea(html)) failures.push(`edit ${round}: ${response.status}${showsFailedArea(html) ? ', the area failed' : ''}`);
        if (html.includes(JSON.stringify(text).slice(1, -1))) break;
        if (Date.now() - saved > 20_000) {
          failures.push(`edit ${round}: not rendered within 20 s`);
          break;
        }
      }
    }
    expect(failures).toEqual([]);
    // A rebuild replaces the area's registration quietly (no "already registered" warning per edit).
    expect(output).not.toMatch(/area failed|is not a function|is not a route module|is already registered/);
  } catch (error) {
    console.log(output.slice(-4000));
    throw error;
  } finally {
    await stop(dev);
    rmSync(area, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
