// @ts-check
/**
 * Writes the original illustrations of /app, /app/g1, /app/dog and /applications: app screenshots
 * per feature and language, robot pictures, feature backgrounds, store icons, QR codes that encode
 * the store links of packages/config/src/app-store-links.json, scene cards and fictional partner logos.
 * Run: node scripts/generate-app-media.mjs (outputs are committed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { fontStack as labelFont } from '@site/design/font-stack';
import { c, gradient, humanoid, network, robotDog, writePicture } from './svg-kit.mjs';

const stores = /** @type {Record<'dog' | 'g1', { ios: string, android: string }>} */ (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'packages', 'config', 'src', 'app-store-links.json'), 'utf8'))
);

// QR codes of the store links, dark on white with a quiet zone, so phones can scan them.
for (const [app, links] of Object.entries(stores)) {
  for (const [store, url] of Object.entries(links)) {
    const svg = await QRCode.toString(url, { type: 'svg', margin: 2, color: { dark: c.night, light: '#ffffff' }, errorCorrectionLevel: 'M' });
    const body = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    const size = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1] ?? 33);
    await writePicture(`app/qr-${app}-${store}.webp`, 240, 240, `<g transform="scale(${240 / size})" shape-rendering="crispEdges">${body}</g>`, `QR code: ${url}`, { lossless: true });
  }
}

// Store icons (our own glyphs): a phone with a download arrow, and a phone with a package box.
// Pictures with text or fine lines shown up to their declared size are written at twice it, sharp on a phone.
await writePicture('app/store-ios.webp', 40, 40, `<rect x="10" y="3" width="20" height="34" rx="4" fill="none" stroke="currentColor" stroke-width="2.5"/><path d="M20 11v12m-5-5 5 5 5-5" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="20" cy="31" r="1.8" fill="currentColor"/>`, 'Phone with a download arrow', { scale: 2 });
await writePicture('app/store-android.webp', 40, 40, `<rect x="10" y="3" width="20" height="34" rx="4" fill="none" stroke="currentColor" stroke-width="2.5"/><path d="M14 14l6-3 6 3v8l-6 3-6-3z" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linejoin="round"/><path d="M14 14l6 3 6-3M20 17v8" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="20" cy="31" r="1.8" fill="currentColor"/>`, 'Phone with a package', { scale: 2 });

/** Screen contents of each feature: the app's title bar text and what the screen shows. */
const screens = {
  dog: [
    { key: 'control', zh: ['遥控', '行走', '奔跑'], en: ['Remote', 'Walk', 'Run'], draw: joystick },
    { key: 'camera', zh: ['实时画面', '拍照', '录像'], en: ['Live view', 'Photo', 'Record'], draw: cameraView },
    { key: 'gaits', zh: ['步态', '稳健', '爬坡'], en: ['Gaits', 'Steady', 'Climb'], draw: gaitChips },
    { key: 'patrol', zh: ['巡逻路线', '开始', '编辑'], en: ['Patrol', 'Start', 'Edit'], draw: routeMap },
    { key: 'status', zh: ['设备状态', '电量', '固件'], en: ['Status', 'Battery', 'Firmware'], draw: statusGauge },
  ],
  g1: [
    { key: 'connect', zh: ['连接机器人', '扫描', '配对'], en: ['Connect', 'Scan', 'Pair'], draw: cameraView },
    { key: 'actions', zh: ['动作库', '挥手', '行走'], en: ['Actions', 'Wave', 'Walk'], draw: gaitChips },
    { key: 'status', zh: ['设备状态', '电量', '固件'], en: ['Status', 'Battery', 'Firmware'], draw: statusGauge },
  ],
};

/** @param {number} x @param {number} y @param {string} label @param {boolean} [active] */
function chip(x, y, label, active = false) {
  return `<rect x="${x}" y="${y}" width="104" height="40" rx="20" fill="${active ? c.gold : c.steel}"/><text x="${x + 52}" y="${y + 26}" text-anchor="middle" font-size="16" font-family="${labelFont}" fill="${active ? c.night : c.mist}">${label}</text>`;
}
/** @param {string[]} words */
function joystick(words) {
  return `<circle cx="160" cy="330" r="90" fill="none" stroke="${c.steel}" stroke-width="6"/><circle cx="190" cy="300" r="36" fill="${c.gold}"/>${chip(46, 470, words[1] ?? '', true)}${chip(170, 470, words[2] ?? '')}`;
}
/** @param {string[]} words */
function cameraView(words) {
  return `<rect x="30" y="200" width="260" height="200" rx="12" fill="${c.deep}"/>${robotDog(160, 370, 120)}<circle cx="60" cy="225" r="8" fill="${c.coral}"/>${chip(46, 470, words[1] ?? '', true)}${chip(170, 470, words[2] ?? '')}`;
}
/** @param {string[]} words */
function gaitChips(words) {
  return `${humanoid(160, 420, 190)}${chip(46, 470, words[1] ?? '', true)}${chip(170, 470, words[2] ?? '')}`;
}
/** @param {string[]} words */
function routeMap(words) {
  return `<rect x="30" y="200" width="260" height="220" rx="12" fill="${c.deep}"/><path d="M60 390 C 110 250, 200 400, 260 230" fill="none" stroke="${c.sky}" stroke-width="6" stroke-dasharray="14 10"/><circle cx="60" cy="390" r="10" fill="${c.green}"/><circle cx="260" cy="230" r="10" fill="${c.gold}"/>${chip(46, 470, words[1] ?? '', true)}${chip(170, 470, words[2] ?? '')}`;
}
/** @param {string[]} words */
function statusGauge(words) {
  return `<circle cx="160" cy="320" r="90" fill="none" stroke="${c.steel}" stroke-width="18"/><circle cx="160" cy="320" r="90" fill="none" stroke="${c.green}" stroke-width="18" stroke-dasharray="452 566" transform="rotate(-90 160 320)"/><text x="160" y="332" text-anchor="middle" font-size="40" font-family="${labelFont}" fill="${c.mist}">80%</text>${chip(46, 470, words[1] ?? '', true)}${chip(170, 470, words[2] ?? '')}`;
}

// App screenshots: a 320x640 phone screen with a title bar in the page's language.
for (const [app, features] of Object.entries(screens)) {
  for (const feature of features) {
    for (const lang of /** @type {const} */ (['zh', 'en'])) {
      const words = feature[lang];
      const body = `<defs>${gradient('screen', c.night, c.deep)}</defs><rect width="320" height="640" rx="36" fill="url(#screen)" stroke="${c.steel}" stroke-width="8"/><rect x="120" y="18" width="80" height="10" rx="5" fill="${c.steel}"/>
<text x="160" y="110" text-anchor="middle" font-size="26" font-weight="700" font-family="${labelFont}" fill="${c.mist}">${words[0]}</text>${feature.draw(words)}`;
      await writePicture(`app/${app}-${feature.key}-${lang}.webp`, 320, 640, body, `${app} app screen: ${words[0]}`, { scale: 2 });
    }
  }
}

// Robot pictures shown next to the screenshots on phones, and the dark feature sections' background.
await writePicture('app/robot-dog.webp', 480, 320, `${robotDog(240, 290, 300)}`, 'The robot dog');
await writePicture('app/robot-g1.webp', 320, 480, `${humanoid(160, 470, 440)}`, 'The humanoid robot');
const darkBackground = (/** @type {number} */ w, /** @type {number} */ h, /** @type {number} */ count) =>
  `<defs>${gradient('bg', c.night, c.deep)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${network(w, h, count, 11, 240)}`;
await writePicture('app/feature-bg-dark.webp', 1920, 720, darkBackground(1920, 720, 70), 'Dark background with a network of nodes');
// Phones stack a section's text, screenshot and robot (about 390x960): a portrait picture of its own.
await writePicture('app/feature-bg-dark-narrow.webp', 480, 1200, darkBackground(480, 1200, 32), 'Dark background with a network of nodes');

// /applications scene cards: industry, business, family.
const scene = (/** @type {string} */ art) => `<defs>${gradient('bg', c.deep, c.night)}</defs><rect width="600" height="400" fill="url(#bg)"/>${art}<rect x="0" y="370" width="600" height="30" fill="${c.steel}"/>`;
await writePicture('applications/scene-industry.webp', 600, 400, scene(`<rect x="0" y="250" width="600" height="20" fill="${c.steel}"/>${[40, 180, 460].map((x) => `<rect x="${x}" y="206" width="60" height="44" rx="4" fill="${c.gold}"/>`).join('')}${humanoid(320, 370, 260)}`), 'A humanoid working at a conveyor line');
await writePicture('applications/scene-business.webp', 600, 400, scene(`<rect x="60" y="250" width="220" height="120" rx="8" fill="${c.steel}"/><rect x="360" y="80" width="160" height="60" rx="16" fill="${c.mist}"/>${humanoid(420, 370, 250)}`), 'A humanoid greeting visitors at a reception desk');
await writePicture('applications/scene-family.webp', 600, 400, scene(`<rect x="430" y="150" width="130" height="220" rx="6" fill="${c.steel}"/>${humanoid(240, 370, 250)}<rect x="205" y="200" width="70" height="52" rx="5" fill="${c.gold}"/>${robotDog(420, 370, 110)}`), 'A humanoid carrying a box at home beside a robot dog');

// Four fictional partners: a mark and a wordmark each.
const partners = [
  { key: 'northgate', name: 'NORTHGATE', mark: `<path d="M20 70 L50 20 L80 70 Z" fill="${c.blue}"/>` },
  { key: 'harbor', name: 'HARBOR LINK', mark: `<circle cx="50" cy="45" r="28" fill="none" stroke="${c.sky}" stroke-width="9"/><rect x="44" y="10" width="12" height="70" fill="${c.sky}"/>` },
  { key: 'aurora', name: 'AURORA MART', mark: `<path d="M18 72 Q50 0 82 72" fill="none" stroke="${c.gold}" stroke-width="10" stroke-linecap="round"/>` },
  { key: 'cedar', name: 'CEDAR HOME', mark: `<path d="M50 14 L80 46 H62 L84 74 H16 L38 46 H20 Z" fill="${c.green}"/>` },
];
for (const { key, name, mark } of partners) {
  await writePicture(`applications/partner-${key}.webp`, 320, 96, `${mark}<text x="100" y="58" font-size="28" font-weight="700" letter-spacing="2" font-family="${labelFont}" fill="${c.deep}">${name}</text>`, `${name} logo`, { scale: 2 });
}
console.log('wrote app and applications illustrations');
