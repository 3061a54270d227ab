// @ts-check
/**
 * A cylindrical joint actuator drawn from its parameters: outer diameter and length set the
 * proportions, the diameter sets the bolt count and whether the shaft is hollow, the bus name
 * sets the connectors. Five views plus an oblique hero drawing.
 */
import { linear, n, escape, palette as c, labelFont } from './svg.mjs';

/** @typedef {{ code: string, diameter: number, length: number, bus: string }} Actuator */

/** Gradients every actuator drawing uses (ids prefixed `a`). */
export const actuatorDefs =
  linear('aHousing', [[0, c.housingLight], [0.5, '#2c3139'], [1, c.housingDark]]) +
  linear('aFlange', [[0, c.flangeLight], [1, c.flangeDark]], [0, 0, 1, 1]) +
  linear('aSide', [[0, '#5a616c'], [0.35, '#2e333b'], [1, '#16191e']]) +
  linear('aPaper', [[0, c.paper], [1, c.paperDark]]);

/** @param {Actuator} a */
export const boltCount = (a) => (a.diameter >= 100 ? 12 : a.diameter >= 70 ? 8 : a.diameter >= 40 ? 6 : 4);
/** @param {Actuator} a */
export const isHollow = (a) => a.diameter >= 70;

/** The output face, centred on 0,0 with radius r. @param {Actuator} a @param {number} r */
export function frontFace(a, r) {
  const bolts = boltCount(a);
  const holes = Array.from({ length: bolts }, (_, i) => {
    const angle = (i / bolts) * Math.PI * 2;
    return `<circle cx="${n(Math.cos(angle) * r * 0.62)}" cy="${n(Math.sin(angle) * r * 0.62)}" r="${n(Math.max(1.5, r * 0.045))}" fill="#30353d"/>`;
  }).join('');
  const centre = isHollow(a)
    ? `<circle r="${n(r * 0.27)}" fill="#9aa1ab"/><circle r="${n(r * 0.22)}" fill="#0d0f13"/>`
    : `<circle r="${n(r * 0.2)}" fill="#b9bfc7"/><circle r="${n(r * 0.06)}" fill="#30353d"/>`;
  return (
    `<circle r="${n(r)}" fill="url(#aHousing)"/>` +
    `<circle r="${n(r * 0.95)}" fill="none" stroke="${c.gold}" stroke-width="${n(r * 0.03)}"/>` +
    `<circle r="${n(r * 0.8)}" fill="url(#aFlange)"/>` +
    `<circle r="${n(r * 0.8)}" fill="none" stroke="#7b828c" stroke-width="${n(r * 0.015)}"/>` +
    holes +
    centre
  );
}

/** The rear cover with connectors and the model code. @param {Actuator} a @param {number} r */
export function rearFace(a, r) {
  const connectors = a.bus === 'EtherCAT' ? 3 : 2;
  const width = r * 0.22;
  const plugs = Array.from({ length: connectors }, (_, i) => {
    const x = (i - (connectors - 1) / 2) * width * 1.3 - width / 2;
    return `<rect x="${n(x)}" y="${n(r * 0.35)}" width="${n(width)}" height="${n(r * 0.16)}" rx="${n(r * 0.03)}" fill="#0f1115" stroke="#6b7280" stroke-width="1"/>`;
  }).join('');
  const slots = Array.from({ length: 9 }, (_, i) => {
    const angle = Math.PI * (1.15 + (i / 8) * 0.7);
    const x = Math.cos(angle) * r * 0.72;
    const y = Math.sin(angle) * r * 0.72;
    return `<line x1="${n(x * 0.92)}" y1="${n(y * 0.92)}" x2="${n(x * 1.08)}" y2="${n(y * 1.08)}" stroke="#111317" stroke-width="${n(r * 0.04)}" stroke-linecap="round"/>`;
  }).join('');
  const screws = [45, 135, 225, 315]
    .map((deg) => {
      const angle = (deg * Math.PI) / 180;
      return `<circle cx="${n(Math.cos(angle) * r * 0.86)}" cy="${n(Math.sin(angle) * r * 0.86)}" r="${n(r * 0.035)}" fill="#8c939d"/>`;
    })
    .join('');
  return (
    `<circle r="${n(r)}" fill="url(#aHousing)"/>` +
    `<circle r="${n(r * 0.9)}" fill="#23272e" stroke="#3d434c" stroke-width="${n(r * 0.02)}"/>` +
    slots +
    screws +
    `<text y="${n(-r * 0.02)}" text-anchor="middle" font-family="${labelFont}" font-weight="700" font-size="${n(r * 0.2)}" fill="#d1d5db">${escape(a.code)}</text>` +
    plugs
  );
}

/**
 * The module seen from the side (axis horizontal, output to the right), centred on 0,0.
 * @param {Actuator} a @param {number} scale px per mm @param {boolean} [fromTop] shows the connectors at the rear
 */
export function profile(a, scale, fromTop = false) {
  const r = (a.diameter / 2) * scale;
  const length = a.length * scale;
  const flange = length * 0.12;
  const body = length - flange;
  const x0 = -length / 2;
  const fins = Array.from({ length: 5 }, (_, i) => {
    const x = x0 + body * (0.12 + i * 0.08);
    return `<line x1="${n(x)}" y1="${n(-r * 0.92)}" x2="${n(x)}" y2="${n(r * 0.92)}" stroke="#14171b" stroke-width="${n(Math.max(1, scale * 0.8))}"/>`;
  }).join('');
  const plugs = fromTop
    ? [-0.3, 0.3]
        .map((y) => `<rect x="${n(x0 - length * 0.09)}" y="${n(y * r - r * 0.1)}" width="${n(length * 0.09)}" height="${n(r * 0.2)}" rx="2" fill="#0f1115" stroke="#6b7280"/>`)
        .join('')
    : '';
  const label = fromTop
    ? `<rect x="${n(x0 + body * 0.55)}" y="${n(-r * 0.22)}" width="${n(body * 0.3)}" height="${n(r * 0.44)}" rx="3" fill="#111317"/>` +
      `<text x="${n(x0 + body * 0.7)}" y="${n(r * 0.08)}" text-anchor="middle" font-family="${labelFont}" font-weight="700" font-size="${n(Math.min(r * 0.22, body * 0.09))}" fill="${c.goldLight}">${escape(a.code)}</text>`
    : '';
  return (
    plugs +
    `<rect x="${n(x0)}" y="${n(-r)}" width="${n(body)}" height="${n(2 * r)}" rx="${n(r * 0.08)}" fill="url(#aSide)"/>` +
    fins +
    `<rect x="${n(x0 + body - length * 0.05)}" y="${n(-r)}" width="${n(length * 0.025)}" height="${n(2 * r)}" fill="${c.gold}"/>` +
    `<rect x="${n(x0 + body)}" y="${n(-r * 0.8)}" width="${n(flange)}" height="${n(1.6 * r)}" rx="${n(r * 0.04)}" fill="url(#aFlange)"/>` +
    label
  );
}

/**
 * The oblique (45 degree) drawing, centred on 0,0; `r` is the face radius in px.
 * @param {Actuator} a @param {number} r
 */
export function oblique(a, r) {
  const squash = 0.5;
  const depth = (a.length / a.diameter) * 2 * r * 0.72;
  const back = -depth / 2;
  const front = depth / 2;
  const flangeDepth = depth * 0.14;
  const rf = r * 0.8;
  const body =
    `<path d="M${n(back)} ${n(-r)}L${n(front)} ${n(-r)}L${n(front)} ${n(r)}L${n(back)} ${n(r)}A${n(r * squash)} ${n(r)} 0 0 1 ${n(back)} ${n(-r)}Z" fill="url(#aSide)"/>` +
    Array.from({ length: 4 }, (_, i) => {
      const x = back + depth * (0.15 + i * 0.12);
      return `<path d="M${n(x)} ${n(-r)}A${n(r * squash)} ${n(r)} 0 0 0 ${n(x)} ${n(r)}" fill="none" stroke="#14171b" stroke-width="${n(Math.max(1, r * 0.012))}"/>`;
    }).join('') +
    `<path d="M${n(front - depth * 0.08)} ${n(-r)}A${n(r * squash)} ${n(r)} 0 0 0 ${n(front - depth * 0.08)} ${n(r)}" fill="none" stroke="${c.gold}" stroke-width="${n(r * 0.05)}"/>`;
  const face = `<g transform="translate(${n(front)} 0) scale(${squash} 1)">${frontFace(a, r)}</g>`;
  const flange =
    `<path d="M${n(front)} ${n(-rf)}L${n(front + flangeDepth)} ${n(-rf)}L${n(front + flangeDepth)} ${n(rf)}L${n(front)} ${n(rf)}Z" fill="#9aa1ab"/>` +
    `<g transform="translate(${n(front + flangeDepth)} 0) scale(${squash} 1)"><circle r="${n(rf)}" fill="url(#aFlange)"/>${
      isHollow(a) ? `<circle r="${n(r * 0.22)}" fill="#0d0f13"/>` : `<circle r="${n(r * 0.2)}" fill="#b9bfc7"/>`
    }${Array.from({ length: boltCount(a) }, (_, i) => {
      const angle = (i / boltCount(a)) * Math.PI * 2;
      return `<circle cx="${n(Math.cos(angle) * rf * 0.75)}" cy="${n(Math.sin(angle) * rf * 0.75)}" r="${n(Math.max(1.5, r * 0.04))}" fill="#30353d"/>`;
    }).join('')}</g>`;
  return body + face + flange;
}

/** A dimension line with its value. @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 @param {string} text */
export function dimension(x1, y1, x2, y2, text) {
  const vertical = x1 === x2;
  const tick = (x = 0, y = 0) =>
    vertical
      ? `<line x1="${n(x - 8)}" y1="${n(y)}" x2="${n(x + 8)}" y2="${n(y)}"/>`
      : `<line x1="${n(x)}" y1="${n(y - 8)}" x2="${n(x)}" y2="${n(y + 8)}"/>`;
  const label = vertical
    ? `<text x="${n(x1 - 14)}" y="${n((y1 + y2) / 2)}" text-anchor="middle" transform="rotate(-90 ${n(x1 - 14)} ${n((y1 + y2) / 2)})">${escape(text)}</text>`
    : `<text x="${n((x1 + x2) / 2)}" y="${n(y1 + 26)}" text-anchor="middle">${escape(text)}</text>`;
  return `<g stroke="${c.muted}" stroke-width="1.5" fill="${c.muted}" font-family="${labelFont}" font-size="18"><line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"/>${tick(x1, y1)}${tick(x2, y2)}<g stroke="none">${label}</g></g>`;
}
