// @ts-check
/** Feature pictures: exploded structure, torque-speed curve, and a robot using the module. */
import { actuatorDefs, isHollow, oblique } from './actuator.mjs';
import { escape, linear, n, radial, svg, palette as c, labelFont } from './svg.mjs';

/** @typedef {import('./actuator.mjs').Actuator} Actuator */
/** @typedef {{ width: number, height: number }} Size */

/** The parts of the exploded view, rear to front: relative radius, relative thickness, colours. */
const layers = [
  { id: 'rearCover', r: 1, t: 0.12, face: '#2a2f36', rim: '#1a1d22' },
  { id: 'driver', r: 0.86, t: 0.05, face: '#1f6f4a', rim: '#14492f' },
  { id: 'encoder', r: 0.6, t: 0.04, face: '#c8ccd2', rim: '#8c939d' },
  { id: 'stator', r: 0.96, t: 0.22, face: '#b8733a', rim: '#7d4a22' },
  { id: 'reducer', r: 0.9, t: 0.2, face: '#aab1ba', rim: '#6b727c' },
  { id: 'bearing', r: 0.84, t: 0.08, face: '#d5d9de', rim: '#9aa1ab' },
  { id: 'flange', r: 0.8, t: 0.1, face: '#e3e6ea', rim: '#a3aab3' },
];

/** Labels of the exploded view by language (only the P110 drawing carries words). */
export const structureLabels = {
  zh: { rearCover: '后盖', driver: '驱动板', encoder: '双编码器', stator: '电机定子', reducer: '行星减速器', bearing: '交叉滚子轴承', flange: '输出法兰' },
  en: {
    rearCover: 'Rear cover',
    driver: 'Driver board',
    encoder: 'Dual encoders',
    stator: 'Motor stator',
    reducer: 'Planetary gearbox',
    bearing: 'Cross-roller bearing',
    flange: 'Output flange',
  },
};

/** Face details of one exploded layer, drawn on a circle of radius r at 0,0. @param {string} id @param {number} r @param {boolean} hollow */
function layerDetail(id, r, hollow) {
  if (id === 'stator') {
    return Array.from({ length: 18 }, (_, i) => {
      const a = (i / 18) * Math.PI * 2;
      return `<rect x="${n(r * 0.55)}" y="${n(-r * 0.06)}" width="${n(r * 0.32)}" height="${n(r * 0.12)}" fill="#d08a4c" stroke="#7d4a22" transform="rotate(${n((a * 180) / Math.PI)})"/>`;
    }).join('');
  }
  if (id === 'reducer') {
    const planets = [0, 120, 240]
      .map((deg) => `<circle cx="${n(Math.cos((deg * Math.PI) / 180) * r * 0.5)}" cy="${n(Math.sin((deg * Math.PI) / 180) * r * 0.5)}" r="${n(r * 0.26)}" fill="#c5cbd2" stroke="#6b727c" stroke-width="3" stroke-dasharray="4 3"/>`)
      .join('');
    return `<circle r="${n(r * 0.86)}" fill="none" stroke="#6b727c" stroke-width="4" stroke-dasharray="5 4"/>${planets}<circle r="${n(r * 0.2)}" fill="#8c939d"/>`;
  }
  if (id === 'driver') {
    return `<rect x="${n(-r * 0.3)}" y="${n(-r * 0.3)}" width="${n(r * 0.6)}" height="${n(r * 0.6)}" fill="#111"/><rect x="${n(r * 0.4)}" y="${n(-r * 0.1)}" width="${n(r * 0.2)}" height="${n(r * 0.3)}" fill="#cfd4da"/>`;
  }
  if (id === 'encoder') {
    return Array.from({ length: 24 }, (_, i) => `<rect x="${n(r * 0.7)}" y="-2" width="${n(r * 0.22)}" height="4" fill="#4b525d" transform="rotate(${i * 15})"/>`).join('');
  }
  if (id === 'bearing') {
    return `<circle r="${n(r * 0.75)}" fill="none" stroke="#6b727c" stroke-width="${n(r * 0.12)}" stroke-dasharray="6 6"/>${hollow ? `<circle r="${n(r * 0.3)}" fill="#1a1d22"/>` : ''}`;
  }
  if (id === 'flange') {
    return `${Array.from({ length: 8 }, (_, i) => `<circle cx="${n(Math.cos((i * Math.PI) / 4) * r * 0.7)}" cy="${n(Math.sin((i * Math.PI) / 4) * r * 0.7)}" r="${n(r * 0.06)}" fill="#6b727c"/>`).join('')}<circle r="${n(r * (hollow ? 0.3 : 0.2))}" fill="${hollow ? '#1a1d22' : '#9aa1ab'}"/>`;
  }
  return `<circle r="${n(r * 0.8)}" fill="none" stroke="#3d434c" stroke-width="3"/>`;
}

/** @param {Actuator} a @param {Size} size @param {'zh' | 'en' | undefined} language adds text labels */
export function structurePicture(a, size, language) {
  const { width: w, height: h } = size;
  const r = h * 0.27;
  const squash = 0.36;
  const gap = (w - 200) / layers.length;
  const hollow = isHollow(a);
  const parts = layers
    .map((layer, i) => {
      const x = 130 + gap * (i + 0.5);
      const y = h / 2 + (i - 3) * -8;
      const lr = r * layer.r;
      const t = Math.max(6, layer.t * gap * 1.6);
      const side = `<path d="M${n(x - t)} ${n(y - lr)}H${n(x)}V${n(y + lr)}H${n(x - t)}Z" fill="${layer.rim}"/><ellipse cx="${n(x - t)}" cy="${n(y)}" rx="${n(lr * squash)}" ry="${n(lr)}" fill="${layer.rim}"/>`;
      const face = `<g transform="translate(${n(x)} ${n(y)}) scale(${squash} 1)"><circle r="${n(lr)}" fill="${layer.face}"/>${layerDetail(layer.id, lr, hollow)}</g>`;
      let label = '';
      if (language) {
        const above = i % 2 === 0;
        const ly = above ? y - lr - 40 : y + lr + 52;
        label =
          `<line x1="${n(x)}" y1="${n(above ? y - lr - 4 : y + lr + 4)}" x2="${n(x)}" y2="${n(above ? ly + 8 : ly - 24)}" stroke="${c.muted}" stroke-width="1.5"/>` +
          `<text x="${n(x)}" y="${n(ly)}" text-anchor="middle" font-family="${labelFont}" font-size="20" fill="${c.ink}">${escape(structureLabels[language][/** @type {keyof typeof structureLabels.en} */ (layer.id)])}</text>`;
      }
      return { shape: side + face, label };
    });
  const axis = `<line x1="90" y1="${n(h / 2 + 24)}" x2="${w - 60}" y2="${n(h / 2 - 32)}" stroke="${c.gold}" stroke-width="2" stroke-dasharray="10 8"/>`;
  // Labels go on top of every part, so a wide neighbour never covers one.
  const drawing = parts.map((part) => part.shape).join('') + parts.map((part) => part.label).join('');
  return svg(w, h, `<rect width="${w}" height="${h}" fill="url(#aPaper)"/>${axis}${drawing}`, actuatorDefs);
}

/** Nice round axis steps. @param {number} max */
function step(max) {
  const raw = max / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((k) => k * magnitude).find((s) => s >= raw) ?? raw;
}

/**
 * Torque over speed: the continuous area (blue) under the rated torque up to the rated speed,
 * the peak area (gold) under the peak torque, both falling to the maximum speed.
 * @param {{ ratedTorque: number, peakTorque: number, ratedSpeed: number, maxSpeed: number }} p @param {Size} size
 */
export function curvePicture(p, size) {
  const { width: w, height: h } = size;
  const left = 110;
  const bottom = h - 80;
  const plotW = w - 180;
  const plotH = h - 150;
  const xStep = step(p.maxSpeed * 1.1);
  const yStep = step(p.peakTorque * 1.15);
  const xMax = Math.ceil((p.maxSpeed * 1.1) / xStep) * xStep;
  const yMax = Math.ceil((p.peakTorque * 1.15) / yStep) * yStep;
  const X = (/** @type {number} */ v) => n(left + (v / xMax) * plotW);
  const Y = (/** @type {number} */ v) => n(bottom - (v / yMax) * plotH);
  const kneeSpeed = p.maxSpeed * 0.45;
  const peak = `M${X(0)} ${Y(0)}V${Y(p.peakTorque)}H${X(kneeSpeed)}L${X(p.maxSpeed)} ${Y(p.ratedTorque * 0.7)}V${Y(0)}Z`;
  const rated = `M${X(0)} ${Y(0)}V${Y(p.ratedTorque)}H${X(p.ratedSpeed)}L${X(p.maxSpeed)} ${Y(p.ratedTorque * 0.25)}V${Y(0)}Z`;
  const ticks = [];
  for (let v = 0; v <= xMax + 1e-9; v += xStep) {
    ticks.push(`<line x1="${X(v)}" y1="${bottom}" x2="${X(v)}" y2="${bottom - plotH}" stroke="#d1d5db"/><text x="${X(v)}" y="${bottom + 26}" text-anchor="middle">${n(v)}</text>`);
  }
  for (let v = yStep; v <= yMax + 1e-9; v += yStep) {
    ticks.push(`<line x1="${left}" y1="${Y(v)}" x2="${left + plotW}" y2="${Y(v)}" stroke="#d1d5db"/><text x="${left - 12}" y="${Number(Y(v)) + 6}" text-anchor="end">${n(v)}</text>`);
  }
  const body =
    `<rect width="${w}" height="${h}" fill="#ffffff"/>` +
    `<g font-family="${labelFont}" font-size="16" fill="${c.muted}">${ticks.join('')}` +
    `<text x="${left + plotW}" y="${bottom + 56}" text-anchor="end" font-size="18">rpm</text>` +
    `<text x="${left - 12}" y="${bottom - plotH - 20}" text-anchor="end" font-size="18">N·m</text></g>` +
    `<path d="${peak}" fill="${c.gold}" fill-opacity="0.3" stroke="${c.gold}" stroke-width="3"/>` +
    `<path d="${rated}" fill="${c.blue}" fill-opacity="0.3" stroke="${c.blue}" stroke-width="3"/>` +
    `<line x1="${left}" y1="${bottom}" x2="${left + plotW}" y2="${bottom}" stroke="${c.ink}" stroke-width="2"/>` +
    `<line x1="${left}" y1="${bottom}" x2="${left}" y2="${bottom - plotH}" stroke="${c.ink}" stroke-width="2"/>` +
    `<circle cx="${X(p.ratedSpeed)}" cy="${Y(p.ratedTorque)}" r="7" fill="${c.blue}" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="${X(kneeSpeed)}" cy="${Y(p.peakTorque)}" r="7" fill="${c.gold}" stroke="#fff" stroke-width="2"/>` +
    `<text x="${Number(X(kneeSpeed)) + 14}" y="${Number(Y(p.peakTorque)) - 12}" font-family="${labelFont}" font-size="20" font-weight="700" fill="${c.ink}">${n(p.peakTorque)} N·m</text>` +
    `<text x="${Number(X(p.ratedSpeed)) + 14}" y="${Number(Y(p.ratedTorque)) - 12}" font-family="${labelFont}" font-size="18" fill="${c.ink}">${n(p.ratedTorque)} N·m @ ${n(p.ratedSpeed)} rpm</text>`;
  return svg(w, h, body);
}

/** Joint positions of a standing humanoid, in figure units (height about 460). */
const joints = {
  head: [0, -212],
  neck: [0, -175],
  shoulderL: [-58, -160],
  shoulderR: [58, -160],
  elbowL: [-80, -92],
  elbowR: [78, -88],
  wristL: [-88, -28],
  wristR: [96, -30],
  handR: [104, -6],
  waist: [0, -45],
  hipL: [-30, 0],
  hipR: [30, 0],
  kneeL: [-36, 110],
  kneeR: [36, 110],
  ankleL: [-38, 218],
  ankleR: [38, 218],
};
/** Where each module sits in the robot. @type {Record<string, keyof typeof joints>} */
export const mountPoint = { d90: 'kneeR', h60: 'elbowR', h70: 'shoulderR', p110: 'hipR', p60n30: 'wristR', p90n20: 'waist', t28: 'handR' };

/** @param {number} x @param {number} y @param {number} k */
function humanoid(x, y, k) {
  const p = (/** @type {keyof typeof joints} */ name) => {
    const [jx = 0, jy = 0] = joints[name];
    return `${n(x + jx * k)} ${n(y + jy * k)}`;
  };
  const limb = (/** @type {(keyof typeof joints)[]} */ names, width = 26) =>
    `<path d="M${names.map(p).join('L')}" fill="none" stroke="#3a404a" stroke-width="${n(width * k)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const [hx = 0, hy = 0] = joints.head;
  return (
    limb(['shoulderL', 'elbowL', 'wristL']) +
    limb(['hipL', 'kneeL', 'ankleL'], 30) +
    `<path d="M${p('shoulderL')}L${p('shoulderR')}L${p('hipR')}L${p('hipL')}Z" fill="#2c3139" stroke="#3a404a" stroke-width="${n(24 * k)}" stroke-linejoin="round"/>` +
    limb(['hipR', 'kneeR', 'ankleR'], 30) +
    limb(['shoulderR', 'elbowR', 'wristR', 'handR']) +
    `<ellipse cx="${n(x + hx * k)}" cy="${n(y + hy * k)}" rx="${n(26 * k)}" ry="${n(32 * k)}" fill="#2c3139" stroke="#4b525d" stroke-width="3"/>` +
    `<rect x="${n(x + (hx - 16) * k)}" y="${n(y + (hy - 8) * k)}" width="${n(32 * k)}" height="${n(10 * k)}" rx="${n(5 * k)}" fill="${c.blue}" opacity="0.8"/>`
  );
}

/** The robot with the module's joint highlighted and the module drawn enlarged beside it. @param {Actuator} a @param {string} slug @param {Size} size @param {boolean} portrait */
export function applicationPicture(a, slug, size, portrait) {
  const { width: w, height: h } = size;
  const k = portrait ? 0.95 : 1.05;
  const fx = portrait ? w * 0.5 : w * 0.3;
  const fy = portrait ? h * 0.34 : h * 0.48;
  const [jx = 0, jy = 0] = joints[mountPoint[slug] ?? 'kneeR'];
  const px = fx + jx * k;
  const py = fy + jy * k;
  const zx = portrait ? w * 0.5 : w * 0.72;
  const zy = portrait ? h * 0.8 : h * 0.5;
  const zr = portrait ? w * 0.16 : h * 0.22;
  const defs = actuatorDefs + linear('apBg', [[0, '#10141b'], [1, '#1d2430']], [0, 0, 1, 1]) + radial('apGlow', [[0, c.gold, 0.8], [1, c.gold, 0]]);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#apBg)"/>` +
    humanoid(fx, fy, k) +
    `<circle cx="${n(px)}" cy="${n(py)}" r="34" fill="url(#apGlow)"/><circle cx="${n(px)}" cy="${n(py)}" r="16" fill="none" stroke="${c.goldLight}" stroke-width="3"/>` +
    `<path d="M${n(px)} ${n(py)}L${n(zx)} ${n(zy)}" stroke="${c.gold}" stroke-width="2" stroke-dasharray="8 6"/>` +
    `<circle cx="${n(zx)}" cy="${n(zy)}" r="${n(zr * 1.7)}" fill="#0b0d12" stroke="${c.gold}" stroke-opacity="0.6" stroke-width="2"/>` +
    `<g transform="translate(${n(zx)} ${n(zy)}) rotate(-10)">${oblique(a, zr)}</g>`;
  return svg(w, h, body, defs);
}
