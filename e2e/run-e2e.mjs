// `npm test -w @site/e2e`: the suite in three phases, each of lanes side by side, each lane against a
// site of its own (its own port, store, registry and data; see playwright.config.ts), one spec at a
// time. First the readers and the writers, a lane each (one lane a core: a third lane, the writers
// split in two, ran the specs that build and release areas past their limits on two cores); then,
// on a machine no longer busy with those, the writers that hold a time limit (a deadline, "visible
// within") in two lanes, each on a fresh site; last, alone, the guard's verdict on real browsers'
// speed. Each lane's lines carry its name; the run fails when any lane does, and ends with each
// lane's summary (its failures, its slowest specs). Arguments go to every lane
// (`-- tests/shell.spec.ts`); a lane with no matching test passes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const phases = [
  [
    { lane: 'readers', port: 3210, projects: ['desktop', 'mobile', 'no-js'] },
    { lane: 'writers', port: 3310, projects: ['writers'] },
  ],
  [
    { lane: 'writers-a', port: 3310, projects: ['timed-writers'], phase: 'timed' },
    { lane: 'writers-b', port: 3510, projects: ['timed-writers'], phase: 'timed' },
  ],
  [{ lane: 'writers-a', port: 3310, projects: ['quiet-writers'], phase: 'quiet' }],
];
const args = process.argv.slice(2);

/** What names a lane's output, report and site folder: its lane, and its phase after the first (`writers-a-timed`). */
const nameOf = ({ lane, phase }) => (phase ? `${lane}-${phase}` : lane);

/** One lane of a phase: its projects only (after the first phase, without the projects they follow in a plain run). */
function run({ lane, port, projects, phase }) {
  const name = nameOf({ lane, phase });
  const started = performance.now();
  const only = [...projects.map((project) => `--project=${project}`), ...(phase ? ['--no-deps'] : [])];
  const child = spawn('npx', ['playwright', 'test', '--pass-with-no-tests', ...only, ...args], {
    cwd: import.meta.dirname,
    env: { ...process.env, E2E_LANE: lane, E2E_RUN: name, E2E_PORT: String(port), E2E_TMP: `.tmp/${name}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return new Promise((done) =>
    child.on('exit', (code, signal) => done({ name, code: code ?? 1, signal, seconds: Math.round((performance.now() - started) / 1000) })),
  );
}

/** Every test of a Playwright JSON report (nested describes flattened) with its file, project, status, time and error. */
function testsOf(report) {
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const result = test.results?.at(-1);
        tests.push({ file, title: spec.title, project: test.projectName, status: result?.status ?? 'skipped', ms: result?.duration ?? 0, error: result?.error?.message });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return tests;
}

/** A lane's summary from its report: its slowest spec files, then each failed test with its first error lines. */
function summarize(name) {
  let report;
  try {
    report = JSON.parse(readFileSync(new URL(`test-results/${name}.json`, import.meta.url), 'utf8'));
  } catch {
    return [`[${name}] no report (test-results/${name}.json)`];
  }
  const tests = testsOf(report);
  const byFile = new Map();
  for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
  const slowest = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8);
  const failed = tests.filter((test) => test.status !== 'passed' && test.status !== 'skipped');
  const clean = (text) => (text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim()).slice(0, 12).map((line) => `      ${line}`);
  return [
    `[${name}] ${tests.length} tests; slowest files: ${slowest.map(([file, ms]) => `${file} ${Math.round(ms / 1000)} s`).join(', ')}`,
    ...failed.flatMap((test) => [`[${name}] FAILED ${test.file} › ${test.title} (${test.project}, ${test.status}, ${Math.round(test.ms / 1000)} s)`, ...clean(test.error)]),
  ];
}

const results = [];
const phaseTimes = [];
for (const phase of phases) {
  const started = performance.now();
  results.push(...(await Promise.all(phase.map(run))));
  phaseTimes.push(`${phase.map(nameOf).join(' + ')} in ${Math.round((performance.now() - started) / 1000)} s`);
}
// Each lane's failures again at the end: a lane that finished first has its own report far up the log.
for (const { name } of results) console.log(summarize(name).join('\n'));
for (const { name, code, signal, seconds } of results) console.log(`e2e ${name}: ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s`);
console.log(`e2e phases: ${phaseTimes.join('; then ')}`);
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
