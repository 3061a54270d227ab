// @ts-check
/**
 * Writes the original illustrations of the /dog page into public/media/dog/, each drawn as SVG and
 * written as WebP (`@site/design/picture` says why).
 * Run: node scripts/generate-media.mjs (the outputs are committed; rerun after changing the art).
 */
import { join } from 'node:path';
import { fontStack as labelFont } from '@site/design/font-stack';
import { backdrop, gridFloor, palette, poses, robotDog } from './dog-art.mjs';
import { pictureWriter } from '@site/design/picture';

const out = join(import.meta.dirname, '..', 'public', 'media', 'dog');
/** @type {Promise<number>[]} */
const written = [];

const draw = pictureWriter(out);

/** Draws one picture as SVG and writes it as WebP. @param {string} name @param {number} width @param {number} height @param {string} body @param {string} title */
function write(name, width, height, body, title) {
  written.push(draw(name, width, height, body, title));
}

const glow = (/** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ r, color = palette.blue, id = 'glow') =>
  `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.45"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;

// Hero: the dog on a lit stage, wide for desktop and tall for phones.
write(
  'hero.webp',
  1920,
  800,
  backdrop(1920, 800, palette.night, palette.deep) + glow(1240, 520, 420) + gridFloor(1920, 800, 600) + robotDog({ x: 1240, groundY: 690, scale: 1.5 }),
  'Robot dog standing on a lit stage',
);
write(
  'hero-mobile.webp',
  750,
  1000,
  backdrop(750, 1000, palette.night, palette.deep) + glow(375, 760, 330) + gridFloor(750, 1000, 780) + robotDog({ x: 375, groundY: 900, scale: 1.15 }),
  'Robot dog standing on a lit stage',
);

// Vitality: a leap with motion lines.
const motion = [0, 1, 2, 3]
  .map((i) => `<line x1="${180 + i * 30}" y1="${330 + i * 36}" x2="${420 + i * 30}" y2="${330 + i * 36}" stroke="${palette.gold}" stroke-width="6" stroke-linecap="round" opacity="${0.8 - i * 0.15}"/>`)
  .join('');
write(
  'vitality.webp',
  1200,
  675,
  backdrop(1200, 675, palette.mist, palette.white) +
    `<path d="M120 600 Q600 260 1080 600" fill="none" stroke="${palette.shellShade}" stroke-width="4" stroke-dasharray="14 12"/>` +
    `<rect x="0" y="600" width="1200" height="75" fill="${palette.shell}"/>` +
    motion +
    robotDog({ x: 640, groundY: 560, scale: 1.1, pose: poses.leap }),
  'Robot dog leaping over an arc',
);

// Tracking: following a walking person, with a target frame.
const person = (/** @type {number} */ x, /** @type {number} */ ground) => `<g fill="${palette.steel}">
  <circle cx="${x}" cy="${ground - 330}" r="34"/>
  <rect x="${x - 40}" y="${ground - 290}" width="80" height="150" rx="30"/>
  <rect x="${x - 34}" y="${ground - 150}" width="28" height="150" rx="14" transform="rotate(8 ${x - 20} ${ground - 150})"/>
  <rect x="${x + 6}" y="${ground - 150}" width="28" height="150" rx="14" transform="rotate(-10 ${x + 20} ${ground - 150})"/>
</g>`;
const frame = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ w, /** @type {number} */ h) =>
  `<path d="M${x} ${y + 30}V${y}H${x + 30} M${x + w - 30} ${y}H${x + w}V${y + 30} M${x + w} ${y + h - 30}V${y + h}H${x + w - 30} M${x + 30} ${y + h}H${x}V${y + h - 30}" fill="none" stroke="${palette.blue}" stroke-width="5"/>`;
write(
  'tracking.webp',
  1200,
  675,
  backdrop(1200, 675, palette.deep, palette.night) +
    gridFloor(1200, 675, 420) +
    `<path d="M360 610 C 560 600, 700 560, 880 600" fill="none" stroke="${palette.gold}" stroke-width="5" stroke-dasharray="4 14" stroke-linecap="round"/>` +
    person(900, 600) +
    frame(830, 230, 140, 385) +
    robotDog({ x: 380, groundY: 620, scale: 0.95, pose: poses.walkA }),
  'Robot dog following a person it keeps in a tracking frame',
);

// Terrain: stairs and rocks.
const steps = [0, 1, 2, 3, 4].map((i) => `<rect x="${620 + i * 110}" y="${600 - i * 60}" width="${580 - i * 110}" height="${75 + i * 60}" fill="${i % 2 ? palette.shellShade : palette.shell}"/>`).join('');
const rocks = `<path d="M0 620 Q80 560 150 610 T300 600 L360 675 H0Z" fill="${palette.steel}"/><path d="M180 640 Q260 590 330 640 Z" fill="${palette.graphite}"/>`;
write(
  'terrain.webp',
  1200,
  675,
  backdrop(1200, 675, '#dfe7f5', palette.white) + steps + rocks + `<rect x="0" y="600" width="620" height="75" fill="${palette.shell}"/>` + robotDog({ x: 770, groundY: 575, scale: 0.95, pose: poses.climb }),
  'Robot dog climbing stairs next to rough rocks',
);

// Freedom: joints highlighted, with rotation arcs.
const arcs = [360, 820]
  .map((cx) => `<path d="M${cx - 60} 330 A60 60 0 0 1 ${cx + 60} 330" fill="none" stroke="${palette.gold}" stroke-width="5" marker-end="url(#arrow)"/>`)
  .join('');
write(
  'freedom.webp',
  1200,
  675,
  `<defs><marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0 0L10 5L0 10z" fill="${palette.gold}"/></marker></defs>` +
    backdrop(1200, 675, palette.night, palette.deep, 'bg2') +
    glow(600, 420, 360, palette.sky, 'g2') +
    arcs +
    robotDog({ x: 600, groundY: 610, scale: 1.25, joints: true }),
  'Robot dog with its leg joints highlighted',
);

// Camera: a view cone from the head and detection boxes.
write(
  'camera.webp',
  1200,
  675,
  backdrop(1200, 675, palette.deep, palette.night) +
    `<path d="M520 330 L1200 120 L1200 560 Z" fill="${palette.blue}" opacity="0.18"/>` +
    `<path d="M520 330 L1200 120 M520 330 L1200 560" stroke="${palette.sky}" stroke-width="2" stroke-dasharray="8 8"/>` +
    frame(860, 250, 130, 130) +
    frame(1010, 380, 120, 110) +
    `<rect x="870" y="262" width="110" height="106" rx="14" fill="${palette.gold}" opacity="0.7"/><circle cx="1070" cy="436" r="42" fill="${palette.shellShade}"/>` +
    `<rect x="0" y="600" width="1200" height="75" fill="${palette.graphite}"/>` +
    robotDog({ x: 330, groundY: 600, scale: 1.05 }),
  'Robot dog looking ahead with its depth camera, two objects framed',
);

// Programming: a code panel drawn as coloured bars beside the dog.
const codeLines = [
  [0, 220, palette.gold],
  [30, 300, palette.sky],
  [30, 180, palette.shellShade],
  [60, 260, palette.sky],
  [60, 140, palette.gold],
  [30, 240, palette.shellShade],
  [0, 120, palette.gold],
  [0, 280, palette.sky],
  [30, 200, palette.shellShade],
]
  .map(([indent, width, color], i) => `<rect x="${700 + Number(indent)}" y="${150 + i * 42}" width="${width}" height="16" rx="8" fill="${color}"/>`)
  .join('');
write(
  'programming.webp',
  1200,
  675,
  backdrop(1200, 675, palette.mist, palette.white) +
    `<rect x="660" y="80" width="460" height="480" rx="20" fill="${palette.night}"/>` +
    `<circle cx="690" cy="110" r="7" fill="${palette.gold}"/><circle cx="714" cy="110" r="7" fill="${palette.shellShade}"/><circle cx="738" cy="110" r="7" fill="${palette.sky}"/>` +
    codeLines +
    `<path d="M560 330 H640" stroke="${palette.blue}" stroke-width="5" stroke-dasharray="10 8"/>` +
    `<rect x="0" y="600" width="1200" height="75" fill="${palette.shell}"/>` +
    robotDog({ x: 300, groundY: 600, scale: 0.95, pose: { ...poses.stand, headTilt: -8 } }),
  'Robot dog sitting next to a code editor panel',
);

// Specification heading image: dimension drawing with labels in each language.
/** @param {{ title: string, length: string, width: string, height: string, side: string, front: string }} text */
function dimensions(text) {
  const dim = (/** @type {string} */ d) => `<path d="${d}" stroke="${palette.gold}" stroke-width="3" fill="none" marker-start="url(#tick)" marker-end="url(#tick)"/>`;
  const label = (/** @type {number} */ x, /** @type {number} */ y, /** @type {string} */ value, anchor = 'middle') =>
    `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${labelFont}" font-size="30" font-weight="700" fill="${palette.white}">${value}</text>`;
  const front = `<g transform="translate(1250 600)">
  <rect x="-90" y="-330" width="180" height="90" rx="30" fill="${palette.shell}"/>
  <rect x="-60" y="-310" width="120" height="40" rx="16" fill="${palette.graphite}"/><rect x="-30" y="-300" width="60" height="18" rx="9" fill="${palette.blue}"/>
  <rect x="-96" y="-250" width="36" height="250" rx="16" fill="${palette.graphite}"/><rect x="60" y="-250" width="36" height="250" rx="16" fill="${palette.graphite}"/>
  <circle cx="-78" cy="-240" r="16" fill="${palette.gold}"/><circle cx="78" cy="-240" r="16" fill="${palette.gold}"/>
</g>`;
  return (
    `<defs><marker id="tick" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4"><circle cx="5" cy="5" r="5" fill="${palette.gold}"/></marker></defs>` +
    backdrop(1400, 720, palette.deep, palette.night) +
    `<text x="60" y="90" font-family="${labelFont}" font-size="44" font-weight="700" fill="${palette.white}">${text.title}</text>` +
    `<rect x="0" y="600" width="1400" height="4" fill="${palette.steel}"/>` +
    robotDog({ x: 460, groundY: 600, scale: 1.25 }) +
    dim('M150 640 H800') +
    label(475, 690, text.length) +
    dim('M860 600 V230') +
    label(880, 420, text.height, 'start') +
    front +
    dim('M1150 640 H1350') +
    label(1250, 690, text.width) +
    label(475, 200, text.side) +
    label(1250, 200, text.front)
  );
}
write('specs-zh.webp', 1400, 720, dimensions({ title: '整机尺寸', length: '长 670 mm', width: '宽 350 mm', height: '高 560 mm', side: '侧视图', front: '正视图' }), '机器狗站立尺寸图');
write(
  'specs-en.webp',
  1400,
  720,
  dimensions({ title: 'Standing dimensions', length: 'Length 670 mm', width: 'Width 350 mm', height: 'Height 560 mm', side: 'Side view', front: 'Front view' }),
  'Standing dimensions of the robot dog',
);

console.log(`wrote dog illustrations to ${out}`);

await Promise.all(written);
