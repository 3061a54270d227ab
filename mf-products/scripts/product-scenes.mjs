// @ts-check
/**
 * Scenes shared by the still pictures and the video frames of the home, humanoid, Z1 and
 * wheeled/industrial dog pages: a backdrop, a floor and the robots from dog-art.mjs and
 * humanoid-art.mjs, optionally with a caption drawn in the picture's language.
 */
import { backdrop, gridFloor, palette, poses, robotDog } from './dog-art.mjs';
import { gait, humanPoses, humanoid } from './humanoid-art.mjs';
import { fontStack } from '@site/design/font-stack';

export const industrialShell = '#e3a33b';

/** @param {number} x @param {number} y @param {string} text @param {number} size @param {string} [anchor] @param {string} [color] */
export function label(x, y, text, size, anchor = 'start', color = palette.white) {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${fontStack}" font-size="${size}" font-weight="700" fill="${color}">${text}</text>`;
}

/** A dark stage with a glow and a perspective floor. */
export function stage(/** @type {number} */ w, /** @type {number} */ h, glowColor = palette.blue, offset = 0, id = 'bg') {
  return (
    backdrop(w, h, palette.night, palette.deep, id) +
    `<circle cx="${w * 0.62}" cy="${h * 0.7}" r="${h * 0.55}" fill="${glowColor}" opacity="0.14"/>` +
    gridFloor(w, h, h * 0.72, palette.steel, offset)
  );
}

/** A light studio backdrop with a plain floor. */
export function studio(/** @type {number} */ w, /** @type {number} */ h, id = 'bg') {
  return backdrop(w, h, palette.mist, palette.white, id) + `<rect x="0" y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="${palette.shell}"/>`;
}

/** @typedef {'gen1' | 'z1' | 'dog' | 'dogW' | 'dogY'} Robot */

/**
 * One robot at (x, groundY) in a pose chosen by `motion` and time `t` (seconds).
 * @param {Robot} robot @param {{ x: number, groundY: number, scale: number, motion?: string, t?: number }} o
 */
export function robot(robot, { x, groundY, scale, motion = 'stand', t = 0 }) {
  if (robot === 'gen1' || robot === 'z1') {
    const compact = robot === 'z1';
    const trim = compact ? palette.sky : palette.gold;
    const pose =
      motion === 'run' ? gait(t * 1.6, 1.8) : motion === 'walk' ? gait(t * 0.9, 1) : motion in humanPoses ? humanPoses[/** @type {keyof typeof humanPoses} */ (motion)] : humanPoses.stand;
    return humanoid({ x, groundY, scale, pose, compact, trim });
  }
  const wheels = robot === 'dogW';
  const shell = robot === 'dogY' ? industrialShell : palette.shell;
  const trotting = motion === 'walk' || motion === 'run';
  const phase = t * (motion === 'run' ? 2.4 : 1.4);
  const swing = (/** @type {number} */ q) => 20 * Math.sin(2 * Math.PI * q);
  const pose = trotting && !wheels
    ? { front: { hip: 10 + swing(phase), knee: -34 }, frontFar: { hip: 10 - swing(phase), knee: -34 }, rear: { hip: -10 - swing(phase), knee: 34 }, rearFar: { hip: -10 + swing(phase), knee: 34 } }
    : motion in poses ? poses[/** @type {keyof typeof poses} */ (motion)] : poses.stand;
  return robotDog({ x, groundY, scale, pose, wheels, shell });
}
