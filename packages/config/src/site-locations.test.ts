import { join } from 'node:path';
import { expect, test } from 'vitest';
import { repoRoot, siteLocations } from './site-locations.mjs';

test('by default everything lives in the checkout, wherever the command runs', () => {
  expect(siteLocations({}, '/somewhere/else')).toEqual({
    remotesDir: join(repoRoot, '.remotes'),
    registryFile: join(repoRoot, '.remotes', 'registry.json'),
    dataDir: join(repoRoot, '.data'),
  });
});

test('the registry follows REMOTES_DIR unless REGISTRY_FILE names its own', () => {
  expect(siteLocations({ REMOTES_DIR: '/srv/remotes' }, '/').registryFile).toBe('/srv/remotes/registry.json');
  expect(siteLocations({ REMOTES_DIR: '/srv/remotes', REGISTRY_FILE: '/srv/live.json' }, '/').registryFile).toBe('/srv/live.json');
});

test('relative values are taken from where the command was typed (INIT_CWD), not from the workspace npm runs it in', () => {
  expect(siteLocations({ DATA_DIR: 'data', INIT_CWD: '/home/team/site' }).dataDir).toBe('/home/team/site/data');
  expect(siteLocations({ REMOTES_DIR: 'store' }, '/tmp').remotesDir).toBe('/tmp/store');
});

test('an empty variable is unset', () => {
  expect(siteLocations({ DATA_DIR: '' }, '/tmp').dataDir).toBe(join(repoRoot, '.data'));
});
