// @ts-check
/** The one test preset: every workspace's vitest.config.mjs is `export default siteVitestConfig()`. */
import { defineConfig } from 'vitest/config';

/** @param {{ environment?: 'happy-dom' | 'node' }} [options] */
export function siteVitestConfig({ environment = 'happy-dom' } = {}) {
  return defineConfig({
    oxc: { jsx: { runtime: 'automatic' } },
    test: {
      environment,
      globals: true,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
      passWithNoTests: false,
      testTimeout: 20_000,
    },
  });
}
