// @ts-check
/**
 * Renders the original feature video of the /dog page: the robot dog trotting on a moving floor,
 * then leaping. Frames are drawn as SVG with dog-art.mjs and encoded by ffmpeg (librsvg + libx264)
 * into public/media/dog/feature.mp4 (H.264, yuv420p, faststart) and feature-poster.webp.
 * Needs ffmpeg on PATH: `apt-get install -y ffmpeg`. The outputs are committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeWebp } from '@site/design/picture';
import { backdrop, gridFloor, palette, poses, robotDog, svgDocument } from './dog-art.mjs';

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const SECONDS = 5;
const out = join(import.meta.dirname, '..', 'public', 'media', 'dog');
mkdirSync(out, { recursive: true });
const frames = mkdtempSync(join(tmpdir(), 'dog-video-'));

/** Joint angles of a trot at phase p (0..1): diagonal legs swing together. */
function trot(/** @type {number} */ p) {
  const swing = (/** @type {number} */ q) => Math.sin(2 * Math.PI * q);
  const lift = (/** @type {number} */ q) => Math.max(0, Math.cos(2 * Math.PI * q));
  const legAt = (/** @type {number} */ q, /** @type {number} */ sign) => ({ hip: sign * 10 + 20 * swing(q), knee: -sign * (28 + 22 * lift(q)) });
  return {
    front: legAt(p, 1),
    rearFar: legAt(p, -1),
    frontFar: legAt(p + 0.5, 1),
    rear: legAt(p + 0.5, -1),
  };
}

const total = FPS * SECONDS;
for (let i = 0; i < total; i++) {
  const t = i / FPS;
  const leapStart = 3.2;
  const leaping = t >= leapStart && t < leapStart + 1;
  const u = leaping ? (t - leapStart) / 1 : 0;
  const pose = leaping ? { ...poses.leap, lift: 90 * Math.sin(Math.PI * u), pitch: -12 + 18 * u } : trot(t * 1.6);
  const body =
    backdrop(WIDTH, HEIGHT, palette.night, palette.deep) +
    `<circle cx="${WIDTH / 2}" cy="${HEIGHT * 0.7}" r="300" fill="${palette.blue}" opacity="0.12"/>` +
    gridFloor(WIDTH, HEIGHT, 380, palette.steel, (t * 3) % 8) +
    `<rect x="0" y="${HEIGHT - 6}" width="${(WIDTH * (i + 1)) / total}" height="6" fill="${palette.gold}"/>` +
    robotDog({ x: WIDTH / 2, groundY: 470, scale: 0.95, pose });
  writeFileSync(join(frames, `frame-${String(i).padStart(3, '0')}.svg`), svgDocument(WIDTH, HEIGHT, body, 'frame'));
}

const video = join(out, 'feature.mp4');
execFileSync(
  'ffmpeg',
  ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(frames, 'frame-%03d.svg'),
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', video],
  { stdio: 'inherit' },
);
await writeWebp(join(out, 'feature-poster.webp'), readFileSync(join(frames, 'frame-024.svg'), 'utf8'));
rmSync(frames, { recursive: true, force: true });

const size = statSync(video).size;
if (size > 400 * 1024) throw new Error(`feature.mp4 is ${size} bytes, over the 400 KB budget`);
console.log(`wrote ${video} (${size} bytes) and feature-poster.webp`);
