// @ts-check
/**
 * Renders the original short videos of /human, /z1, /dog-w and /dog-y: SVG frames drawn with
 * product-scenes.mjs, encoded by ffmpeg (librsvg + libx264) as H.264 yuv420p with faststart,
 * each with a WebP poster (an early frame, @site/design/picture). Needs ffmpeg: `apt-get install -y ffmpeg`.
 * Run: node scripts/generate-product-videos.mjs [name-filter] (the outputs are committed).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeWebp } from '@site/design/picture';
import { palette, svgDocument } from './dog-art.mjs';
import { humanoid, humanPoses } from './humanoid-art.mjs';
import { label, robot, stage, studio } from './product-scenes.mjs';

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 20;
const root = join(import.meta.dirname, '..', 'public', 'media');

/** @typedef {import('./product-scenes.mjs').Robot} Robot */
/** @typedef {{ file: string, seconds: number, frame: (t: number) => string }} Clip */

/** A robot crossing or standing on a stage; the floor scrolls while it moves. @returns {Clip['frame']} */
function moving(/** @type {Robot} */ r, /** @type {string} */ motion, { travel = 0, scale = 0.5, extra = (/** @type {number} */ _t) => '' } = {}) {
  const human = r === 'gen1' || r === 'z1';
  return (t) =>
    stage(WIDTH, HEIGHT, human ? palette.gold : palette.blue, motion === 'stand' ? 0 : (t * 4) % 8) +
    extra(t) +
    robot(r, { x: WIDTH / 2 - travel / 2 + travel * (t / 3), groundY: 340, scale: human ? scale * 0.45 : scale * 0.9, motion, t });
}

/** A dog jumping up and landing. */
function jumping(/** @type {Robot} */ r) {
  return (/** @type {number} */ t) => {
    const hop = Math.max(0, Math.sin(Math.PI * ((t % 1.5) / 1.5)));
    return stage(WIDTH, HEIGHT) + `<g transform="translate(0 ${(-90 * hop).toFixed(1)})">${robot(r, { x: WIDTH / 2, groundY: 340, scale: 0.45, motion: hop > 0.2 ? 'leap' : 'stand' })}</g>`;
  };
}

/** A dog climbing a staircase. */
function stairs(/** @type {Robot} */ r) {
  return (/** @type {number} */ t) => {
    const steps = [0, 1, 2, 3].map((i) => `<rect x="${340 + i * 70}" y="${340 - i * 30}" width="${300 - i * 70}" height="${20 + i * 30}" fill="${palette.shellShade}"/>`).join('');
    const k = Math.min(t / 3, 1);
    return studio(WIDTH, HEIGHT) + steps + robot(r, { x: 200 + 260 * k, groundY: 320 - 80 * k, scale: 0.4, motion: 'climb' });
  };
}

/** A dog turning on the spot (mirrored half-way). */
function turning(/** @type {Robot} */ r) {
  return (/** @type {number} */ t) =>
    stage(WIDTH, HEIGHT) + `<g transform="translate(${WIDTH / 2} 0) scale(${Math.cos((Math.PI * t) / 1.5).toFixed(3)} 1) translate(${-WIDTH / 2} 0)">${robot(r, { x: WIDTH / 2, groundY: 340, scale: 0.45 })}</g>`;
}

/** Rough ground sliding by under a walking dog. */
function terrain(/** @type {Robot} */ r) {
  return (/** @type {number} */ t) => {
    const shift = (t * 120) % 160;
    const rocks = [0, 1, 2, 3, 4, 5].map((i) => `<path d="M${i * 160 - shift} 360 q40 -40 80 0 z" fill="${palette.steel}"/>`).join('');
    return stage(WIDTH, HEIGHT) + rocks + robot(r, { x: WIDTH / 2, groundY: 335, scale: 0.45, motion: 'walk', t });
  };
}

/** Two humanoids handing a box over. */
const collaboration = (/** @type {number} */ t) => {
  const k = (Math.sin((Math.PI * t) / 1.5 - Math.PI / 2) + 1) / 2;
  return (
    studio(WIDTH, HEIGHT) +
    humanoid({ x: 180, groundY: 340, scale: 0.42, pose: humanPoses.carry }) +
    `<g transform="scale(-1 1) translate(${-WIDTH} 0)">${humanoid({ x: 180, groundY: 340, scale: 0.42, pose: humanPoses.carry })}</g>` +
    `<rect x="${(240 + 120 * k).toFixed(1)}" y="180" width="44" height="36" rx="6" fill="${palette.gold}"/>`
  );
};

/** A humanoid pointing visitors the way, an arrow pulsing. */
const guide = (/** @type {number} */ t) =>
  stage(WIDTH, HEIGHT) +
  humanoid({ x: 220, groundY: 340, scale: 0.45, pose: humanPoses.point }) +
  `<path d="M380 150 h${(120 + 40 * Math.sin(t * 4)).toFixed(1)}" stroke="${palette.gold}" stroke-width="10" stroke-linecap="round"/>` +
  `<rect x="520" y="90" width="90" height="120" rx="10" fill="${palette.graphite}" stroke="${palette.gold}" stroke-width="3"/>`;

/** Z1 tipping over and standing up again. */
const fall = (/** @type {number} */ t) => {
  const lean = t < 1 ? 70 * t : t < 2 ? 70 : 70 * (3 - t);
  return stage(WIDTH, HEIGHT, palette.sky) + humanoid({ x: WIDTH / 2, groundY: 340, scale: 0.45, compact: true, trim: palette.sky, pose: { ...humanPoses.stand, lean: Math.max(0, lean) } });
};

/** Z1 waving beside a caption in the video's language. */
const intro = (/** @type {string} */ title, /** @type {string} */ line) => (/** @type {number} */ t) =>
  stage(WIDTH, HEIGHT, palette.sky) +
  label(40, 90, title, 40) +
  label(40, 140, line, 22, 'start', palette.gold) +
  humanoid({ x: 460, groundY: 340, scale: 0.45, compact: true, trim: palette.sky, pose: t % 1 < 0.5 ? humanPoses.wave : { ...humanPoses.wave, armNear: { shoulder: 140, elbow: 40 } } });

/** @param {string} dir @param {Robot} r @returns {Clip[]} */
const dogClips = (dir, r) => [
  { file: `${dir}/promo`, seconds: 4, frame: moving(r, 'walk', { travel: 220, scale: 0.55 }) },
  { file: `${dir}/auto-1`, seconds: 3, frame: moving(r, 'run', { scale: 0.5 }) },
  { file: `${dir}/auto-2`, seconds: 3, frame: stairs(r) },
  { file: `${dir}/auto-3`, seconds: 3, frame: turning(r) },
  { file: `${dir}/auto-4`, seconds: 3, frame: jumping(r) },
  { file: `${dir}/auto-5`, seconds: 3, frame: terrain(r) },
  { file: `${dir}/expand`, seconds: 3, frame: moving(r, 'walk', { travel: 300, scale: 0.4 }) },
];

/** @type {Clip[]} */
const clips = [
  { file: 'human/run', seconds: 3, frame: moving('gen1', 'run', { scale: 0.9 }) },
  { file: 'human/walk', seconds: 3, frame: moving('gen1', 'walk', { travel: 200, scale: 0.9 }) },
  { file: 'human/collaboration', seconds: 3, frame: collaboration },
  { file: 'human/guide', seconds: 3, frame: guide },
  { file: 'z1/intro-zh', seconds: 3, frame: intro('MagicBot Z1', '小身材，大能量') },
  { file: 'z1/intro-en', seconds: 3, frame: intro('MagicBot Z1', 'Small body, big energy') },
  { file: 'z1/fall', seconds: 3, frame: fall },
  ...dogClips('dog-w', 'dogW'),
  ...dogClips('dog-y', 'dogY'),
];

const only = process.argv[2];
for (const clip of clips.filter((c) => !only || c.file.includes(only))) {
  const frames = mkdtempSync(join(tmpdir(), 'product-video-'));
  const total = clip.seconds * FPS;
  for (let i = 0; i < total; i++) writeFileSync(join(frames, `f-${String(i).padStart(3, '0')}.svg`), svgDocument(WIDTH, HEIGHT, clip.frame(i / FPS), 'frame'));
  const video = join(root, `${clip.file}.mp4`);
  mkdirSync(join(video, '..'), { recursive: true });
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(frames, 'f-%03d.svg'),
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '32', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', video], { stdio: 'inherit' });
  await writeWebp(join(root, `${clip.file}-poster.webp`), readFileSync(join(frames, 'f-010.svg'), 'utf8'));
  rmSync(frames, { recursive: true, force: true });
  const size = statSync(video).size;
  if (size > 400 * 1024) throw new Error(`${clip.file}.mp4 is ${size} bytes, over the 400 KB budget`);
  console.log(`wrote ${clip.file}.mp4 (${size} bytes) and its poster`);
}
