// @ts-check
/**
 * Writes every picture of the parts area into public/media/parts/ (rsbuild copies public/
 * into the web build, so they are served beside the remote's entry):
 *   <slug>/hero.svg, hero-mobile.svg, view-{angle45,front,reverse,side,top}.svg,
 *   feature-{structure,curve,application}.svg, feature-application-mobile.svg
 *   (P110: feature-structure-zh.svg and feature-structure-en.svg), and icons/<name>.svg.
 * The hand's video and poster come from generate-hand-video.mjs (same drawing code, ffmpeg).
 * Every drawing is original and derived from the parameters in joint-modules.json.
 *
 *   node scripts/generate-media.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { numberOf } from './media/svg.mjs';
import { heroPictures, viewPictures } from './media/views.mjs';
import { iconPictures } from './media/icons.mjs';
import { applicationPicture, curvePicture, structurePicture } from './media/features.mjs';

const root = join(import.meta.dirname, '..');
const dataDir = join(root, 'src/routes/part/data');
const out = join(root, 'public/media/parts');
const modules = JSON.parse(readFileSync(join(dataDir, 'joint-modules.json'), 'utf8'));
const sizes = JSON.parse(readFileSync(join(dataDir, 'media-sizes.json'), 'utf8'));

const MAX_BYTES = 30 * 1024;
let written = 0;

/** @param {string} file @param {string} content */
function write(file, content) {
  const bytes = Buffer.byteLength(content);
  if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes, over the ${MAX_BYTES} byte budget`);
  const path = join(out, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  written += 1;
}

for (const [slug, entry] of Object.entries(modules)) {
  /** @type {Record<string, string>} */
  const params = Object.fromEntries(entry.parameters);
  const actuator = {
    code: entry.code,
    diameter: numberOf(params.outerDiameter),
    length: numberOf(params.length),
    bus: params.communication ?? '',
  };
  const hero = heroPictures(actuator, sizes.hero, sizes.heroMobile);
  write(`${slug}/hero.svg`, hero.desktop);
  write(`${slug}/hero-mobile.svg`, hero.mobile);
  for (const [angle, picture] of Object.entries(viewPictures(actuator, sizes.view))) write(`${slug}/view-${angle}.svg`, picture);
  if (slug === 'p110') {
    write(`${slug}/feature-structure-zh.svg`, structurePicture(actuator, sizes.feature, 'zh'));
    write(`${slug}/feature-structure-en.svg`, structurePicture(actuator, sizes.feature, 'en'));
  } else {
    write(`${slug}/feature-structure.svg`, structurePicture(actuator, sizes.feature, undefined));
  }
  const curve = {
    ratedTorque: numberOf(params.ratedTorque),
    peakTorque: numberOf(params.peakTorque),
    ratedSpeed: numberOf(params.ratedSpeed),
    maxSpeed: numberOf(params.maxSpeed),
  };
  write(`${slug}/feature-curve.svg`, curvePicture(curve, sizes.feature));
  write(`${slug}/feature-application.svg`, applicationPicture(actuator, slug, sizes.feature, false));
  write(`${slug}/feature-application-mobile.svg`, applicationPicture(actuator, slug, sizes.featureMobile, true));
}

for (const [name, picture] of Object.entries(iconPictures())) write(`icons/${name}.svg`, picture);

console.log(`wrote ${written} pictures to ${out}`);
