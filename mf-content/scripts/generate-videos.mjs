// @ts-check
/**
 * Renders the content pages' original video clips: the tutorial clips (shared by /service and the
 * app pages) with their shared poster, and the four /applications showcase clips with posters.
 * Frames are drawn as SVG and encoded by ffmpeg (librsvg + libx264; `apt-get install -y ffmpeg`);
 * posters are a frame written as WebP (@site/design/picture).
 * Run: node scripts/generate-videos.mjs (outputs are committed).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeWebp } from '@site/design/picture';
import { c, gradient, humanoid, mediaRoot, robotDog } from './svg-kit.mjs';

const FPS = 12;

/** @param {number} w @param {number} h @param {string} body */
const frameSvg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${gradient('bg', c.night, c.deep)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>`;

/**
 * Encodes `seconds` of frames drawn by `draw(t, w, h)` into `<file>.mp4`, and the frame at
 * `posterAt` seconds into `poster` (a .webp) when asked.
 * @param {{ file: string, w: number, h: number, seconds: number, draw: (t: number, w: number, h: number) => string, poster?: string, posterAt?: number, budgetKb: number }} clip
 */
async function render({ file, w, h, seconds, draw, poster, posterAt = 1, budgetKb }) {
  const frames = mkdtempSync(join(tmpdir(), 'content-video-'));
  const total = Math.round(FPS * seconds);
  for (let i = 0; i < total; i++) writeFileSync(join(frames, `f-${String(i).padStart(3, '0')}.svg`), frameSvg(w, h, draw(i / FPS, w, h)));
  const target = join(mediaRoot, file);
  mkdirSync(join(target, '..'), { recursive: true });
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(frames, 'f-%03d.svg'),
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '32', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', target]);
  if (poster) {
    const index = String(Math.min(total - 1, Math.round(posterAt * FPS))).padStart(3, '0');
    await writeWebp(join(mediaRoot, poster), readFileSync(join(frames, `f-${index}.svg`), 'utf8'));
  }
  rmSync(frames, { recursive: true, force: true });
  const size = statSync(target).size;
  if (size > budgetKb * 1024) throw new Error(`${file} is ${size} bytes, over its ${budgetKb} KB budget`);
  console.log(`wrote ${file} (${size} bytes)${poster ? ` and ${poster}` : ''}`);
}

/** A floor line with moving dashes, so every clip shows motion. @param {number} w @param {number} y @param {number} t */
const floor = (w, y, t) =>
  `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="${c.steel}" stroke-width="3"/>` +
  Array.from({ length: 12 }, (_, i) => `<rect x="${((i * w) / 10 - (t * 60) % (w / 10)).toFixed(1)}" y="${y + 10}" width="${w / 24}" height="3" fill="${c.steel}"/>`).join('');

/** A progress bar at the bottom: how far the clip has played. @param {number} w @param {number} h @param {number} share */
const progress = (w, h, share) => `<rect x="0" y="${h - 5}" width="${(w * share).toFixed(1)}" height="5" fill="${c.gold}"/>`;

// Tutorial clips: one short scene per topic; the tutorial lists reuse them under their own titles.
/** @type {Record<string, (t: number, w: number, h: number) => string>} */
const tutorialScenes = {
  'power-on': (t, w, h) => {
    const level = Math.min(1, t / 2.2);
    return `${robotDog(w * 0.35, h * 0.78, 150)}<rect x="${w * 0.66}" y="${h * 0.3}" width="90" height="46" rx="8" fill="none" stroke="${c.shell}" stroke-width="4"/><rect x="${w * 0.66 + 90}" y="${h * 0.3 + 14}" width="8" height="18" rx="2" fill="${c.shell}"/><rect x="${w * 0.66 + 6}" y="${h * 0.3 + 6}" width="${(78 * level).toFixed(1)}" height="34" rx="4" fill="${level > 0.99 ? c.green : c.gold}"/>${floor(w, h * 0.8, t)}${progress(w, h, t / 3)}`;
  },
  connect: (t, w, h) => {
    const arcs = Math.floor(t * 2) % 4;
    return `<rect x="${w * 0.12}" y="${h * 0.2}" width="86" height="160" rx="14" fill="${c.steel}" stroke="${c.shell}" stroke-width="3"/><rect x="${w * 0.12 + 8}" y="${h * 0.2 + 16}" width="70" height="120" rx="6" fill="${c.deep}"/>${[1, 2, 3].map((r) => `<path d="M${w * 0.45 - r * 18} ${h * 0.5 - r * 14} a${r * 24} ${r * 24} 0 0 1 ${r * 36} 0" fill="none" stroke="${r <= arcs ? c.sky : c.steel}" stroke-width="6" stroke-linecap="round"/>`).join('')}${robotDog(w * 0.72, h * 0.78, 130)}${floor(w, h * 0.8, t)}${progress(w, h, t / 3)}`;
  },
  'stand-up': (t, w, h) => {
    const rise = Math.min(1, t / 1.8);
    return `<g transform="translate(0 ${(30 * (1 - rise)).toFixed(1)})">${robotDog(w * 0.5, h * 0.78, 170)}</g>${floor(w, h * 0.8, 0)}<path d="M${w * 0.82} ${h * 0.62} v-${(50 * rise).toFixed(1)}" stroke="${c.gold}" stroke-width="6" stroke-linecap="round"/>${progress(w, h, t / 3)}`;
  },
  walk: (t, w, h) => `<g transform="translate(${(((t * 70) % (w + 200)) - 100).toFixed(1)} ${(Math.abs(Math.sin(t * 8)) * -4).toFixed(1)})">${robotDog(0, h * 0.78, 150)}</g>${floor(w, h * 0.8, t)}${progress(w, h, t / 3)}`,
  charge: (t, w, h) => {
    const pulse = 0.4 + 0.6 * Math.abs(Math.sin(t * 3));
    return `${robotDog(w * 0.32, h * 0.78, 150)}<path d="M${w * 0.32 + 40} ${h * 0.6} C ${w * 0.55} ${h * 0.4}, ${w * 0.6} ${h * 0.9}, ${w * 0.78} ${h * 0.62}" fill="none" stroke="${c.shade}" stroke-width="5"/><rect x="${w * 0.76}" y="${h * 0.5}" width="60" height="80" rx="10" fill="${c.steel}"/><path d="M${w * 0.76 + 34} ${h * 0.56} l-14 22 h12 l-8 22 l20 -28 h-12 z" fill="${c.gold}" opacity="${pulse.toFixed(2)}"/>${floor(w, h * 0.8, 0)}${progress(w, h, t / 3)}`;
  },
  update: (t, w, h) => {
    const share = Math.min(1, t / 2.6);
    return `${humanoid(w * 0.22, h * 0.82, 170)}<rect x="${w * 0.42}" y="${h * 0.42}" width="${w * 0.46}" height="22" rx="11" fill="${c.steel}"/><rect x="${w * 0.42}" y="${h * 0.42}" width="${(w * 0.46 * share).toFixed(1)}" height="22" rx="11" fill="${c.sky}"/><circle cx="${w * 0.65}" cy="${h * 0.28}" r="26" fill="none" stroke="${c.gold}" stroke-width="6" stroke-dasharray="40 124" transform="rotate(${(t * 240).toFixed(0)} ${w * 0.65} ${h * 0.28})"/>${floor(w, h * 0.84, 0)}${progress(w, h, t / 3)}`;
  },
  'humanoid-walk': (t, w, h) => `<g transform="translate(${(((t * 60) % (w + 160)) - 80).toFixed(1)} ${(Math.abs(Math.sin(t * 6)) * -5).toFixed(1)})">${humanoid(0, h * 0.84, 180)}</g>${floor(w, h * 0.84, t)}${progress(w, h, t / 3)}`,
  'humanoid-wave': (t, w, h) => {
    const angle = -150 + 30 * Math.sin(t * 6);
    const shoulderX = w * 0.5 + 19;
    const shoulderY = h * 0.84 - 180 + 38;
    return `${humanoid(w * 0.5, h * 0.84, 180)}<rect x="${shoulderX - 6}" y="${shoulderY}" width="13" height="58" rx="6" fill="${c.shell}" stroke="${c.steel}" stroke-width="2.5" transform="rotate(${angle.toFixed(1)} ${shoulderX} ${shoulderY})"/>${floor(w, h * 0.84, 0)}${progress(w, h, t / 3)}`;
  },
};

for (const [name, draw] of Object.entries(tutorialScenes)) await render({ file: `tutorials/${name}.mp4`, w: 480, h: 270, seconds: 3, draw, budgetKb: 120 });
// The shared poster of every tutorial video.
await render({
  file: 'tutorials/intro.mp4',
  w: 480,
  h: 270,
  seconds: 1,
  // The page lays its own play icon over the middle, so the picture keeps the middle free.
  draw: (_t, w, h) => `${humanoid(w * 0.24, h * 0.82, 180)}${robotDog(w * 0.72, h * 0.82, 150)}<circle cx="${w * 0.5}" cy="${h * 0.45}" r="70" fill="${c.blue}" opacity="0.12"/>${floor(w, h * 0.84, 0)}`,
  poster: 'tutorials/poster.webp',
  posterAt: 0,
  budgetKb: 40,
});
rmSync(join(mediaRoot, 'tutorials/intro.mp4'));

// /applications showcase clips, 640x360, each with its poster.
/** @type {Record<string, (t: number, w: number, h: number) => string>} */
const showcases = {
  industry: (t, w, h) => {
    const boxes = [0, 1, 2, 3].map((i) => `<rect x="${(((t * 80 + i * 170) % (w + 120)) - 120).toFixed(1)}" y="${h * 0.6 - 44}" width="56" height="44" rx="4" fill="${c.gold}" stroke="${c.steel}" stroke-width="2"/>`).join('');
    return `<rect x="0" y="${h * 0.6}" width="${w}" height="18" fill="${c.steel}"/>${boxes}${humanoid(w * 0.5, h * 0.95, 200)}${progress(w, h, t / 4)}`;
  },
  store: (t, w, h) => {
    const bob = Math.sin(t * 4) * 4;
    return `<rect x="${w * 0.08}" y="${h * 0.62}" width="${w * 0.4}" height="${h * 0.3}" rx="8" fill="${c.steel}"/><g transform="translate(0 ${bob.toFixed(1)})">${humanoid(w * 0.64, h * 0.92, 220)}</g><rect x="${w * 0.72}" y="${h * 0.14}" width="150" height="58" rx="14" fill="${c.mist}" opacity="${(0.5 + 0.5 * Math.abs(Math.sin(t * 2))).toFixed(2)}"/>${[0, 1, 2].map((i) => `<circle cx="${w * 0.72 + 45 + i * 30}" cy="${h * 0.14 + 29}" r="7" fill="${c.blue}" opacity="${(i / 3 < (t % 1.2) / 1.2 ? 1 : 0.25).toFixed(2)}"/>`).join('')}${progress(w, h, t / 4)}`;
  },
  coffee: (t, w, h) => {
    const fill = Math.min(1, t / 2.4);
    const cx = w * 0.5;
    const cy = h * 0.55;
    const heart = t > 2.4 ? `<path d="M${cx} ${cy + 14} c-30 -20 -30 -44 -10 -44 c6 0 10 4 10 10 c0 -6 4 -10 10 -10 c20 0 20 24 -10 44z" fill="${c.mist}" opacity="${Math.min(1, (t - 2.4) / 0.8).toFixed(2)}"/>` : '';
    return `<ellipse cx="${cx}" cy="${cy}" rx="120" ry="48" fill="${c.shell}"/><ellipse cx="${cx}" cy="${cy}" rx="${(100 * fill).toFixed(1)}" ry="${(38 * fill).toFixed(1)}" fill="#8a5a3c"/>${heart}<path d="M${cx + 118} ${cy - 10} q50 10 0 40" fill="none" stroke="${c.shell}" stroke-width="12"/><rect x="${cx - 20}" y="${h * 0.06}" width="40" height="${(h * 0.3).toFixed(1)}" rx="6" fill="${c.steel}"/><line x1="${cx}" y1="${h * 0.36}" x2="${cx}" y2="${(cy - 10).toFixed(1)}" stroke="#8a5a3c" stroke-width="${t < 2.4 ? 6 : 0}"/>${progress(w, h, t / 4)}`;
  },
  home: (t, w, h) => {
    const x = 120 + ((t * 90) % (w - 200));
    return `<rect x="${w * 0.7}" y="${h * 0.3}" width="${w * 0.22}" height="${h * 0.62}" rx="6" fill="${c.steel}"/><rect x="${w * 0.05}" y="${h * 0.55}" width="${w * 0.2}" height="${h * 0.37}" rx="8" fill="${c.steel}"/>${humanoid(x, h * 0.92, 210)}<rect x="${(x - 30).toFixed(1)}" y="${h * 0.92 - 150}" width="60" height="46" rx="5" fill="${c.gold}" stroke="${c.steel}" stroke-width="2"/><line x1="0" y1="${h * 0.92}" x2="${w}" y2="${h * 0.92}" stroke="${c.shade}" stroke-width="3"/>${progress(w, h, t / 4)}`;
  },
};
for (const [name, draw] of Object.entries(showcases)) {
  await render({ file: `applications/${name}.mp4`, w: 640, h: 360, seconds: 4, draw, poster: `applications/${name}-poster.webp`, posterAt: 2.5, budgetKb: 200 });
}
