import { expect, test } from 'vitest';
import { readConfig } from './config';

test('defaults give a local site on port 3000', () => {
  const config = readConfig({});
  expect(config.PORT).toBe(3000);
  expect(config.siteOrigin).toBe('http://localhost:3000');
  expect(config.registryFile).toMatch(/\.data\/release\/registry\.json$/);
});

test('a registry inside the served store is refused at start-up', () => {
  expect(() => readConfig({ REMOTES_DIR: '/srv/remotes', REGISTRY_FILE: '/srv/remotes/registry.json' })).toThrow(/REGISTRY_FILE: .* inside REMOTES_DIR/);
});

test('a bad variable is named in the error', () => {
  expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => readConfig({ REMOTE_ORIGINS: 'not a url' })).toThrow(/REMOTE_ORIGINS/);
});
