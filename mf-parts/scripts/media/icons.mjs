// @ts-check
/** Line icons for the highlight row, 96 x 96, gold strokes on transparent. */
import { n, svg, palette as c } from './svg.mjs';

const stroke = `fill="none" stroke="${c.gold}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`;

/** @type {Record<string, string>} */
const shapes = {
  torque: `<circle cx="48" cy="48" r="12"/><path d="M48 18a30 30 0 1 1-28 19"/><path d="M14 28l6 9 10-4"/>`,
  speed: `<path d="M16 66a34 34 0 1 1 64 0"/><path d="M48 62l18-22"/><circle cx="48" cy="62" r="5"/><path d="M24 48h6M48 26v6M72 48h-6"/>`,
  encoder: `<circle cx="48" cy="48" r="32"/><circle cx="48" cy="48" r="10"/>${Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<path d="M${n(48 + Math.cos(a) * 20)} ${n(48 + Math.sin(a) * 20)}L${n(48 + Math.cos(a) * 28)} ${n(48 + Math.sin(a) * 28)}"/>`;
  }).join('')}`,
  bus: `<rect x="38" y="12" width="20" height="16" rx="3"/><rect x="12" y="68" width="20" height="16" rx="3"/><rect x="64" y="68" width="20" height="16" rx="3"/><path d="M48 28v20M22 68V48h52v20"/>`,
  thermal: `<path d="M42 58V20a6 6 0 0 1 12 0v38a14 14 0 1 1-12 0z"/><path d="M48 40v28"/><path d="M66 26h12M66 38h8M66 50h12"/>`,
  weight: `<path d="M30 36h36l10 46H20z"/><circle cx="48" cy="24" r="10"/><path d="M40 62h16"/>`,
  compact: `<rect x="30" y="30" width="36" height="36" rx="4"/><path d="M14 14l12 12M82 14L70 26M14 82l12-12M82 82L70 70M14 14h10M14 14v10M82 14H72M82 14v10M14 82h10M14 82V72M82 82H72M82 82V72"/>`,
  precision: `<circle cx="48" cy="48" r="26"/><circle cx="48" cy="48" r="4"/><path d="M48 10v18M48 68v18M10 48h18M68 48h18"/>`,
  hollow: `<circle cx="48" cy="48" r="32"/><circle cx="48" cy="48" r="14"/><path d="M6 48c14 0 18-6 28-6M90 48c-14 0-18 6-28 6"/>`,
};

/** @returns {Record<string, string>} file name (without .svg) to SVG text */
export function iconPictures() {
  return Object.fromEntries(Object.entries(shapes).map(([name, body]) => [name, svg(96, 96, `<g ${stroke}>${body}</g>`)]));
}
