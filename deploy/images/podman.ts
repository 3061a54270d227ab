import { spawnSync, type SpawnSyncOptions } from 'node:child_process';

/**
 * podman as this machine needs it: runc (crun refuses this VM's cgroups) and cgroupfs. Another
 * machine sets PODMAN_GLOBAL_FLAGS ('' for podman's defaults).
 */
export const podmanGlobalFlags = (process.env.PODMAN_GLOBAL_FLAGS ?? '--runtime runc --cgroup-manager=cgroupfs').split(' ').filter(Boolean);

/**
 * Limits given explicitly to every build step and container (podman's defaults fail here), as high
 * as this process may set them: a container cannot be given more than its parent's hard limit.
 */
function hostLimits(): { nofile: number; nproc: number } {
  const [nofile, nproc] = spawnSync('bash', ['-c', 'ulimit -Hn; ulimit -Hu'], { encoding: 'utf8' }).stdout.split('\n').map((line) => (line.trim() === 'unlimited' ? Infinity : Number(line)));
  return { nofile: Math.min(65536, nofile || 1024), nproc: Math.min(16384, nproc || 1024) };
}
const { nofile, nproc } = hostLimits();
export const ulimits = ['--ulimit', `nofile=${nofile}:${nofile}`, '--ulimit', `nproc=${nproc}:${nproc}`];

/** Runs podman; throws with its output when it fails (unless `allowFailure`). */
export function podman(args: string[], options: { allowFailure?: boolean; inherit?: boolean; input?: SpawnSyncOptions['input'] } = {}): { status: number; stdout: string; stderr: string } {
  const result = spawnSync('podman', [...podmanGlobalFlags, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: options.inherit ? ['ignore', 'inherit', 'inherit'] : ['pipe', 'pipe', 'pipe'],
    ...(options.input !== undefined ? { input: options.input } : {}),
  });
  const outcome = { status: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
  if (outcome.status !== 0 && !options.allowFailure) throw new Error(`podman ${args.join(' ')} failed (${result.error?.message ?? `exit ${outcome.status}`}):\n${outcome.stderr.slice(-2000)}`);
  return outcome;
}

export const imageExists = (image: string) => podman(['image', 'exists', image], { allowFailure: true }).status === 0;
