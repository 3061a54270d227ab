// @ts-check
/** The five carousel views and the two hero pictures of one actuator. */
import { actuatorDefs, dimension, frontFace, oblique, profile, rearFace } from './actuator.mjs';
import { linear, n, radial, svg, palette as c } from './svg.mjs';

/** @typedef {import('./actuator.mjs').Actuator} Actuator */
/** @typedef {{ width: number, height: number }} Size */

const paper = (/** @type {Size} */ size) => `<rect width="${size.width}" height="${size.height}" fill="url(#aPaper)"/>`;
const shadow = (/** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ rx) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * 0.12)}" fill="#000" opacity="0.12"/>`;

/** @param {Actuator} a @param {Size} size @returns {Record<'angle45' | 'front' | 'reverse' | 'side' | 'top', string>} */
export function viewPictures(a, size) {
  const { width: w, height: h } = size;
  const cx = w / 2;
  const cy = h / 2 - 20;
  // The larger of diameter and length fills about 55% of the height, so proportions show.
  const scale = (h * 0.55) / Math.max(a.diameter, a.length);
  const r = (a.diameter / 2) * scale;
  const length = a.length * scale;
  return {
    angle45: svg(w, h, paper(size) + shadow(cx, cy + r + 30, r * 1.4) + `<g transform="translate(${n(cx)} ${n(cy)}) rotate(-8)">${oblique(a, r)}</g>`, actuatorDefs),
    front: svg(
      w,
      h,
      paper(size) + `<g transform="translate(${n(cx)} ${n(cy)})">${frontFace(a, r)}</g>` + dimension(cx - r, cy + r + 28, cx + r, cy + r + 28, `Ø${a.diameter}`),
      actuatorDefs,
    ),
    reverse: svg(w, h, paper(size) + `<g transform="translate(${n(cx)} ${n(cy)})">${rearFace(a, r)}</g>`, actuatorDefs),
    side: svg(
      w,
      h,
      paper(size) +
        shadow(cx, cy + r + 24, length * 0.7) +
        `<g transform="translate(${n(cx)} ${n(cy)})">${profile(a, scale)}</g>` +
        dimension(cx - length / 2, cy + r + 40, cx + length / 2, cy + r + 40, `${a.length} mm`) +
        dimension(cx - length / 2 - 40, cy - r, cx - length / 2 - 40, cy + r, `Ø${a.diameter}`),
      actuatorDefs,
    ),
    top: svg(w, h, paper(size) + shadow(cx, cy + r + 24, length * 0.7) + `<g transform="translate(${n(cx)} ${n(cy)})">${profile(a, scale, true)}</g>`, actuatorDefs),
  };
}

/** A dark stage with a glow and a faint grid; the actuator sits at (x, y) with face radius r. */
function stage(/** @type {Actuator} */ a, /** @type {Size} */ size, /** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) {
  const { width: w, height: h } = size;
  const grid = [];
  for (let gx = 0; gx <= w; gx += 80) grid.push(`M${gx} 0V${h}`);
  for (let gy = 0; gy <= h; gy += 80) grid.push(`M0 ${gy}H${w}`);
  const rings = [1.5, 1.9, 2.3]
    .map((k, i) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * k)}" fill="none" stroke="${c.gold}" stroke-opacity="${0.35 - i * 0.1}" stroke-dasharray="${i === 1 ? '6 10' : 'none'}"/>`)
    .join('');
  const defs =
    actuatorDefs +
    linear('hBg', [[0, c.darker], [1, '#151a24']], [0, 0, 1, 1]) +
    radial('hGlow', [[0, c.gold, 0.35], [0.5, c.blue, 0.12], [1, c.dark, 0]]);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#hBg)"/>` +
    `<path d="${grid.join('')}" stroke="#ffffff" stroke-opacity="0.04"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 2.6)}" fill="url(#hGlow)"/>` +
    rings +
    `<ellipse cx="${n(x)}" cy="${n(y + r * 1.25)}" rx="${n(r * 1.5)}" ry="${n(r * 0.16)}" fill="#000" opacity="0.45"/>` +
    `<g transform="translate(${n(x)} ${n(y)}) rotate(-10)">${oblique(a, r)}</g>`;
  return svg(w, h, body, defs);
}

/** @param {Actuator} a @param {Size} desktop @param {Size} mobile */
export function heroPictures(a, desktop, mobile) {
  // Thin modules are drawn a little larger so every hero feels equally full.
  const fill = Math.min(1.15, Math.max(0.85, a.diameter / a.length / 1.4));
  return {
    desktop: stage(a, desktop, desktop.width * 0.7, desktop.height * 0.5, desktop.height * 0.27 * fill),
    mobile: stage(a, mobile, mobile.width * 0.5, mobile.height * 0.66, mobile.width * 0.22 * fill),
  };
}
