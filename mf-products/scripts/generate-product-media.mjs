// @ts-check
/**
 * Writes the original illustrations of the home, /human, /z1, /dog-w and /dog-y pages into
 * public/media/{human,z1,dog-w,dog-y}/ (the home banners reuse the product heroes and /dog's).
 * Each is drawn as SVG and written as WebP (`@site/design/picture` says why).
 * Run: node scripts/generate-product-media.mjs (the outputs are committed).
 */
import { join } from 'node:path';
import { palette } from './dog-art.mjs';
import { label, robot, stage, studio } from './product-scenes.mjs';
import { pictureWriter } from '@site/design/picture';

const root = join(import.meta.dirname, '..', 'public', 'media');

/** @type {Promise<number>[]} */
const written = [];

const draw = pictureWriter(root);

/** Draws one picture as SVG and writes it as WebP. @param {string} file @param {number} w @param {number} h @param {string} body @param {string} title */
function write(file, w, h, body, title) {
  written.push(draw(file, w, h, body, title));
}

/** @typedef {import('./product-scenes.mjs').Robot} Robot */
/** @type {{ dir: string, robot: Robot, name: string, glow: string }[]} */
const products = [
  { dir: 'human', robot: 'gen1', name: 'MagicBot Gen1', glow: palette.gold },
  { dir: 'z1', robot: 'z1', name: 'MagicBot Z1', glow: palette.sky },
  { dir: 'dog-w', robot: 'dogW', name: 'MagicDog W', glow: palette.blue },
  { dir: 'dog-y', robot: 'dogY', name: 'MagicDog Y1', glow: '#e3a33b' },
];
const isHuman = (/** @type {Robot} */ r) => r === 'gen1' || r === 'z1';

// Heroes (also the home banners): wide for desktop, tall for phones; the copy sits on the left or on top.
for (const p of products) {
  const human = isHuman(p.robot);
  write(`${p.dir}/hero.webp`, 1920, 800, stage(1920, 800, p.glow) + robot(p.robot, { x: 1300, groundY: 740, scale: human ? (p.robot === 'z1' ? 0.95 : 0.95) : 1.5 }), `${p.name} on a lit stage`);
  write(`${p.dir}/hero-mobile.webp`, 750, 1000, stage(750, 1000, p.glow) + robot(p.robot, { x: 375, groundY: 960, scale: human ? 0.8 : 1.1 }), `${p.name} on a lit stage`);
}

/** @param {string} file @param {Robot} r @param {string} motion @param {string} extra @param {string} title @param {boolean} [light] */
function feature(file, r, motion, extra, title, light = false) {
  const human = isHuman(r);
  write(file, 1200, 675, (light ? studio(1200, 675) : stage(1200, 675)) + extra + robot(r, { x: 420, groundY: 620, scale: human ? 0.75 : 1.05, motion, t: 0.3 }), title);
}

const ring = (/** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ r, color = palette.gold) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="6" stroke-dasharray="18 12"/>`;
const bars = (/** @type {number} */ x, /** @type {number[]} */ heights, color = palette.gold) =>
  heights.map((v, i) => `<rect x="${x + i * 60}" y="${560 - v}" width="40" height="${v}" rx="8" fill="${color}"/>`).join('');
const panel = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ w, /** @type {number} */ h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${palette.graphite}" stroke="${palette.steel}" stroke-width="3"/>`;

// /human technology sections.
feature('human/tech-performance.webp', 'gen1', 'carry', bars(760, [120, 200, 300, 380]), 'Humanoid robot next to rising torque bars');
feature('human/tech-perception.webp', 'gen1', 'stand', `<path d="M520 230 L1200 60 L1200 420 Z" fill="${palette.blue}" opacity="0.2"/>` + ring(930, 250, 70, palette.sky), 'Humanoid robot scanning its surroundings');
feature('human/tech-walking.webp', 'gen1', 'walk', `<path d="M640 610 h120 v-40 h120 v-40 h120 v-40 h200" fill="none" stroke="${palette.gold}" stroke-width="8"/>`, 'Humanoid robot walking towards steps');
feature('human/tech-operation.webp', 'gen1', 'point', panel(760, 240, 300, 300) + `<rect x="810" y="300" width="200" height="120" rx="12" fill="${palette.gold}"/>`, 'Humanoid robot operating a control panel', true);

// /z1 technology blocks and media blocks.
feature('z1/tech-angle.webp', 'z1', 'wave', ring(430, 240, 150) + ring(430, 240, 220, palette.sky), 'Z1 raising an arm through a wide joint range');
feature('z1/tech-power.webp', 'z1', 'carry', bars(760, [160, 260, 340, 400], palette.sky), 'Z1 beside rising power bars');
feature('z1/tech-speed.webp', 'z1', 'run', [0, 1, 2, 3].map((i) => `<line x1="${80 + i * 40}" y1="${300 + i * 50}" x2="${260 + i * 40}" y2="${300 + i * 50}" stroke="${palette.sky}" stroke-width="8" stroke-linecap="round"/>`).join(''), 'Z1 running with motion lines');
feature('z1/media-open.webp', 'z1', 'stand', panel(700, 120, 420, 420) + [0, 1, 2, 3, 4, 5].map((i) => `<rect x="${740 + (i % 2) * 40}" y="${170 + i * 55}" width="${200 + (i * 37) % 120}" height="18" rx="9" fill="${i % 2 ? palette.sky : palette.gold}"/>`).join(''), 'Z1 next to an open code panel');
feature('z1/media-insight.webp', 'z1', 'point', `<path d="M500 200 L1200 40 L1200 460 Z" fill="${palette.sky}" opacity="0.18"/>` + ring(950, 240, 60, palette.gold) + ring(1080, 380, 40, palette.gold), 'Z1 recognising two objects');
feature('z1/media-hand.webp', 'z1', 'carry', `<circle cx="880" cy="330" r="160" fill="${palette.graphite}"/>` + [0, 1, 2, 3, 4].map((i) => `<rect x="${800 + i * 34}" y="${240 - (i === 2 ? 20 : 0)}" width="24" height="120" rx="12" fill="${palette.shell}"/>`).join(''), 'Close-up of the Z1 hand', true);
feature('z1/media-response.webp', 'z1', 'walk', `<path d="M720 330 h80 l30 -90 l40 180 l30 -90 h220" fill="none" stroke="${palette.gold}" stroke-width="8"/>`, 'Z1 reacting to a signal');

// Language-specific pictures: /human parameter drawing and the Z1 spec grid and parameter banner.
/** @param {'zh' | 'en'} lang */
function humanParams(lang) {
  const t = lang === 'zh' ? { title: '整机参数', h: '高 1740 mm', w: '宽 580 mm', d: '厚 280 mm', dof: '42 个主动自由度' } : { title: 'Key dimensions', h: 'Height 1740 mm', w: 'Width 580 mm', d: 'Depth 280 mm', dof: '42 active DOF' };
  const dim = (/** @type {string} */ d) => `<path d="${d}" stroke="${palette.gold}" stroke-width="4" fill="none"/>`;
  write(
    `human/params-${lang}.webp`,
    1400,
    720,
    stage(1400, 720) + label(60, 90, t.title, 44) + robot('gen1', { x: 520, groundY: 680, scale: 0.78 }) + dim('M760 110 V680') + label(790, 400, t.h, 32) + dim('M380 700 H660') + label(520, 712, t.w, 26, 'middle') + label(960, 240, t.d, 32) + label(960, 300, t.dof, 32, 'start', palette.gold),
    t.title,
  );
}
humanParams('zh');
humanParams('en');

/** @type {Record<'zh' | 'en', [string, string][]>} */
const z1Facts = {
  zh: [['24', '全身自由度'], ['1.2 m', '站立高度'], ['35 kg', '整机重量'], ['2 m/s', '行走速度'], ['130 N·m', '膝关节峰值扭矩'], ['2 h', '续航时间']],
  en: [['24', 'degrees of freedom'], ['1.2 m', 'standing height'], ['35 kg', 'weight'], ['2 m/s', 'walking speed'], ['130 N·m', 'peak knee torque'], ['2 h', 'battery life']],
};
for (const lang of /** @type {const} */ (['zh', 'en'])) {
  z1Facts[lang].forEach(([value, text], i) => {
    const n = i + 1;
    const art = (/** @type {number} */ w, /** @type {number} */ h) =>
      stage(w, h, i % 2 ? palette.sky : palette.gold) + label(w / 2, h * 0.42, value, h * 0.2, 'middle', palette.gold) + label(w / 2, h * 0.6, text, h * 0.075, 'middle');
    write(`z1/spec-${n}-${lang}.webp`, 600, 400, art(600, 400), `${value} ${text}`);
    write(`z1/spec-${n}-${lang}-mobile.webp`, 600, 600, art(600, 600), `${value} ${text}`);
  });
  const [heading, line] = lang === 'zh' ? ['产品参数', '24 个自由度 · 1.2 m 身高 · 35 kg'] : ['Specifications', '24 DOF · 1.2 m tall · 35 kg'];
  write(`z1/params-${lang}.webp`, 1920, 600, stage(1920, 600, palette.sky) + label(160, 260, heading, 72) + label(160, 350, line, 40, 'start', palette.gold) + robot('z1', { x: 1400, groundY: 580, scale: 0.6 }), heading);
}

// Z1 carousel: four scenes, wide and phone versions.
const carouselScenes = [
  { motion: 'wave', extra: '', title: 'Z1 greeting visitors' },
  { motion: 'walk', extra: `<path d="M0 560 H1920" stroke="${palette.gold}" stroke-width="6" stroke-dasharray="30 20"/>`, title: 'Z1 walking along a line' },
  { motion: 'carry', extra: `<rect x="1180" y="280" width="140" height="110" rx="12" fill="${palette.gold}"/>`, title: 'Z1 carrying a box' },
  { motion: 'run', extra: '', title: 'Z1 running' },
];
carouselScenes.forEach((scene, i) => {
  write(`z1/carousel-${i + 1}.webp`, 1920, 575, stage(1920, 575, i % 2 ? palette.gold : palette.sky) + scene.extra + robot('z1', { x: 1100, groundY: 560, scale: 0.6, motion: scene.motion, t: 0.25 }), scene.title);
  write(`z1/carousel-${i + 1}-mobile.webp`, 750, 575, stage(750, 575, i % 2 ? palette.gold : palette.sky) + robot('z1', { x: 375, groundY: 560, scale: 0.6, motion: scene.motion, t: 0.25 }), scene.title);
});

console.log(`wrote product illustrations to ${root}`);

await Promise.all(written);
