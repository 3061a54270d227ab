import { defineConfig, devices } from '@playwright/test';
import { e2eEnv, e2ePort } from './support/environment';

/** Runs against the real `npm start` (production build, every remote) in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // A retry would hide a bug, so there are none.
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /(no-js|mobile|dev)\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    {
      // Every route on a phone: no sideways scrolling, nothing covered, 24 px tap targets, the menu by touch.
      name: 'mobile',
      testMatch: /mobile\.spec\.ts$/,
      use: {
        // Chrome on Android (isMobile, hasTouch) at the size of a 6.1-inch phone, in the same Debian Chromium.
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 3,
      },
    },
    {
      // Every route read with scripts off: the server HTML alone must show the whole page.
      name: 'no-js',
      testMatch: /no-js\.spec\.ts$/,
      // Without scripts a loaded page never changes, so an assertion has nothing to wait for.
      expect: { timeout: 1_000 },
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, javaScriptEnabled: false },
    },
    {
      // `npm run dev` on ports of its own: an edit to (a copy of) an area shows in the open page and the next render.
      name: 'dev',
      testMatch: /\/dev\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // A fresh remotes store and registry each run; `npm start` publishes the built remotes into it.
    command: 'rm -rf e2e/.tmp && npm start',
    cwd: '..',
    url: `http://localhost:${e2ePort}/registry.json`,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eEnv,
  },
});
