// @ts-check
/**
 * Writes the original images of the /contactinformation page into public/media/contact/:
 * the banner (desktop and phone), social icons (a letter mark on a rounded tile, not any
 * platform's real logo) and QR-like images per language. The QR images are a made-up pattern
 * derived from a placeholder URL: they look like QR codes but scanning them leads nowhere.
 * Run: node scripts/generate-media.mjs (outputs are committed).
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fontStack as labelFont } from '@site/design/font-stack';
import { pictureWriter } from '@site/design/picture';

const root = join(import.meta.dirname, '..', 'public', 'media', 'contact');

const c = { night: '#0b0d12', deep: '#141a26', gold: '#c9a063', blue: '#1f5fff', sky: '#5d8bff', white: '#ffffff', ink: '#111111', grey: '#6b7280' };

/** Draws a picture as SVG and writes it as WebP under public/media/contact. */
const write = pictureWriter(root);

// Banner: concentric signal rings spreading from a point, like a call going out.
/** @param {number} w @param {number} h @param {number} cx @param {number} cy */
function banner(w, h, cx, cy) {
  const rings = Array.from({ length: 9 }, (_, i) => `<circle cx="${cx}" cy="${cy}" r="${60 + i * 70}" fill="none" stroke="${i % 3 ? c.sky : c.gold}" stroke-opacity="${(0.5 - i * 0.05).toFixed(2)}" stroke-width="${i % 3 ? 2 : 3}"/>`).join('');
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.night}"/><stop offset="1" stop-color="${c.deep}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${rings}<circle cx="${cx}" cy="${cy}" r="18" fill="${c.gold}"/>`;
}
await write('banner.webp', 1920, 600, banner(1920, 600, 1500, 300), 'Signal rings spreading over a dark background');
await write('banner-mobile.webp', 750, 700, banner(750, 700, 560, 520), 'Signal rings spreading over a dark background');

// Social icons: an original letter mark on a rounded tile.
const socials = /** @type {const} */ ([
  ['wechat', 'WC', '#2f9e5b'],
  ['douyin', 'D', '#1b1b24'],
  ['xiaohongshu', 'XHS', '#d94452'],
  ['bilibili', 'B', '#3a9fd8'],
  ['weibo', 'WB', '#e0862b'],
  ['x', 'X', '#2a2a2a'],
  ['youtube', 'YT', '#c7372f'],
]);
for (const [id, mark, tile] of socials) {
  const size = mark.length > 2 ? 20 : mark.length > 1 ? 26 : 34;
  await write(
    `social/${id}.webp`,
    64,
    64,
    `<rect width="64" height="64" rx="16" fill="${tile}"/><text x="32" y="${32 + size * 0.36}" text-anchor="middle" font-family="${labelFont}" font-size="${size}" font-weight="700" fill="${c.white}">${mark}</text>`,
    `${id} icon`,
    { scale: 2 },
  );
}

/** A QR-looking 29×29 module pattern: three finder squares, timing lines and hashed data bits. */
function qrPattern(/** @type {string} */ payload) {
  const n = 29;
  const grid = new Uint8Array(n * n);
  const set = (/** @type {number} */ r, /** @type {number} */ col, /** @type {boolean} */ on) => {
    grid[r * n + col] = on ? 1 : 0;
  };
  const reserved = (/** @type {number} */ r, /** @type {number} */ col) =>
    (r < 9 && col < 9) || (r < 9 && col >= n - 8) || (r >= n - 8 && col < 9) || r === 6 || col === 6;
  let bits = Buffer.alloc(0);
  for (let i = 0; bits.length < 128; i++) bits = Buffer.concat([bits, createHash('sha256').update(`${payload}#${i}`).digest()]);
  let k = 0;
  for (let r = 0; r < n; r++) {
    for (let col = 0; col < n; col++) {
      if (reserved(r, col)) continue;
      set(r, col, ((bits[k >> 3] ?? 0) >> (k & 7)) % 2 === 1);
      k++;
    }
  }
  for (let i = 8; i < n - 8; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [r0, c0] of /** @type {[number, number][]} */ ([[0, 0], [0, n - 7], [n - 7, 0]])) {
    for (let r = 0; r < 7; r++) {
      for (let col = 0; col < 7; col++) set(r0 + r, c0 + col, Math.max(Math.abs(r - 3), Math.abs(col - 3)) !== 2);
    }
  }
  const cells = [];
  for (let r = 0; r < n; r++) for (let col = 0; col < n; col++) if (grid[r * n + col]) cells.push(`M${col} ${r}h1v1h-1z`);
  return `<g transform="translate(20 20) scale(${200 / n})"><path d="${cells.join('')}" fill="${c.ink}"/></g>`;
}

/** A QR image: white card, pattern, and a caption in the image's language. */
function qrImage(/** @type {string} */ payload, /** @type {string} */ caption) {
  return `<rect width="240" height="280" rx="12" fill="${c.white}"/>${qrPattern(payload)}
<rect x="100" y="100" width="40" height="40" rx="8" fill="${c.white}"/><rect x="106" y="106" width="28" height="28" rx="6" fill="${c.gold}"/>
<text x="120" y="258" text-anchor="middle" font-family="${labelFont}" font-size="17" fill="${c.grey}">${caption}</text>`;
}

const qrCodes = {
  wechat: { zh: '微信扫码关注', en: 'Scan in WeChat to follow' },
  douyin: { zh: '抖音扫码关注', en: 'Scan in Douyin to follow' },
  xiaohongshu: { zh: '小红书扫码关注', en: 'Scan in Xiaohongshu to follow' },
  'wechat-account': { zh: '扫码添加企业微信', en: 'Scan to add us on WeChat' },
  'company-ability': { zh: '扫码查看公司能力介绍', en: 'Scan for our capability brochure' },
};
for (const [name, captions] of Object.entries(qrCodes)) {
  for (const [lang, caption] of Object.entries(captions)) {
    await write(`qr/${name}-${lang}.webp`, 240, 280, qrImage(`https://robotics.example/${lang}/qr/${name}`, caption), caption, { lossless: true });
  }
}

console.log(`wrote the contact pages' pictures to ${root}`);
