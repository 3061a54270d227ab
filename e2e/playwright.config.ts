import { defineConfig, devices } from '@playwright/test';
import { e2eEnv, e2ePort, e2eTmp } from './support/environment';

const chromeAt1440 = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const specs = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);

/**
 * `npm test` runs the suite in three phases of lanes side by side, each lane against a site of its
 * own (run-e2e.mjs, E2E_LANE), one spec file at a time: first the readers and the writers, one lane a
 * core; then the writers that hold a time limit, split in two lanes (`writers-a`, `writers-b`); last,
 * alone on the machine, the spec whose verdict is a comparison of real browsers' speed.
 * A third lane in the first phase (the writers split in two) was measured on 2026-11-28: e2e took
 * 30.5 min instead of 39.7, but the specs that build and release areas ran past their limits
 * (a canary of a copy of mf-products: 6.1 min against 1.8 with two lanes).
 *
 * Readers only read their site (pages, API reads, headers) or run servers and databases of their
 * own. Every other spec is a writer: it changes what its site serves (registry, store, news,
 * reports, enquiries, SMS limits). The writers that hold a time limit (a deadline, a grace period,
 * "visible within") are the `timed-writers` project, after the writers; `npm test` runs them in a
 * phase of their own once the first is done, on a machine no longer busy with it. `writers-a` and
 * `writers-b` split the writers in two lists balanced by how long their specs take (each lane's JSON
 * report, summarized at the end of a run, says). The guard's verdict on speed (`quiet-writers`)
 * compares a canary with the live version as a handful of real browsers measured them: a canary as
 * fast as the live one was rolled back on noise while the readers ran, and again (CI, 2026-11-28)
 * while lane b's specs started servers beside it, so it runs last, on a machine doing nothing else.
 */
const readers = specs([
  'accessibility', 'applications', 'contact-accessibility', 'content', 'csp', 'html-validity', 'instances-from-one-checkout',
  'route-crawl', 'metrics', 'mobile', 'no-js', 'contact-no-js', 'pages', 'phone-layout-mobile', 'products', 'public-port',
  'service-app', 'shell', 'structured-data',
]);
/** Lane a's writers by name; lane b has every other writer (a new spec lands there). */
const laneA = { specs: ['area-pages', 'canary', 'prefetch', 'site-events'], timed: ['lifecycle', 'page-deadline', 'federation', 'dev', 'several-instances', 'incident', 'lead-triage'] };
const laneBTimed = ['newsroom', 'lead-desk', 'cold-start', 'launches'];
const quietWriters = specs(['canary-speed']);
const timedWriters = specs([...laneA.timed, ...laneBTimed]);
const phoneSpecs = /mobile\.spec\.ts$/;
const noScriptSpecs = /no-js\.spec\.ts$/;

const readerProjects = [
  { name: 'desktop', testMatch: readers, testIgnore: [phoneSpecs, noScriptSpecs], use: chromeAt1440 },
  {
    // Every route on a phone: no sideways scrolling, nothing covered, 24 px tap targets, the menu by touch.
    name: 'mobile',
    testMatch: phoneSpecs,
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
    testMatch: noScriptSpecs,
    // Without scripts a loaded page never changes, so an assertion has nothing to wait for.
    expect: { timeout: 1_000 },
    use: { ...chromeAt1440, javaScriptEnabled: false },
  },
];
/** A lane's writers (every writer when `lane` is none): the timed ones after the others, the quiet ones last. */
function writerProjects(lane?: 'writers-a' | 'writers-b') {
  const untimed = lane === 'writers-a' ? { testMatch: specs(laneA.specs) } : { testIgnore: [readers, timedWriters, quietWriters, ...(lane ? [specs(laneA.specs)] : [])] };
  const timed = lane === 'writers-a' ? specs(laneA.timed) : lane === 'writers-b' ? specs(laneBTimed) : timedWriters;
  return [
    { name: 'writers', ...untimed, use: chromeAt1440 },
    { name: 'timed-writers', testMatch: timed, dependencies: ['writers'], use: chromeAt1440 },
    // Lane b has none: the quiet specs run once, in lane a's last phase.
    ...(lane === 'writers-b' ? [] : [{ name: 'quiet-writers', testMatch: quietWriters, dependencies: ['timed-writers'], use: chromeAt1440 }]),
  ];
}

/** This run's lane: `readers`, `writers` (every writer), `writers-a`, `writers-b`, or all one after the other (a plain `playwright test`). */
const lane = process.env.E2E_LANE;
/** What names this run's results: the lane, or the lane and its phase (run-e2e.mjs runs a writer lane's timed specs apart). */
const results = process.env.E2E_RUN ?? lane ?? 'all';

/** Runs against the real `npm start` (production build, every remote) in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/${results}`,
  fullyParallel: false,
  workers: 1,
  // A retry would hide a bug, so there are none.
  retries: 0,
  timeout: 30_000,
  // How long an assertion waits for what it expects: a first visit to the back office parses antd
  // and its section's chunk, which took over Playwright's 5 s while two lanes shared two cores
  // (CI, 2026-11-28). The limits a spec asserts as behaviour (support/deadlines.ts) are its own.
  expect: { timeout: 10_000 },
  // The JSON report is what run-e2e.mjs summarizes at the end (each lane's failures, its slowest specs).
  reporter: [['list'], ['json', { outputFile: `test-results/${results}.json` }]],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects:
    lane === 'readers'
      ? readerProjects
      : lane === 'writers-a' || lane === 'writers-b'
        ? writerProjects(lane)
        : lane === 'writers'
          ? writerProjects()
        : [...readerProjects, ...writerProjects().map((project) => ({ ...project, dependencies: [...(project.dependencies ?? []), 'desktop', 'mobile', 'no-js'], workers: 1 }))],
  webServer: {
    // A fresh remotes store and registry each run; `npm start` publishes the built remotes into it.
    command: `rm -rf '${e2eTmp}' && npm start`,
    cwd: '..',
    url: `http://localhost:${e2ePort}/registry.json`,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eEnv,
  },
});
