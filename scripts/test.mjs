// `npm test`: every test, in phases that each print their time: typecheck, lint, unit (every
// workspace's vitest suite) and end-to-end (Playwright against the real `npm start`). The first phase
// that fails stops the run, as `&&` would. With PHASE_TIMES_FILE set (CI does), each phase's time is
// also appended there as `<phase>\t<seconds>`, so the caller can print one table for its whole run.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { repoRoot } from '@site/config/locations';

const turbo = (...args) => ['npx', ['turbo', 'run', ...args]];
const phases = [
  // Type checks and lint read files only: two at a time on two cores.
  ['typecheck', ...turbo('typecheck', '--concurrency=2')],
  ['lint', ...turbo('lint', '--concurrency=2')],
  // Two workspaces' suites at a time: each test file has databases of its own (SQLite files in a
  // temporary folder, its own PostgreSQL schema, its own Redis key prefix) and servers on free ports.
  // 165 s one at a time, 110-124 s two at a time on two cores (2026-11-28).
  ['unit', ...turbo('test', '--concurrency=2', '--filter=!@site/e2e')],
  ['e2e', 'npm', ['test', '-w', '@site/e2e']],
];

const only = process.argv.slice(2);
const times = [];
for (const [name, command, args] of phases) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = performance.now();
  const run = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  const seconds = Math.round((performance.now() - started) / 1000);
  times.push([name, seconds]);
  console.log(`\n=== npm test: ${name} ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`);
  if (process.env.PHASE_TIMES_FILE) appendFileSync(process.env.PHASE_TIMES_FILE, `${name}\t${seconds}\n`);
  if (run.status !== 0) process.exit(run.status ?? 1);
}
console.log(times.map(([name, seconds]) => `  ${name.padEnd(10)} ${String(seconds).padStart(5)} s`).join('\n'));
