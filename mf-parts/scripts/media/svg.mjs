// @ts-check
/** Small helpers for writing compact, hand-made SVG. */

/** Labels draw with the site's font stack: painting a picture looks up no other font family. */
export { fontStack as labelFont } from '@site/design/font-stack';

/** Rounds to 1 decimal so files stay small. @param {number} value */
export const n = (value) => Math.round(value * 10) / 10;

/** @param {string} text */
export const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A whole SVG document.
 * @param {number} width @param {number} height @param {string} body @param {string} [defs]
 */
export function svg(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    defs ? `<defs>${defs}</defs>` : ''
  }${body}</svg>\n`;
}

/** @param {string} id @param {[number, string][]} stops @param {[number, number, number, number]} [vector] */
export function linear(id, stops, vector = [0, 0, 0, 1]) {
  const [x1, y1, x2, y2] = vector;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
}

/** @param {string} id @param {[number, string, number?][]} stops */
export function radial(id, stops) {
  return `<radialGradient id="${id}">${stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('')}</radialGradient>`;
}

/** Reads the first number of a value like 'Ø90 mm' or '0.78 kg'. @param {string | undefined} value */
export function numberOf(value) {
  const match = /-?\d+(\.\d+)?/.exec(value ?? '');
  if (!match) throw new Error(`no number in "${value}"`);
  return Number(match[0]);
}

export const palette = {
  gold: '#c9a063',
  goldLight: '#e7c995',
  blue: '#3b82f6',
  ink: '#374151',
  muted: '#6b7280',
  dark: '#0b0d12',
  darker: '#07090d',
  housingLight: '#4b525d',
  housingDark: '#1d2127',
  flangeLight: '#dfe3e8',
  flangeDark: '#8c939d',
  paper: '#f4f5f7',
  paperDark: '#e3e6ea',
};
