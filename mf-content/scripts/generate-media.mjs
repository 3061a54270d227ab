// @ts-check
/**
 * Writes the original illustrations of the /about page into public/media/about/: logo emblem,
 * banner (desktop and phone) and its link-preview JPEG, the timeline's language-specific
 * backgrounds, three timeline pictures and five award pictures. Run: node scripts/generate-media.mjs (outputs are committed).
 */
import { fontStack as labelFont } from '@site/design/font-stack';
import { c, gradient, network, writePicture } from './svg-kit.mjs';

/** @param {string} name file under public/media/about @param {number} w @param {number} h @param {string} body @param {string} title */
const write = (name, w, h, body, title) => writePicture(`about/${name}`, w, h, body, title);

// Logo emblem: a hexagon holding two joined strokes, the company's mark without words.
const emblem = (/** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ r) => {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  const s = r / 100;
  return `<polygon points="${points}" fill="none" stroke="${c.gold}" stroke-width="${10 * s}"/>
<path d="M${cx - 42 * s} ${cy + 40 * s} L${cx - 42 * s} ${cy - 38 * s} L${cx} ${cy + 4 * s} L${cx + 42 * s} ${cy - 38 * s} L${cx + 42 * s} ${cy + 40 * s}" fill="none" stroke="${c.white}" stroke-width="${12 * s}" stroke-linejoin="round" stroke-linecap="round"/>
<circle cx="${cx}" cy="${cy + 4 * s}" r="${9 * s}" fill="${c.blue}"/>`;
};
await write('logo.webp', 240, 240, emblem(120, 120, 100), 'Company emblem');

// Banner: a night sky of connected nodes, also the page's link-preview picture.
/** @param {number} w @param {number} h */
const banner = (w, h) =>
  `<defs>${gradient('b', c.night, c.deep)}<radialGradient id="halo"><stop offset="0" stop-color="${c.blue}" stop-opacity="0.5"/><stop offset="1" stop-color="${c.blue}" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#b)"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.72}" fill="url(#halo)"/>${network(w, h, Math.round((w * h) / 20000), 11)}`;
const bannerTitle = 'A network of glowing points over a night-blue sky';
await write('banner.webp', 1920, 720, banner(1920, 720), bannerTitle);
await write('banner-mobile.webp', 750, 900, banner(750, 900), bannerTitle);
await write('og.jpg', 1200, 630, banner(1200, 630), bannerTitle);

// Timeline background: a road of milestones with a large faint heading in each language.
/** @param {string} heading @param {string} years @param {string} lang */
function timelineBackground(heading, years, lang) {
  return `<defs>${gradient('t', c.deep, c.night)}</defs>
<rect width="1920" height="900" fill="url(#t)"/>
<text x="960" y="230" text-anchor="middle" font-family="${labelFont}" font-size="${lang === 'zh' ? 190 : 150}" font-weight="700" fill="${c.white}" fill-opacity="0.06" letter-spacing="${lang === 'zh' ? 40 : 12}">${heading}</text>
<text x="960" y="860" text-anchor="middle" font-family="${labelFont}" font-size="120" font-weight="700" fill="${c.gold}" fill-opacity="0.12">${years}</text>
<path d="M0 560 C 480 470, 1440 650, 1920 540" fill="none" stroke="${c.gold}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="2 16" stroke-linecap="round"/>`;
}
await write('timeline-bg-zh.webp', 1920, 900, timelineBackground('发展历程', '2024 — 2025', 'zh'), '发展历程背景');
await write('timeline-bg-en.webp', 1920, 900, timelineBackground('OUR JOURNEY', '2024 — 2025', 'en'), 'Our journey background');

// Timeline pictures.
const frame = (/** @type {string} */ inner, /** @type {string} */ top, /** @type {string} */ bottom) =>
  `<defs>${gradient('f', top, bottom)}</defs><rect width="600" height="400" rx="24" fill="url(#f)"/>${inner}`;
await write(
  'timeline-1.webp',
  600,
  400,
  frame(
    `<rect x="170" y="140" width="260" height="200" fill="${c.shell}"/><rect x="220" y="90" width="160" height="60" fill="${c.shade}"/>` +
      [0, 1, 2, 3, 4, 5]
        .map((i) => `<rect x="${195 + (i % 3) * 75}" y="${170 + Math.floor(i / 3) * 70}" width="50" height="40" rx="4" fill="${c.blue}" fill-opacity="${0.5 + (i % 2) * 0.4}"/>`)
        .join('') +
      `<rect x="280" y="290" width="40" height="50" fill="${c.steel}"/><line x1="60" y1="340" x2="540" y2="340" stroke="${c.gold}" stroke-width="6"/>` +
      emblem(300, 60, 26),
    c.mist,
    c.white,
  ),
  'A new office building with the company emblem',
);
await write(
  'timeline-2.webp',
  600,
  400,
  frame(
    `<circle cx="300" cy="200" r="150" fill="${c.blue}" fill-opacity="0.15"/>
<rect x="262" y="60" width="76" height="70" rx="26" fill="${c.shell}"/><rect x="276" y="84" width="48" height="16" rx="8" fill="${c.blue}"/>
<rect x="250" y="136" width="100" height="110" rx="24" fill="${c.shell}"/><rect x="285" y="160" width="30" height="30" rx="6" fill="${c.gold}"/>
<line x1="250" y1="150" x2="205" y2="235" stroke="${c.steel}" stroke-width="20" stroke-linecap="round"/><line x1="350" y1="150" x2="400" y2="110" stroke="${c.steel}" stroke-width="20" stroke-linecap="round"/>
<line x1="280" y1="246" x2="265" y2="350" stroke="${c.steel}" stroke-width="24" stroke-linecap="round"/><line x1="320" y1="246" x2="345" y2="350" stroke="${c.steel}" stroke-width="24" stroke-linecap="round"/>`,
    c.deep,
    c.night,
  ),
  'A humanoid prototype taking its first steps and waving',
);
await write(
  'timeline-3.webp',
  600,
  400,
  frame(
    `<rect x="60" y="300" width="480" height="40" rx="10" fill="${c.steel}"/>
<path d="M40 60 L160 300 M560 60 L440 300" stroke="${c.goldLight}" stroke-opacity="0.5" stroke-width="50"/>
<rect x="210" y="180" width="180" height="56" rx="24" fill="${c.shell}"/><rect x="372" y="168" width="52" height="44" rx="14" fill="${c.steel}"/><rect x="396" y="180" width="22" height="12" rx="6" fill="${c.blue}"/>
<line x1="240" y1="230" x2="232" y2="300" stroke="${c.steel}" stroke-width="14" stroke-linecap="round"/><line x1="360" y1="230" x2="368" y2="300" stroke="${c.steel}" stroke-width="14" stroke-linecap="round"/>
<circle cx="240" cy="230" r="10" fill="${c.gold}"/><circle cx="360" cy="230" r="10" fill="${c.gold}"/>`,
    c.night,
    c.deep,
  ),
  'A robot dog on a launch stage under two spotlights',
);

// Award pictures: five trophies and medals.
/** @param {string} shape @param {string} accent */
function award(shape, accent) {
  const shapes = /** @type {Record<string, string>} */ ({
    cup: `<path d="M220 90 H380 V170 A80 80 0 0 1 220 170 Z" fill="${accent}"/><path d="M220 110 H180 A40 40 0 0 0 220 190 M380 110 H420 A40 40 0 0 1 380 190" fill="none" stroke="${accent}" stroke-width="14"/><rect x="285" y="245" width="30" height="50" fill="${accent}"/><rect x="240" y="295" width="120" height="26" rx="6" fill="${c.steel}"/>`,
    medal: `<path d="M250 60 L290 170 M350 60 L310 170" stroke="${c.blue}" stroke-width="34"/><circle cx="300" cy="230" r="84" fill="${accent}"/><circle cx="300" cy="230" r="60" fill="none" stroke="${c.white}" stroke-opacity="0.6" stroke-width="6"/><path d="M300 190 L312 220 L344 222 L319 242 L328 274 L300 256 L272 274 L281 242 L256 222 L288 220 Z" fill="${c.white}"/>`,
    star: `<path d="M300 70 L338 170 L446 174 L361 240 L392 344 L300 284 L208 344 L239 240 L154 174 L262 170 Z" fill="${accent}"/><circle cx="300" cy="210" r="40" fill="${c.white}" fill-opacity="0.35"/>`,
    certificate: `<rect x="150" y="80" width="300" height="230" rx="10" fill="${c.white}"/><rect x="170" y="100" width="260" height="190" rx="6" fill="none" stroke="${accent}" stroke-width="6"/><rect x="210" y="140" width="180" height="14" rx="7" fill="${c.shade}"/><rect x="230" y="170" width="140" height="10" rx="5" fill="${c.shade}"/><circle cx="370" cy="250" r="30" fill="${accent}"/><path d="M355 275 L350 320 L370 305 L390 320 L385 275" fill="${accent}"/>`,
    crystal: `<path d="M300 60 L390 150 L340 300 H260 L210 150 Z" fill="${accent}" fill-opacity="0.8"/><path d="M300 60 L300 300 M210 150 H390" stroke="${c.white}" stroke-opacity="0.6" stroke-width="4"/><rect x="230" y="300" width="140" height="30" rx="6" fill="${c.steel}"/>`,
  });
  return `<defs>${gradient('a', c.deep, c.night)}<radialGradient id="shine"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="600" height="400" fill="url(#a)"/><circle cx="300" cy="200" r="200" fill="url(#shine)"/>${shapes[shape]}`;
}
/** @type {[string, string, string][]} */
const awards = [
  ['cup', c.gold, 'A golden cup'],
  ['medal', c.goldLight, 'A medal on a blue ribbon'],
  ['star', c.sky, 'A blue star trophy'],
  ['certificate', c.gold, 'A framed certificate with a seal'],
  ['crystal', c.sky, 'A crystal trophy'],
];
for (const [index, [shape, accent, title]] of awards.entries()) await write(`award-${index + 1}.webp`, 600, 400, award(shape, accent), title);

console.log('wrote the about page illustrations');
