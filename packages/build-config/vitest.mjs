// @ts-check
/** The one test preset: every workspace's vitest.config.mjs is `export default siteVitestConfig()`. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * @param {{ environment?: 'happy-dom' | 'node', service?: boolean, include?: string[] }} [options] service: a Node
 *   service (packages/api, packages/release): node environment, workspace packages from source,
 *   each file in its own process (real databases and servers), slower hooks.
 */
export function siteVitestConfig({ environment = 'happy-dom', service = false, include = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'] } = {}) {
  const source = { conditions: ['source'] };
  return defineConfig({
    oxc: { jsx: { runtime: 'automatic' } },
    ...(service ? { resolve: source, ssr: { resolve: source } } : {}),
    test: {
      environment: service ? 'node' : environment,
      globals: true,
      include,
      passWithNoTests: false,
      testTimeout: 20_000,
      ...(service ? { hookTimeout: 30_000, pool: 'forks' } : { setupFiles: [fileURLToPath(new URL('./vitest-setup.mjs', import.meta.url))] }),
    },
  });
}
