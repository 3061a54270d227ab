import { spawn } from 'node:child_process';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Registry, RemoteName } from '@site/federation';

export interface HealthCheckInput {
  repoRoot: string;
  /** The shell's build whose server render renders the pages. */
  shellBuildDir: string;
  remotesDir: string;
  /**
   * The live store, when the candidate sits in another (`check`'s throwaway one): the other
   * areas' versions are read from it (the page's menus and routes come from their manifests).
   */
  liveRemotesDir?: string;
  remote: RemoteName;
  /** The registry as it would be with the candidate live. */
  registry: Registry;
  renderTimeoutMs: number;
}

/**
 * Loads the candidate in a separate Node process and renders every page of the remote in both
 * languages through the real shell render, then checks its browser files. Resolves with the
 * problems found (none: healthy).
 */
export function runHealthCheck(input: HealthCheckInput, timeoutMs = 120_000): Promise<string[]> {
  // Same runtime as this process: tsx's loader when run from source, plain Node from dist.
  const runner = fileURLToPath(new URL(`./check-runner${extname(fileURLToPath(import.meta.url))}`, import.meta.url));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, runner, JSON.stringify(input)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      const last = out.trim().split('\n').at(-1) ?? '';
      try {
        const { problems } = JSON.parse(last) as { problems: string[] };
        resolve(code === 0 && problems.length === 0 ? [] : problems.length ? problems : [`the check exited with ${code}`]);
      } catch {
        resolve([code === null ? `the check took longer than ${timeoutMs} ms` : `the check crashed: ${err.trim().split('\n').slice(-3).join(' ') || `exit ${code}`}`]);
      }
    });
  });
}
