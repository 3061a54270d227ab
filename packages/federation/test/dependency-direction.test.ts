import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../..');
const workspaces = {
  '@site/shell': 'shell',
  '@site/backoffice': 'backoffice',
  '@site/release': 'packages/release',
  '@site/build-config': 'packages/build-config',
  '@site/federation': 'packages/federation',
};
type Name = keyof typeof workspaces;

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)(node_modules|dist)\//.test(file))
    // The lint config names the workspaces it keeps apart: as data, not imports. A workspace's own
    // eslint.config.mjs is tooling (the contract's reaches the shared preset by path).
    .filter((file) => !file.endsWith('eslint.mjs') && !file.endsWith('eslint.config.mjs'))
    .map((file) => join(repoRoot, dir, file));

/** Which of the four each one's code reaches: by package name, or by a path into another's folder. */
function reached(name: Name): Set<Name> {
  const found = new Set<Name>();
  for (const file of sourceFiles(workspaces[name])) {
    const text = readFileSync(file, 'utf8');
    for (const [other, dir] of Object.entries(workspaces) as [Name, string][]) {
      if (other === name) continue;
      const byName = new RegExp(`['"]${other}(/[^'"]*)?['"]`).test(text);
      const byPath = text.includes(`'${dir}/`) || text.includes(`"${dir}/`) || text.includes(`${relative(join(repoRoot, workspaces[name]), join(repoRoot, dir))}/`);
      if (byName || byPath) found.add(other);
    }
  }
  return found;
}

function declared(name: Name): Set<string> {
  const pkg = JSON.parse(readFileSync(join(repoRoot, workspaces[name], 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  return new Set([...Object.keys(pkg['dependencies'] ?? {}), ...Object.keys(pkg['devDependencies'] ?? {})]);
}

test('shell, back office, release, build-config and the federation contract depend on each other one way, and say so', () => {
  const edges = Object.fromEntries((Object.keys(workspaces) as Name[]).map((name) => [name, reached(name)])) as Record<Name, Set<Name>>;
  for (const [name, targets] of Object.entries(edges) as [Name, Set<Name>][]) {
    for (const target of targets) expect(declared(name), `${name} uses ${target} without declaring it`).toContain(target);
  }
  // The contract depends on none of them. The shell asks the release package which versions a
  // visit gets and knows no back office; the release package and the back office never reach the
  // shell (they are told where the live shell's build is: @site/config's shellBuildDir).
  expect([...edges['@site/federation']]).toEqual([]);
  expect(edges['@site/shell'].has('@site/backoffice')).toBe(false);
  expect(edges['@site/release'].has('@site/shell')).toBe(false);
  expect(edges['@site/backoffice'].has('@site/shell')).toBe(false);
  // No cycle: a depth-first walk never comes back to where it started.
  const visit = (name: Name, path: Name[]): void => {
    expect(path, `import loop ${[...path, name].join(' -> ')}`).not.toContain(name);
    for (const next of edges[name]) visit(next, [...path, name]);
  };
  for (const name of Object.keys(workspaces) as Name[]) visit(name, []);
});
