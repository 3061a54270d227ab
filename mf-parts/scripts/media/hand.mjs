// @ts-check
/**
 * MagicHand S01 seen from the palm side: four fingers of three phalanges, a thumb of two,
 * eleven joints in all and a touch pad on each fingertip that lights up on contact.
 * `handFrame(t)` draws the hand at loop phase t in [0, 1); the motion is periodic, so a video
 * made of these frames loops without a seam.
 */
import { linear, n, radial, svg, palette as c } from './svg.mjs';

const fingers = [
  { x: -84, lengths: [62, 44, 34], phase: 0.0 },
  { x: -28, lengths: [70, 50, 38], phase: 0.08 },
  { x: 28, lengths: [66, 46, 36], phase: 0.16 },
  { x: 80, lengths: [52, 36, 30], phase: 0.24 },
];
/** Joint bend at full curl, in degrees, from knuckle to tip. */
const bend = [80, 95, 60];

/** Curl in [0, 1] at loop phase t: a wave across the fingers, then a full grip, then release. */
function curl(/** @type {number} */ t, /** @type {number} */ phase) {
  const wave = 0.5 - 0.5 * Math.cos(2 * Math.PI * (t * 2 - phase));
  const grip = Math.max(0, Math.sin(Math.PI * 2 * t - Math.PI / 2)) ** 2;
  return Math.min(1, t < 0.5 ? wave * (1 - 2 * t) + grip : grip + (wave * (2 * t - 1)) * 0.6);
}

/** @param {number} x @param {number} y @param {number[]} lengths @param {number} amount @param {number} width */
function chain(x, y, lengths, amount, width) {
  let px = x;
  let py = y;
  let angle = 0;
  let out = '';
  /** @type {[number, number][]} */
  const joints = [];
  lengths.forEach((length, i) => {
    angle += (bend[i] ?? 60) * amount;
    // Seen from the palm, a bending finger foreshortens and then folds back over the palm.
    const dy = -length * Math.cos((angle * Math.PI) / 180);
    const nx = px;
    const ny = py + dy;
    const shade = Math.round(70 + 40 * Math.cos((angle * Math.PI) / 180));
    out += `<line x1="${n(px)}" y1="${n(py)}" x2="${n(nx)}" y2="${n(ny)}" stroke="rgb(${shade},${shade + 6},${shade + 16})" stroke-width="${n(width - i * 4)}" stroke-linecap="round"/>`;
    joints.push([px, py]);
    px = nx;
    py = ny;
  });
  const joint = joints.map(([jx = 0, jy = 0]) => `<circle cx="${n(jx)}" cy="${n(jy)}" r="7" fill="#9aa1ab" stroke="#2c3139" stroke-width="2"/>`).join('');
  return { svg: out + joint, tip: [px, py] };
}

/** @param {number} t loop phase @param {{ width: number, height: number }} size */
export function handFrame(t, size) {
  const { width: w, height: h } = size;
  const cx = w / 2;
  const palmTop = h * 0.5;
  const palmW = 230;
  const palmH = 230;
  let parts = '';
  /** @type {{ x: number, y: number, on: boolean }[]} */
  const pads = [];
  for (const finger of fingers) {
    const amount = curl(t, finger.phase);
    const drawn = chain(cx + finger.x, palmTop + 6, finger.lengths, amount, 42);
    parts += drawn.svg;
    pads.push({ x: drawn.tip[0] ?? 0, y: drawn.tip[1] ?? 0, on: amount > 0.8 });
  }
  // Thumb: points up and out when open and swings across the palm as the hand closes.
  const thumbAmount = curl(t, 0.32);
  const bx = cx - palmW / 2 + 14;
  const by = palmTop + palmH * 0.62;
  const a1 = ((215 + 110 * thumbAmount) * Math.PI) / 180;
  const a2 = a1 + ((25 + 40 * thumbAmount) * Math.PI) / 180;
  const mx = bx + Math.cos(a1) * 72;
  const my = by + Math.sin(a1) * 72;
  const tx = mx + Math.cos(a2) * 54;
  const ty = my + Math.sin(a2) * 54;
  const thumb =
    `<path d="M${n(bx)} ${n(by)}L${n(mx)} ${n(my)}L${n(tx)} ${n(ty)}" fill="none" stroke="#5b626d" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${n(bx)}" cy="${n(by)}" r="8" fill="#9aa1ab" stroke="#2c3139" stroke-width="2"/><circle cx="${n(mx)}" cy="${n(my)}" r="7" fill="#9aa1ab" stroke="#2c3139" stroke-width="2"/>`;
  pads.push({ x: tx, y: ty, on: thumbAmount > 0.8 });
  const palm =
    `<rect x="${n(cx - palmW / 2)}" y="${n(palmTop)}" width="${palmW}" height="${palmH}" rx="46" fill="url(#hdPalm)" stroke="#4b525d" stroke-width="3"/>` +
    `<rect x="${n(cx - 60)}" y="${n(palmTop + palmH - 4)}" width="120" height="${n(h - palmTop - palmH + 10)}" rx="14" fill="#23272e"/>` +
    `<circle cx="${n(cx)}" cy="${n(palmTop + palmH * 0.5)}" r="34" fill="none" stroke="${c.gold}" stroke-width="3" stroke-opacity="0.7"/>`;
  const padMarks = pads
    .map(({ x, y, on }) =>
      on
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="30" fill="url(#hdGlow)"/><circle cx="${n(x)}" cy="${n(y)}" r="11" fill="${c.goldLight}"/>`
        : `<circle cx="${n(x)}" cy="${n(y)}" r="10" fill="#1d2127" stroke="${c.gold}" stroke-width="3"/>`,
    )
    .join('');
  const rings = [150, 230, 310]
    .map((r, i) => `<circle cx="${n(cx)}" cy="${n(palmTop + 40)}" r="${r}" fill="none" stroke="${c.gold}" stroke-opacity="${0.18 - i * 0.05}" stroke-dasharray="${i === 1 ? '6 10' : 'none'}"/>`)
    .join('');
  const defs =
    linear('hdBg', [[0, c.darker], [1, '#182030']], [0, 0, 1, 1]) +
    linear('hdPalm', [[0, '#4b525d'], [1, '#23272e']]) +
    radial('hdGlow', [[0, c.gold, 0.9], [1, c.gold, 0]]);
  // Drawn at a comfortable size, then enlarged about the palm so the hand fills the frame.
  const zoom = `translate(${n(cx)} ${n(h * 0.6)}) scale(1.35) translate(${n(-cx)} ${n(-h * 0.6)})`;
  return svg(w, h, `<rect width="${w}" height="${h}" fill="url(#hdBg)"/><g transform="${zoom}">${rings}${palm}${parts}${thumb}${padMarks}</g>`, defs);
}
