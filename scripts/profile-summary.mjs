// `node scripts/profile-summary.mjs FILE.cpuprofile [--top 30]`: where a CPU profile's time went,
// by function: self time (its own code) and total time (with what it called), the largest first.
// For the profiles `npm run bench:ssr -- --profile DIR` writes; Chrome DevTools shows the same as
// a flame chart.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '30' } } });
if (positionals.length !== 1) {
  console.error('usage: node scripts/profile-summary.mjs FILE.cpuprofile [--top N]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const top = Number(values.top);

// Each sample names the node that was running; its time is the gap to the next sample.
const selfUs = new Map();
profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0)));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const label = ({ callFrame: { functionName, url, lineNumber } }) =>
  `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*node_modules\//, '~/').replace(/^file:\/\/.*?\/(shell|mf-\w+|packages)\//, '$1/')}:${lineNumber + 1}` : ''}`.trim();

const self = new Map();
const total = new Map();
for (const [id, us] of selfUs) {
  const node = nodes.get(id);
  self.set(label(node), (self.get(label(node)) ?? 0) + us);
  // Total: once per function on the stack (recursion counted once).
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const name = label(nodes.get(at));
    if (seen.has(name)) continue;
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + us);
  }
}
const all = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
const print = (title, map) => {
  console.log(`\n${title} (of ${(all / 1000).toFixed(0)} ms sampled)`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((us / all) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
};
print('Self time', self);
print('Total time', total);
