// @ts-check
/**
 * Original vector art of the site's quadruped robot, drawn from simple shapes: a body, a head
 * with a sensor strip and four two-segment legs posed by joint angles. Shared by the still
 * illustrations (generate-media.mjs) and the frames of the feature video (generate-video.mjs).
 */

export const palette = {
  night: '#0b0d12',
  deep: '#141a26',
  steel: '#2a3142',
  graphite: '#1d2230',
  shell: '#d9dde6',
  shellShade: '#aeb5c4',
  gold: '#c9a063',
  blue: '#1f5fff',
  sky: '#5d8bff',
  white: '#ffffff',
  mist: '#eef1f6',
};

const THIGH = 78;
const CALF = 84;

/**
 * @typedef {{ hip: number, knee: number }} LegAngles  degrees; hip from straight down (positive = forward), knee bend (negative = foot goes back)
 * @typedef {{ front: LegAngles, rear: LegAngles, frontFar?: LegAngles, rearFar?: LegAngles, pitch?: number, lift?: number, headTilt?: number }} Pose
 */

/** @satisfies {Record<string, Pose>} */
export const poses = {
  stand: { front: { hip: 12, knee: -30 }, rear: { hip: -12, knee: 30 } },
  walkA: { front: { hip: 26, knee: -28 }, frontFar: { hip: -2, knee: -34 }, rear: { hip: -26, knee: 26 }, rearFar: { hip: 4, knee: 34 } },
  walkB: { front: { hip: -2, knee: -34 }, frontFar: { hip: 26, knee: -28 }, rear: { hip: 4, knee: 34 }, rearFar: { hip: -26, knee: 26 } },
  leap: { front: { hip: 62, knee: -70 }, rear: { hip: -58, knee: 20 }, pitch: -12, lift: 70 },
  climb: { front: { hip: 30, knee: -58 }, rear: { hip: -6, knee: 22 }, pitch: -18 },
  sit: { front: { hip: 6, knee: -12 }, rear: { hip: 40, knee: 110 }, pitch: -24, lift: -28 },
  wave: { front: { hip: 100, knee: -40 }, frontFar: { hip: 6, knee: -20 }, rear: { hip: 30, knee: 90 }, pitch: -30, lift: -10 },
};

const rad = (/** @type {number} */ deg) => (deg * Math.PI) / 180;

/** @param {number} x @param {number} y @param {LegAngles} a */
function legPoints(x, y, a) {
  const kx = x + THIGH * Math.sin(rad(a.hip));
  const ky = y + THIGH * Math.cos(rad(a.hip));
  const fx = kx + CALF * Math.sin(rad(a.hip + a.knee));
  const fy = ky + CALF * Math.cos(rad(a.hip + a.knee));
  return { kx, ky, fx, fy };
}

/** @param {number} x @param {number} y @param {LegAngles} a @param {boolean} far @param {boolean} [wheel] */
function leg(x, y, a, far, wheel = false) {
  const { kx, ky, fx, fy } = legPoints(x, y, a);
  const tone = far ? palette.steel : palette.graphite;
  const joint = far ? palette.shellShade : palette.gold;
  return `<g>
  <line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${kx.toFixed(1)}" y2="${ky.toFixed(1)}" stroke="${tone}" stroke-width="${far ? 20 : 24}" stroke-linecap="round"/>
  <line x1="${kx.toFixed(1)}" y1="${ky.toFixed(1)}" x2="${fx.toFixed(1)}" y2="${fy.toFixed(1)}" stroke="${tone}" stroke-width="${far ? 13 : 16}" stroke-linecap="round"/>
  <circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${far ? 12 : 15}" fill="${joint}"/>
  <circle cx="${kx.toFixed(1)}" cy="${ky.toFixed(1)}" r="${far ? 8 : 10}" fill="${joint}"/>
  <circle cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" r="${far ? 8 : 10}" fill="${palette.night}"/>${wheel ? `
  <circle cx="${fx.toFixed(1)}" cy="${(fy - 8).toFixed(1)}" r="${far ? 20 : 24}" fill="${palette.night}" stroke="${joint}" stroke-width="5"/>` : ''}
</g>`;
}

/** How far below the hips the lowest foot reaches in a pose (so the dog stands on the ground). */
function reach(/** @type {Pose} */ pose) {
  return Math.max(...[pose.front, pose.rear, pose.frontFar ?? pose.front, pose.rearFar ?? pose.rear].map((a) => legPoints(0, 0, a).fy));
}

/**
 * The dog standing on the ground line y=groundY with its body centre at x, facing right.
 * `wheels` draws the wheeled-leg model (a wheel at each foot); `shell` recolours the body (the industrial model).
 * @param {{ x: number, groundY: number, scale?: number, pose?: Pose, flip?: boolean, joints?: boolean, wheels?: boolean, shell?: string }} options
 */
export function robotDog({ x, groundY, scale = 1, pose = poses.stand, flip = false, joints = false, wheels = false, shell = palette.shell }) {
  const hipY = -reach(pose) - (pose.lift ?? 0);
  const bodyTop = hipY - 58;
  const parts = [
    leg(-92, hipY, pose.rearFar ?? pose.rear, true, wheels),
    leg(92, hipY, pose.frontFar ?? pose.front, true, wheels),
    // body shell
    `<rect x="-138" y="${bodyTop}" width="276" height="72" rx="30" fill="${shell}"/>`,
    `<rect x="-138" y="${bodyTop + 44}" width="276" height="28" rx="14" fill="${palette.shellShade}"/>`,
    `<rect x="-60" y="${bodyTop + 14}" width="120" height="10" rx="5" fill="${palette.gold}"/>`,
    `<rect x="-124" y="${bodyTop - 8}" width="70" height="14" rx="7" fill="${palette.graphite}"/>`,
    // head with sensor strip
    `<g transform="rotate(${pose.headTilt ?? 0} 140 ${bodyTop + 30})">
  <rect x="118" y="${bodyTop + 4}" width="74" height="56" rx="18" fill="${palette.graphite}"/>
  <rect x="160" y="${bodyTop + 18}" width="30" height="16" rx="8" fill="${palette.blue}"/>
  <circle cx="176" cy="${bodyTop + 26}" r="4" fill="${palette.white}"/>
</g>`,
    leg(-92, hipY, pose.rear, false, wheels),
    leg(92, hipY, pose.front, false, wheels),
  ];
  if (joints) {
    for (const [hx, a] of /** @type {[number, LegAngles][]} */ ([[-92, pose.rear], [92, pose.front]])) {
      const { kx, ky } = legPoints(hx, hipY, a);
      parts.push(`<circle cx="${hx}" cy="${hipY}" r="26" fill="none" stroke="${palette.sky}" stroke-width="3" stroke-dasharray="6 6"/>`);
      parts.push(`<circle cx="${kx.toFixed(1)}" cy="${ky.toFixed(1)}" r="20" fill="none" stroke="${palette.sky}" stroke-width="3" stroke-dasharray="6 6"/>`);
    }
  }
  const sx = flip ? -scale : scale;
  return `<g transform="translate(${x} ${groundY}) rotate(${pose.pitch ?? 0}) scale(${sx} ${scale})">${parts.join('\n')}</g>`;
}

/** A complete SVG document (one helper for every media script). */
export { svgDocument } from '@site/design/picture';

/** A vertical gradient filling the whole picture. */
export function backdrop(/** @type {number} */ width, /** @type {number} */ height, /** @type {string} */ top, /** @type {string} */ bottom, id = 'bg') {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

/** A floor of perspective lines under the horizon. */
export function gridFloor(/** @type {number} */ width, /** @type {number} */ height, /** @type {number} */ horizon, color = palette.steel, offset = 0) {
  const lines = [];
  for (let i = -12; i <= 12; i++) {
    lines.push(`<line x1="${width / 2 + i * 40}" y1="${horizon}" x2="${width / 2 + i * 260}" y2="${height}" stroke="${color}" stroke-width="1.5"/>`);
  }
  for (let k = 1; k <= 8; k++) {
    const t = ((k + offset) % 8) / 8;
    const y = horizon + (height - horizon) * t * t;
    lines.push(`<line x1="0" y1="${y.toFixed(1)}" x2="${width}" y2="${y.toFixed(1)}" stroke="${color}" stroke-width="1.5"/>`);
  }
  return `<g opacity="0.7">${lines.join('')}</g>`;
}
