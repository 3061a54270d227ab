import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { adoptLegacyRegistry, registryPlacementProblem, repoRoot, siteLocations } from './site-locations.mjs';

test('by default everything lives in the checkout, wherever the command runs; the registry outside the served store', () => {
  expect(siteLocations({}, '/somewhere/else')).toEqual({
    remotesDir: join(repoRoot, '.remotes'),
    registryFile: join(repoRoot, '.data', 'release', 'registry.json'),
    dataDir: join(repoRoot, '.data'),
  });
});

test('the registry follows DATA_DIR unless REGISTRY_FILE names its own', () => {
  expect(siteLocations({ REMOTES_DIR: '/srv/remotes', DATA_DIR: '/srv/data' }, '/').registryFile).toBe('/srv/data/release/registry.json');
  expect(siteLocations({ REMOTES_DIR: '/srv/remotes', REGISTRY_FILE: '/srv/live.json' }, '/').registryFile).toBe('/srv/live.json');
});

test('relative values are taken from where the command was typed (INIT_CWD), not from the workspace npm runs it in', () => {
  expect(siteLocations({ DATA_DIR: 'data', INIT_CWD: '/home/team/site' }).dataDir).toBe('/home/team/site/data');
  expect(siteLocations({ REMOTES_DIR: 'store' }, '/tmp').remotesDir).toBe('/tmp/store');
});

test('an empty variable is unset', () => {
  expect(siteLocations({ DATA_DIR: '' }, '/tmp').dataDir).toBe(join(repoRoot, '.data'));
});

test('a registry inside the served store is refused, anywhere else it is fine', () => {
  expect(registryPlacementProblem({ remotesDir: '/srv/remotes', registryFile: '/srv/remotes/registry.json' })).toMatch(/inside REMOTES_DIR/);
  expect(registryPlacementProblem({ remotesDir: '/srv/remotes', registryFile: '/srv/remotes/parts/x.json' })).toMatch(/inside REMOTES_DIR/);
  expect(registryPlacementProblem({ remotesDir: '/srv/remotes', registryFile: '/srv/remotes-registry/registry.json' })).toBeUndefined();
  expect(registryPlacementProblem({ remotesDir: '/srv/remotes', registryFile: '/srv/data/release/registry.json' })).toBeUndefined();
});

test('a registry and audit log left in the store by an older version move out once, with nothing lost', () => {
  const root = mkdtempSync(join(tmpdir(), 'locations-'));
  const env = { REMOTES_DIR: join(root, 'remotes'), DATA_DIR: join(root, 'data') };
  mkdirSync(env.REMOTES_DIR);
  writeFileSync(join(env.REMOTES_DIR, 'registry.json'), '{"remotes":{}}\n');
  writeFileSync(join(env.REMOTES_DIR, 'release-log.jsonl'), '{"at":1}\n');
  expect(adoptLegacyRegistry(env)).toHaveLength(2);
  expect(existsSync(join(env.REMOTES_DIR, 'registry.json'))).toBe(false);
  expect(existsSync(join(env.REMOTES_DIR, 'release-log.jsonl'))).toBe(false);
  expect(readFileSync(join(root, 'data', 'release', 'registry.json'), 'utf8')).toBe('{"remotes":{}}\n');
  expect(readFileSync(join(root, 'data', 'release', 'release-log.jsonl'), 'utf8')).toBe('{"at":1}\n');
  expect(adoptLegacyRegistry(env)).toEqual([]);
  // An operator's own REGISTRY_FILE is never moved.
  writeFileSync(join(env.REMOTES_DIR, 'registry.json'), '{}');
  expect(adoptLegacyRegistry({ ...env, REGISTRY_FILE: join(root, 'elsewhere.json') })).toEqual([]);
});
