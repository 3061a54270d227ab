// @ts-check
/** Small helpers shared by the media scripts: palette, deterministic randomness, shapes, picture files. */
import { join } from 'node:path';
import { pictureWriter } from '@site/design/picture';

export const mediaRoot = join(import.meta.dirname, '..', 'public', 'media');

export const c = {
  night: '#0b0d12',
  deep: '#141a26',
  steel: '#2a3142',
  shell: '#d9dde6',
  shade: '#aeb5c4',
  gold: '#c9a063',
  goldLight: '#e6c48f',
  blue: '#1f5fff',
  sky: '#5d8bff',
  white: '#ffffff',
  mist: '#eef1f6',
  green: '#2fb37a',
  coral: '#e8735a',
};

/** Draws a picture as SVG and writes it under public/media: a .webp, or a .jpg for link previews. */
export const writePicture = pictureWriter(mediaRoot);

/** Deterministic pseudo-random numbers, so reruns write identical files. */
export function random(seed = 7) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** @param {string} id @param {string} a @param {string} b @param {boolean} [vertical] */
export const gradient = (id, a, b, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

/**
 * A field of glowing dots joined by thin lines (between dots closer than `reach`).
 * @param {number} w @param {number} h @param {number} count @param {number} seed @param {number} [reach]
 */
export function network(w, h, count, seed, reach = w / 8) {
  const next = random(seed);
  const nodes = Array.from({ length: count }, () => [next() * w, next() * h]);
  const lines = [];
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const [x1 = 0, y1 = 0] = nodes[i] ?? [];
      const [x2 = 0, y2 = 0] = nodes[j] ?? [];
      if (Math.hypot(x2 - x1, y2 - y1) < reach) lines.push(`<line x1="${x1.toFixed(0)}" y1="${y1.toFixed(0)}" x2="${x2.toFixed(0)}" y2="${y2.toFixed(0)}"/>`);
    }
  }
  const dots = nodes.map(([x = 0, y = 0], i) => `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${i % 5 ? 2.5 : 5}" fill="${i % 7 ? c.sky : c.gold}"/>`);
  return `<g stroke="${c.sky}" stroke-opacity="0.22" stroke-width="1.4">${lines.join('')}</g>${dots.join('')}`;
}

/** A stylised humanoid standing at (x, groundY), `s` = height in px. @param {number} x @param {number} groundY @param {number} s */
export function humanoid(x, groundY, s, tone = c.shell) {
  const u = s / 100;
  const top = groundY - s;
  return `<g stroke="${c.steel}" stroke-width="${1.5 * u}" fill="${tone}">
<rect x="${x - 9 * u}" y="${top}" width="${18 * u}" height="${16 * u}" rx="${6 * u}"/>
<rect x="${x - 6 * u}" y="${top + 5 * u}" width="${12 * u}" height="${4 * u}" rx="${2 * u}" fill="${c.night}"/>
<rect x="${x - 15 * u}" y="${top + 19 * u}" width="${30 * u}" height="${32 * u}" rx="${6 * u}"/>
<circle cx="${x}" cy="${top + 32 * u}" r="${3.5 * u}" fill="${c.gold}"/>
<rect x="${x - 23 * u}" y="${top + 21 * u}" width="${7 * u}" height="${30 * u}" rx="${3.5 * u}"/>
<rect x="${x + 16 * u}" y="${top + 21 * u}" width="${7 * u}" height="${30 * u}" rx="${3.5 * u}"/>
<rect x="${x - 12 * u}" y="${top + 53 * u}" width="${10 * u}" height="${45 * u}" rx="${4 * u}"/>
<rect x="${x + 2 * u}" y="${top + 53 * u}" width="${10 * u}" height="${45 * u}" rx="${4 * u}"/>
</g>`;
}

/** A stylised robot dog standing at (x, groundY), `s` = body length in px. @param {number} x @param {number} groundY @param {number} s */
export function robotDog(x, groundY, s, tone = c.shell) {
  const u = s / 100;
  const bodyY = groundY - 48 * u;
  const leg = (/** @type {number} */ lx, /** @type {number} */ bend) =>
    `<path d="M${lx} ${bodyY + 12 * u} l${bend * 8 * u} ${16 * u} l${-bend * 6 * u} ${20 * u}" fill="none" stroke="${c.steel}" stroke-width="${6 * u}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `<g>
${leg(x - 38 * u, 1)}${leg(x - 26 * u, 1)}${leg(x + 26 * u, -1)}${leg(x + 38 * u, -1)}
<rect x="${x - 50 * u}" y="${bodyY - 6 * u}" width="${100 * u}" height="${22 * u}" rx="${9 * u}" fill="${tone}" stroke="${c.steel}" stroke-width="${1.5 * u}"/>
<rect x="${x + 42 * u}" y="${bodyY - 14 * u}" width="${22 * u}" height="${16 * u}" rx="${5 * u}" fill="${tone}" stroke="${c.steel}" stroke-width="${1.5 * u}"/>
<circle cx="${x + 58 * u}" cy="${bodyY - 6 * u}" r="${3 * u}" fill="${c.blue}"/>
<rect x="${x - 20 * u}" y="${bodyY - 2 * u}" width="${40 * u}" height="${5 * u}" rx="${2 * u}" fill="${c.gold}"/>
</g>`;
}
