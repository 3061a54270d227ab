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

test("a store on another origin (REMOTES_URL) is allowed like REMOTE_ORIGINS, once, and read as a folder", () => {
  const config = readConfig({ REMOTES_URL: 'https://store.example.com/remotes', REMOTE_ORIGINS: 'https://store.example.com,https://cdn.example.com' });
  expect(config.REMOTES_URL).toBe('https://store.example.com/remotes/');
  expect(config.REMOTE_ORIGINS).toEqual(['https://store.example.com', 'https://cdn.example.com']);
  expect(() => readConfig({ REMOTES_URL: 'store' })).toThrow(/REMOTES_URL/);
});
