// @ts-check
/**
 * Original vector art of the site's humanoid robots, drawn from simple shapes: a helmet head with
 * a visor, a torso with a chest light and two-segment arms and legs posed by joint angles. The
 * full-size Gen1 and the compact Z1 differ in proportions and trim colour. Used by the stills
 * (generate-product-media.mjs) and the video frames (generate-product-videos.mjs).
 */
import { palette } from './dog-art.mjs';

/**
 * @typedef {{ hip: number, knee: number }} LegPose degrees from straight down (positive = forward); knee bend (positive = foot goes back)
 * @typedef {{ shoulder: number, elbow: number }} ArmPose degrees from straight down (positive = forward); elbow bend (positive = forearm forward)
 * @typedef {{ legNear: LegPose, legFar: LegPose, armNear: ArmPose, armFar: ArmPose, lean?: number, lift?: number }} HumanPose
 */

/** @satisfies {Record<string, HumanPose>} */
export const humanPoses = {
  stand: { legNear: { hip: 2, knee: 4 }, legFar: { hip: -2, knee: 4 }, armNear: { shoulder: 6, elbow: 10 }, armFar: { shoulder: -6, elbow: 10 } },
  wave: { legNear: { hip: 2, knee: 4 }, legFar: { hip: -2, knee: 4 }, armNear: { shoulder: 160, elbow: 20 }, armFar: { shoulder: -6, elbow: 10 } },
  point: { legNear: { hip: 2, knee: 4 }, legFar: { hip: -2, knee: 4 }, armNear: { shoulder: 80, elbow: 0 }, armFar: { shoulder: -6, elbow: 10 } },
  carry: { legNear: { hip: 4, knee: 8 }, legFar: { hip: -4, knee: 8 }, armNear: { shoulder: 60, elbow: 30 }, armFar: { shoulder: 50, elbow: 40 } },
};

/** A walking or running pose at phase p (0..1); `stride` 1 is a walk, about 1.8 a run. */
export function gait(/** @type {number} */ p, stride = 1) {
  const s = Math.sin(2 * Math.PI * p);
  const lift = (/** @type {number} */ q) => Math.max(0, Math.sin(2 * Math.PI * q));
  return {
    legNear: { hip: 22 * stride * s, knee: 10 + 40 * stride * lift(p + 0.25) },
    legFar: { hip: -22 * stride * s, knee: 10 + 40 * stride * lift(p + 0.75) },
    armNear: { shoulder: -20 * stride * s, elbow: 20 + 30 * (stride - 1) },
    armFar: { shoulder: 20 * stride * s, elbow: 20 + 30 * (stride - 1) },
    lean: 3 + 6 * (stride - 1),
    lift: stride > 1.3 ? 14 * Math.abs(s) : 0,
  };
}

const rad = (/** @type {number} */ deg) => (deg * Math.PI) / 180;
const fx = (/** @type {number} */ n) => n.toFixed(1);

/** @param {number} x @param {number} y @param {number} angle @param {number} bend @param {number} a @param {number} b @param {number} sign */
function limb(x, y, angle, bend, a, b, sign) {
  const jx = x + a * Math.sin(rad(angle));
  const jy = y + a * Math.cos(rad(angle));
  const ex = jx + b * Math.sin(rad(angle + sign * bend));
  const ey = jy + b * Math.cos(rad(angle + sign * bend));
  return { jx, jy, ex, ey };
}

/**
 * A humanoid standing on y=groundY with its hips above x, facing right.
 * @param {{ x: number, groundY: number, scale?: number, pose?: HumanPose, compact?: boolean, trim?: string }} options
 */
export function humanoid({ x, groundY, scale = 1, pose = humanPoses.stand, compact = false, trim = palette.gold }) {
  const thigh = compact ? 120 : 165;
  const calf = compact ? 120 : 165;
  const upper = compact ? 95 : 130;
  const fore = compact ? 95 : 125;
  const torso = compact ? 190 : 250;
  const head = compact ? 110 : 96;
  const legWidth = compact ? 30 : 34;
  const near = limb(0, 0, pose.legNear.hip, pose.legNear.knee, thigh, calf, -1);
  const far = limb(0, 0, pose.legFar.hip, pose.legFar.knee, thigh, calf, -1);
  const hipY = -Math.max(near.ey, far.ey) - (pose.lift ?? 0);
  const shoulderY = hipY - torso;
  /** @param {LegPose} p @param {boolean} isFar */
  const leg = (p, isFar) => {
    const { jx, jy, ex, ey } = limb(0, hipY, p.hip, p.knee, thigh, calf, -1);
    const tone = isFar ? palette.steel : palette.graphite;
    return `<g><line x1="0" y1="${fx(hipY)}" x2="${fx(jx)}" y2="${fx(jy)}" stroke="${tone}" stroke-width="${legWidth}" stroke-linecap="round"/>
<line x1="${fx(jx)}" y1="${fx(jy)}" x2="${fx(ex)}" y2="${fx(ey)}" stroke="${tone}" stroke-width="${legWidth - 6}" stroke-linecap="round"/>
<circle cx="${fx(jx)}" cy="${fx(jy)}" r="${legWidth / 2.4}" fill="${isFar ? palette.shellShade : trim}"/>
<rect x="${fx(ex - 14)}" y="${fx(ey - 8)}" width="${legWidth + 26}" height="18" rx="9" fill="${tone}"/></g>`;
  };
  /** @param {ArmPose} p @param {boolean} isFar */
  const arm = (p, isFar) => {
    const { jx, jy, ex, ey } = limb(0, shoulderY + 20, p.shoulder, p.elbow, upper, fore, 1);
    const tone = isFar ? palette.shellShade : palette.shell;
    return `<g><line x1="0" y1="${fx(shoulderY + 20)}" x2="${fx(jx)}" y2="${fx(jy)}" stroke="${tone}" stroke-width="26" stroke-linecap="round"/>
<line x1="${fx(jx)}" y1="${fx(jy)}" x2="${fx(ex)}" y2="${fx(ey)}" stroke="${tone}" stroke-width="22" stroke-linecap="round"/>
<circle cx="0" cy="${fx(shoulderY + 20)}" r="20" fill="${isFar ? palette.steel : trim}"/>
<circle cx="${fx(ex)}" cy="${fx(ey)}" r="15" fill="${palette.graphite}"/></g>`;
  };
  const body = `<rect x="-52" y="${fx(shoulderY)}" width="104" height="${torso}" rx="34" fill="${palette.shell}"/>
<rect x="-44" y="${fx(hipY - 46)}" width="88" height="52" rx="20" fill="${palette.shellShade}"/>
<circle cx="18" cy="${fx(shoulderY + 70)}" r="13" fill="${palette.blue}"/>
<rect x="-30" y="${fx(shoulderY + 120)}" width="60" height="8" rx="4" fill="${trim}"/>
<rect x="-14" y="${fx(shoulderY - 22)}" width="28" height="26" rx="8" fill="${palette.graphite}"/>
<rect x="-${head * 0.42}" y="${fx(shoulderY - 22 - head)}" width="${head * 0.84}" height="${head}" rx="${head * 0.38}" fill="${palette.shell}"/>
<rect x="-4" y="${fx(shoulderY - 22 - head * 0.72)}" width="${head * 0.44}" height="${head * 0.32}" rx="${head * 0.15}" fill="${palette.night}"/>
<rect x="6" y="${fx(shoulderY - 22 - head * 0.62)}" width="${head * 0.26}" height="${head * 0.1}" rx="4" fill="${palette.sky}"/>`;
  const parts = [arm(pose.armFar, true), leg(pose.legFar, true), leg(pose.legNear, false), body, arm(pose.armNear, false)];
  return `<g transform="translate(${fx(x)} ${fx(groundY)}) scale(${scale}) rotate(${pose.lean ?? 0} 0 ${fx(hipY)})">${parts.join('\n')}</g>`;
}
