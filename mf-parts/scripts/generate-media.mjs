// @ts-check
/**
 * Writes every picture of the parts area into public/media/parts/ (rsbuild copies public/
 * into the web build, so they are served beside the remote's entry):
 *   <slug>/hero.webp, hero-mobile.webp, view-{angle45,front,reverse,side,top}.webp,
 *   feature-{structure,curve,application}.webp, feature-application-mobile.webp
 *   (P110: feature-structure-zh.webp and feature-structure-en.webp), and icons/<name>.webp.
 * The hand's video and poster come from generate-hand-video.mjs (same drawing code, ffmpeg).
 * Every drawing is original and derived from the parameters in joint-modules.json.
 *
 * Each picture is drawn as SVG and written as WebP (`@site/design/picture` says why; a part page
 * shows nine of them while it loads). Pictures are written at their declared size
 * (media-sizes.json), the icons at twice it.
 *
 *   node scripts/generate-media.mjs            every picture
 *   node scripts/generate-media.mjs x100 d90   only those parts' pictures (a part just added), no icons
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeWebp } from '@site/design/picture';
import { numberOf } from './media/svg.mjs';
import { heroPictures, viewPictures } from './media/views.mjs';
import { iconPictures } from './media/icons.mjs';
import { applicationPicture, curvePicture, structurePicture } from './media/features.mjs';

const root = join(import.meta.dirname, '..');
const dataDir = join(root, 'src/routes/part/data');
const out = join(root, 'public/media/parts');
const modules = JSON.parse(readFileSync(join(dataDir, 'joint-modules.json'), 'utf8'));
const sizes = JSON.parse(readFileSync(join(dataDir, 'media-sizes.json'), 'utf8'));
const onlySlugs = process.argv.slice(2);
const unknown = onlySlugs.filter((slug) => !(slug in modules));
if (unknown.length > 0) throw new Error(`no part ${unknown.join(', ')} in joint-modules.json`);

const MAX_BYTES = 60 * 1024;
/** @type {{ file: string, svg: string, scale: number }[]} */
const pictures = [];

/**
 * Adds one picture to write: `file` without its extension, drawn as `svg`, rasterized at `scale` times its size.
 * @param {string} file @param {string} svg @param {number} [scale]
 */
function draw(file, svg, scale = 1) {
  pictures.push({ file, svg, scale });
}

for (const [slug, entry] of Object.entries(modules)) {
  if (onlySlugs.length > 0 && !onlySlugs.includes(slug)) continue;
  /** @type {Record<string, string>} */
  const params = Object.fromEntries(entry.parameters);
  const actuator = {
    code: entry.code,
    diameter: numberOf(params.outerDiameter),
    length: numberOf(params.length),
    bus: params.communication ?? '',
  };
  const hero = heroPictures(actuator, sizes.hero, sizes.heroMobile);
  draw(`${slug}/hero`, hero.desktop);
  draw(`${slug}/hero-mobile`, hero.mobile);
  for (const [angle, picture] of Object.entries(viewPictures(actuator, sizes.view))) draw(`${slug}/view-${angle}`, picture);
  if (slug === 'p110') {
    draw(`${slug}/feature-structure-zh`, structurePicture(actuator, sizes.feature, 'zh'));
    draw(`${slug}/feature-structure-en`, structurePicture(actuator, sizes.feature, 'en'));
  } else {
    draw(`${slug}/feature-structure`, structurePicture(actuator, sizes.feature, undefined));
  }
  const curve = {
    ratedTorque: numberOf(params.ratedTorque),
    peakTorque: numberOf(params.peakTorque),
    ratedSpeed: numberOf(params.ratedSpeed),
    maxSpeed: numberOf(params.maxSpeed),
  };
  draw(`${slug}/feature-curve`, curvePicture(curve, sizes.feature));
  draw(`${slug}/feature-application`, applicationPicture(actuator, slug, sizes.feature, false));
  draw(`${slug}/feature-application-mobile`, applicationPicture(actuator, slug, sizes.featureMobile, true));
}

if (onlySlugs.length === 0) for (const [name, picture] of Object.entries(iconPictures())) draw(`icons/${name}`, picture, 2);

for (const { file, svg, scale } of pictures) {
  const bytes = await writeWebp(join(out, `${file}.webp`), svg, { scale });
  if (bytes > MAX_BYTES) throw new Error(`${file}.webp is ${bytes} bytes, over the ${MAX_BYTES} byte budget`);
}
console.log(`wrote ${pictures.length} pictures to ${out}`);
