// `npm run prove:rollout`: the images run as an orchestrator runs them, on this machine with podman,
// and a rolling update under steady load loses no request.
//   PostgreSQL and Redis (this machine's; to the site they are external services, as on Kubernetes)
//   nginx in front of two site containers, and nginx as the store's origin (REMOTES_URL)
//   the back office, which keeps the store and receives a team's push
// First the image checks: a non-root user, nothing written outside /data and /tmp, /healthz/ready
// 503 until the areas are loaded, each container's cold start to ready. Then, under load on three
// pages, each site container in turn is replaced by one from a new image tag (out of nginx, SIGTERM
// and its drain, the new one started, ready, back into nginx), and a team pushes and activates a parts
// version half-way. Exits 1 on any failed request, a failed check, or an instance still serving the
// old parts version 2 s after the activation. Needs `npm run images` first, root, podman and nginx.
import { execFile, execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { imageName } from '../images/image-names.js';
import { podman, podmanGlobalFlags, ulimits } from '../images/podman.js';
import { startLoad } from './load.js';

const repo = resolve(import.meta.dirname, '../..');
const execFileAsync = promisify(execFile);
/** podman, without holding the event loop (the load runs in this process). */
const podmanAsync = (args: string[]) => execFileAsync('podman', [...podmanGlobalFlags, ...args]);
const work = join(repo, '.images', 'rollout');
const run = Date.now().toString(36);
const ports = { balancer: 3800, siteA: 3801, siteB: 3802, backoffice: 3890, store: 3891 };
const database = `rollout_${run}`;
const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
const pages = ['/', '/parts/d90', '/contact'];
const failures: string[] = [];
const fail = (problem: string) => {
  failures.push(problem);
  console.log(`rollout: FAILED ${problem}`);
};
const log = (line: string) => console.log(`rollout: ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---- the environment ---------------------------------------------------------------------------

/** The settings both processes read, as the ConfigMap and the Secret give them on Kubernetes. */
const sharedEnv = {
  METRICS_PORT: '0',
  DATABASE_URL: databaseUrl,
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `rollout-${run}:`,
  REMOTES_URL: `http://127.0.0.1:${ports.store}/remotes/`,
  RELEASE_PREVIEW_SECRET: `rollout-preview-secret-${run}`,
  SITE_ORIGIN: `http://127.0.0.1:${ports.balancer}`,
  SHUTDOWN_GRACE_MS: '20000',
  // Production refuses the development outbox: the real provider's settings, pointed nowhere (no code is sent here).
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/',
  ALIYUN_SMS_ACCESS_KEY_ID: 'rollout',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'rollout',
  ALIYUN_SMS_SIGN_NAME: 'rollout',
  ALIYUN_SMS_TEMPLATE_CODE: 'rollout',
};
const siteEnv = (port: number) => ({ ...sharedEnv, PORT: String(port), HOST: '127.0.0.1' });
const backofficeEnv = { ...sharedEnv, CONSOLE_PORT: String(ports.backoffice), CONSOLE_HOST: '127.0.0.1' };
const storeDir = join(work, 'store');

/** Runs a container as Kubernetes would (deploy/kubernetes): read-only root, /data and /tmp writable, no capabilities. */
async function startContainer(name: string, image: string, env: Record<string, string>, command: string[] = []): Promise<number> {
  const started = Date.now();
  const dataMount = name.includes('backoffice') || name.includes('seed') ? `${storeDir}:/data` : `${join(work, name)}:/data`;
  if (!dataMount.startsWith(storeDir)) prepareDir(join(work, name));
  const args = ['run', ...(command.length ? ['--rm'] : ['-d']), '--name', name, '--network', 'host', ...ulimits, '--read-only', '--read-only-tmpfs=false', '--tmpfs', '/tmp:rw,size=64m', '-v', dataMount, '--cap-drop', 'ALL', '--security-opt', 'no-new-privileges', ...Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]), image, ...command];
  const { stdout } = await podmanAsync(args);
  if (command.length) process.stdout.write(stdout);
  return started;
}

function prepareDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chownSync(dir, 10001, 10001);
}

async function status(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Waits for a container's URL to answer 200; returns when it did, and every other status seen before it. */
async function until200(container: string, url: string, timeoutMs = 90_000): Promise<{ at: number; seen: Set<number> }> {
  const seen = new Set<number>();
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; Date.now() < deadline; attempt++) {
    const code = await status(url);
    if (code === 200) return { at: Date.now(), seen };
    seen.add(code);
    if (attempt % 20 === 0 && podman(['inspect', '--format', '{{.State.Running}}', container]).stdout.trim() !== 'true') throw new Error(`${container} exited before ${url} answered 200`);
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (saw ${[...seen].join(', ')})`);
}

/** nginx: the balancer over the live site containers, and the store's origin. Reloaded (gracefully) on every change. */
function writeNginxConfig(upstreams: number[]): void {
  const config = `
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/nginx-body;
  proxy_temp_path ${work}/nginx-proxy;
  upstream site {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${ports.balancer};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
    }
  }
  server {
    listen 127.0.0.1:${ports.store};
    location ~ ^/remotes/[a-z]+/[\\w.+-]+/((web|node)/|integrity\\.json$) {
      root ${storeDir};
      add_header Access-Control-Allow-Origin * always;
    }
    location / { return 404; }
  }
}
`;
  writeFileSync(join(work, 'nginx.conf'), config);
}
const nginx = (args: string[]) => execFileSync('nginx', ['-p', work, '-c', join(work, 'nginx.conf'), ...args], { stdio: 'inherit' });
function route(upstreams: number[]): void {
  writeNginxConfig(upstreams);
  nginx(['-s', 'reload']);
}

/** The version of parts a site instance serves, read from its server HTML. */
async function partsVersion(port: number): Promise<string | undefined> {
  const html = await fetch(`http://127.0.0.1:${port}/parts/d90`).then((response) => response.text(), () => '');
  return /data-remote="parts"[^>]*data-remote-version="([^"]+)"|data-remote-version="([^"]+)"[^>]*data-remote="parts"/.exec(html)?.slice(1).find(Boolean);
}

const psql = (sql: string) => execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qtAc', sql], { encoding: 'utf8' });
const containers = ['rollout-site-a', 'rollout-site-b', 'rollout-backoffice'];
let balancer: ChildProcess | undefined;

function cleanUp(): void {
  for (const name of containers) podman(['rm', '-f', '-t', '0', name], { allowFailure: true });
  if (existsSync(join(work, 'nginx.pid'))) spawnSync('nginx', ['-p', work, '-c', join(work, 'nginx.conf'), '-s', 'quit']);
  balancer?.kill();
  spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qtAc', `DROP DATABASE IF EXISTS ${database}`]);
}

// ---- the proof ---------------------------------------------------------------------------------

async function prove(): Promise<void> {
  const siteImage = `${imageName('site')}:latest`;
  const backofficeImage = `${imageName('backoffice')}:latest`;
  for (const image of [siteImage, backofficeImage]) if (podman(['image', 'exists', image], { allowFailure: true }).status !== 0) throw new Error(`${image} is not built: npm run images`);
  // The new image tag the update moves to: another image (its own id), as a new build would be.
  cleanUp();
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const nextImage = `${imageName('site')}:rollout-next`;
  writeFileSync(join(work, 'Containerfile.next'), `FROM ${siteImage}\nLABEL rollout.run=${run}\n`);
  podman(['build', '--format', 'docker', '-t', nextImage, '-f', join(work, 'Containerfile.next'), work]);
  const imageId = (image: string) => podman(['image', 'inspect', '--format', '{{.Id}}', image]).stdout.trim().slice(0, 12);
  log(`images: site ${imageId(siteImage)} (old), ${imageId(nextImage)} (new); back office ${imageId(backofficeImage)}`);

  prepareDir(storeDir);
  psql(`CREATE DATABASE ${database}`);
  writeNginxConfig([ports.siteA, ports.siteB]);
  balancer = spawn('nginx', ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });

  // The image checks, on a site container started before any area version exists.
  const aStarted = await startContainer('rollout-site-a', siteImage, siteEnv(ports.siteA));
  await until200('rollout-site-a', `http://127.0.0.1:${ports.siteA}/healthz/live`);
  const notReady = await status(`http://127.0.0.1:${ports.siteA}/healthz/ready`);
  if (notReady === 503) log('/healthz/ready answers 503 while no area is loaded');
  else fail(`/healthz/ready answered ${notReady} before any area version existed (503 expected)`);
  const user = podman(['exec', 'rollout-site-a', 'id', '-u']).stdout.trim();
  if (user === '10001') log('the container runs as user 10001, not root');
  else fail(`the container runs as user ${user}`);
  for (const path of ['/app/shell/written', '/written', '/usr/local/written', '/var/tmp/written']) {
    if (podman(['exec', 'rollout-site-a', 'sh', '-c', `echo x > ${path}`], { allowFailure: true }).status === 0) fail(`the container could write ${path}`);
  }
  const plainWrite = podman(['run', '--rm', ...ulimits, '--entrypoint', 'sh', siteImage, '-c', 'echo x > /app/shell/written'], { allowFailure: true });
  if (plainWrite.status === 0) fail('the image lets its user write into /app, even without a read-only root');
  const health = podman(['healthcheck', 'run', 'rollout-site-a'], { allowFailure: true });
  if (health.status === 0) log('the image\'s HEALTHCHECK (/healthz/live) passes');
  else fail(`the image's HEALTHCHECK failed: ${health.stdout}${health.stderr}`);
  for (const path of ['/data/written', '/tmp/written']) if (podman(['exec', 'rollout-site-a', 'sh', '-c', `echo x > ${path}`], { allowFailure: true }).status !== 0) fail(`the container cannot write ${path}`);
  if (!failures.length) log('writing outside /data and /tmp fails (read-only root; /app is root-owned in the image itself)');

  // The back office's init step seeds the store and the registry; the site then loads the areas.
  const seedStarted = Date.now();
  await startContainer('rollout-seed', backofficeImage, backofficeEnv, ['node', 'deploy/images/seed-store.mjs']);
  log(`store seeded in ${seconds(Date.now() - seedStarted)}`);
  const boStarted = await startContainer('rollout-backoffice', backofficeImage, backofficeEnv);
  const aReady = await until200('rollout-site-a', `http://127.0.0.1:${ports.siteA}/healthz/ready`);
  log(`site A ready ${seconds(aReady.at - seedStarted)} after the store was seeded (it had answered ${[...aReady.seen].join(', ')} until then)`);
  const boReady = await until200('rollout-backoffice', `http://127.0.0.1:${ports.backoffice}/healthz/live`);
  const bStarted = await startContainer('rollout-site-b', siteImage, siteEnv(ports.siteB));
  const bReady = await until200('rollout-site-b', `http://127.0.0.1:${ports.siteB}/healthz/ready`);
  const coldStarts = { site: (bReady.at - bStarted) / 1000, backoffice: (boReady.at - boStarted) / 1000 };
  log(`cold start to ready: site ${coldStarts.site.toFixed(1)} s, back office ${coldStarts.backoffice.toFixed(1)} s (site A, started first, ${seconds(aReady.at - aStarted)})`);
  const memory = podman(['stats', '--no-stream', '--format', '{{.Name}} {{.MemUsage}}', 'rollout-site-a', 'rollout-site-b', 'rollout-backoffice']).stdout.trim();
  log(`memory: ${memory.replace(/\n/g, '; ')}`);
  const before = await partsVersion(ports.siteA);

  // The deploy token a team's CI would hold, for the push half-way.
  const token = podman(['exec', 'rollout-backoffice', 'node', 'backoffice/dist/server/cli/console-cli.js', 'token', 'add', 'rollout-ci', '--area', 'parts', '--may', 'activate', '--expires', '1d']).stdout.trim().split('\n').pop()!;

  // Under load: replace A, push and activate parts, replace B.
  route([ports.siteA, ports.siteB]);
  const load = startLoad(`http://127.0.0.1:${ports.balancer}`, pages, 8);
  await sleep(3000);
  const updateStarted = Date.now();
  /** Which instance served which parts version, from which image, at each moment of the update. */
  const served: { moment: string; instance: string; image: string; parts: string | undefined }[] = [];
  const look = async (moment: string, image: string, instances: (readonly [string, number])[]) => {
    for (const [instance, port] of instances) served.push({ moment, instance, image: imageId(image), parts: await partsVersion(port) });
  };
  await look('before', siteImage, [['rollout-site-a', ports.siteA], ['rollout-site-b', ports.siteB]]);
  const nextVersion = `${(before ?? '1.0.0').replace(/-.*$/, '')}-rollout${run}`;
  // A leaves as Kubernetes takes a pod away (out of the endpoints, the preStop pause, SIGTERM); B is
  // sent SIGTERM while nginx still routes to it, as when an endpoint update lags: its drain answers
  // what it holds, and nginx takes a refused connection to the other instance.
  for (const [name, port, other, way] of [['rollout-site-a', ports.siteA, ports.siteB, 'out of nginx first'], ['rollout-site-b', ports.siteB, ports.siteA, 'still routed']] as const) {
    if (way === 'out of nginx first') {
      route([other]);
      // As a preStop pause: the balancer's workers let go of the instance before it is told to stop.
      await sleep(1000);
    }
    const stopStarted = Date.now();
    await podmanAsync(['stop', '-t', '30', name]);
    if (way === 'still routed') route([other]);
    const exitCode = podman(['inspect', '--format', '{{.State.ExitCode}}', name]).stdout.trim();
    const drained = podman(['logs', name]).stderr + podman(['logs', name]).stdout;
    if (exitCode !== '0' || !drained.includes('stopping: finishing the requests in flight')) fail(`${name} did not drain on SIGTERM (exit ${exitCode})`);
    else log(`${name} (${way}): SIGTERM, drained and exited 0 in ${seconds(Date.now() - stopStarted)}`);
    podman(['rm', name]);
    const started = await startContainer(name, nextImage, siteEnv(port));
    const ready = await until200(name, `http://127.0.0.1:${port}/healthz/ready`);
    log(`${name}: new image ready in ${seconds(ready.at - started)}`);
    route([ports.siteA, ports.siteB]);
    if (name === 'rollout-site-a') {
      // A team ships a parts version from its CI, half-way through the update: built for its version id (a build names its own version).
      const pushStarted = Date.now();
      // Asynchronously: the load goes on meanwhile.
      await execFileAsync('npm', ['run', '--silent', 'release', '--', 'push', 'parts', '--root', join(repo, 'mf-parts'), '--version', nextVersion, '--to', `http://127.0.0.1:${ports.backoffice}`, '--activate'], { cwd: repo, env: { ...process.env, RELEASE_TOKEN: token }, maxBuffer: 16 * 1024 * 1024 }).catch((error: { stdout?: string; stderr?: string }) => {
        throw new Error(`the push failed:\n${error.stdout ?? ''}\n${error.stderr ?? String(error)}`);
      });
      const activatedAt = Date.now();
      log(`parts ${nextVersion} built, pushed and activated by the token rollout-ci in ${seconds(activatedAt - pushStarted)}`);
      for (const port of [ports.siteA, ports.siteB]) {
        let version = await partsVersion(port);
        while (version !== nextVersion && Date.now() - activatedAt < 2000) {
          await sleep(50);
          version = await partsVersion(port);
        }
        if (version === nextVersion) log(`instance on ${port} serves parts ${nextVersion} ${Date.now() - activatedAt} ms after the activation`);
        else fail(`instance on ${port} still serves parts ${version} 2 s after ${nextVersion} was activated`);
      }
      await look('after the activation', nextImage, [['rollout-site-a', ports.siteA]]);
      await look('after the activation', siteImage, [['rollout-site-b', ports.siteB]]);
    }
  }
  const updateMs = Date.now() - updateStarted;
  await look('after', nextImage, [['rollout-site-a', ports.siteA], ['rollout-site-b', ports.siteB]]);
  await sleep(2000);
  const figures = await load.stop();

  log(`requests sent ${figures.sent}, failed ${figures.connectionErrors + figures.non2xx} (connection errors ${figures.connectionErrors}, non-2xx ${figures.non2xx}), p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.perSecond.toFixed(0)} req/s`);
  log(`the update took ${seconds(updateMs)} (two instances, one push and activation)`);
  for (const row of served) log(`  ${row.moment.padEnd(21)} ${row.instance.padEnd(15)} image ${row.image}  parts ${row.parts}`);
  if (figures.connectionErrors + figures.non2xx > 0) fail(`${figures.connectionErrors + figures.non2xx} requests failed: ${figures.examples.join('; ')}`);
  writeFileSync(join(repo, '.images', 'rollout-report.json'), `${JSON.stringify({ figures, updateMs, coldStarts, memory, served }, null, 2)}\n`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}
try {
  await prove();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  for (const name of containers) console.log(`--- ${name} logs (last lines)\n${podman(['logs', '--tail', '30', name], { allowFailure: true }).stderr}`);
} finally {
  cleanUp();
}
if (failures.length) {
  console.log(`rollout: FAILED (${failures.length}): ${failures.join(' | ')}`);
  process.exit(1);
}
console.log('rollout: passed, 0 failed requests');
