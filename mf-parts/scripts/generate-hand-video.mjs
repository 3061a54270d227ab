// @ts-check
/**
 * Renders the MagicHand S01 demo video and its poster from the drawing in media/hand.mjs:
 * 125 SVG frames (5 s at 25 fps, one full period of the motion, so the loop has no seam),
 * encoded by ffmpeg (librsvg decodes the frames) as H.264, yuv420p, faststart, no audio; the
 * poster is the first frame as WebP (@site/design/picture).
 * Needs ffmpeg built with librsvg and libx264 (Debian's ffmpeg package is).
 *
 *   node scripts/generate-hand-video.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeWebp } from '@site/design/picture';
import { handFrame } from './media/hand.mjs';

const root = join(import.meta.dirname, '..');
const sizes = JSON.parse(readFileSync(join(root, 'src/routes/part/data/media-sizes.json'), 'utf8'));
const out = join(root, 'public/media/parts/hand');
const FPS = 25;
const SECONDS = 5;
const MAX_VIDEO_BYTES = 400 * 1024;

const frames = mkdtempSync(join(tmpdir(), 'hand-frames-'));
try {
  const total = FPS * SECONDS;
  for (let i = 0; i < total; i += 1) {
    writeFileSync(join(frames, `f${String(i).padStart(3, '0')}.svg`), handFrame(i / total, sizes.handPoster));
  }
  mkdirSync(out, { recursive: true });
  const video = join(out, 'hand-demo.mp4');
  const ffmpeg = (/** @type {string[]} */ args) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: 'inherit' });
  ffmpeg([
    '-framerate', String(FPS),
    '-i', join(frames, 'f%03d.svg'),
    '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '30',
    '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an',
    '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact',
    video,
  ]);
  // The poster is the first frame, so the switch from poster to video is invisible.
  await writeWebp(join(out, 'poster.webp'), readFileSync(join(frames, 'f000.svg'), 'utf8'));
  const bytes = statSync(video).size;
  if (bytes > MAX_VIDEO_BYTES) throw new Error(`hand-demo.mp4 is ${bytes} bytes, over ${MAX_VIDEO_BYTES}`);
  console.log(`wrote hand-demo.mp4 (${Math.round(bytes / 1024)} KB) and poster.webp to ${out}`);
} finally {
  rmSync(frames, { recursive: true, force: true });
}
