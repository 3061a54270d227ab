import table from './joint-modules.json';
import sizes from './media-sizes.json';
import {
  jointSlugs,
  parameterKeys,
  viewAngles,
  type FeatureBlock,
  type IconItem,
  type JointModulePage,
  type JointSlug,
  type ParameterKey,
  type Picture,
} from './types';

/** Icons shown under a module's hero (4 or 5): a new module shows these until it is given its own. */
const defaultIcons: readonly IconItem[] = [
  { icon: 'torque', caption: 'peakTorque', parameter: 'peakTorque' },
  { icon: 'speed', caption: 'maxSpeed', parameter: 'maxSpeed' },
  { icon: 'bus', caption: 'communication', parameter: 'communication' },
  { icon: 'weight', caption: 'weight', parameter: 'weight' },
];

/** Each module's own icons. */
const icons: Partial<Record<JointSlug, readonly IconItem[]>> = {
  d90: [
    { icon: 'torque', caption: 'peakTorque', parameter: 'peakTorque' },
    { icon: 'speed', caption: 'maxSpeed', parameter: 'maxSpeed' },
    { icon: 'encoder', caption: 'dualEncoder' },
    { icon: 'bus', caption: 'communication', parameter: 'communication' },
    { icon: 'thermal', caption: 'wideTemperature', parameter: 'operatingTemperature' },
  ],
  h60: [
    { icon: 'weight', caption: 'weight', parameter: 'weight' },
    { icon: 'torque', caption: 'peakTorque', parameter: 'peakTorque' },
    { icon: 'compact', caption: 'compact', parameter: 'outerDiameter' },
    { icon: 'bus', caption: 'communication', parameter: 'communication' },
  ],
  h70: [
    { icon: 'torque', caption: 'peakTorque', parameter: 'peakTorque' },
    { icon: 'speed', caption: 'maxSpeed', parameter: 'maxSpeed' },
    { icon: 'precision', caption: 'backlash', parameter: 'backlash' },
    { icon: 'hollow', caption: 'hollowShaft' },
  ],
  p110: [
    { icon: 'torque', caption: 'peakTorque', parameter: 'peakTorque' },
    { icon: 'precision', caption: 'backlash', parameter: 'backlash' },
    { icon: 'encoder', caption: 'dualEncoder' },
    { icon: 'bus', caption: 'communication', parameter: 'communication' },
    { icon: 'thermal', caption: 'wideTemperature', parameter: 'operatingTemperature' },
  ],
  p60n30: [
    { icon: 'torque', caption: 'peakTorque', parameter: 'peakTorque' },
    { icon: 'precision', caption: 'backlash', parameter: 'backlash' },
    { icon: 'compact', caption: 'compact', parameter: 'outerDiameter' },
    { icon: 'weight', caption: 'weight', parameter: 'weight' },
  ],
  p90n20: [
    { icon: 'torque', caption: 'peakTorque', parameter: 'peakTorque' },
    { icon: 'speed', caption: 'maxSpeed', parameter: 'maxSpeed' },
    { icon: 'encoder', caption: 'dualEncoder' },
    { icon: 'bus', caption: 'communication', parameter: 'communication' },
    { icon: 'hollow', caption: 'hollowShaft' },
  ],
  t28: [
    { icon: 'compact', caption: 'compact', parameter: 'outerDiameter' },
    { icon: 'weight', caption: 'weight', parameter: 'weight' },
    { icon: 'torque', caption: 'peakTorque', parameter: 'peakTorque' },
    { icon: 'bus', caption: 'communication', parameter: 'communication' },
  ],
};

const picture = (file: string, size: { width: number; height: number }): Picture => ({ file, ...size });

/** Structure drawing, torque-speed curve and a robot using the module; P110's drawing is labelled per language. */
function features(slug: JointSlug): FeatureBlock[] {
  const base = `parts/${slug}`;
  const structure =
    slug === 'p110'
      ? { zh: picture(`${base}/feature-structure-zh.webp`, sizes.feature), en: picture(`${base}/feature-structure-en.webp`, sizes.feature) }
      : picture(`${base}/feature-structure.webp`, sizes.feature);
  return [
    { id: 'structure', image: structure },
    { id: 'curve', image: picture(`${base}/feature-curve.webp`, sizes.feature), maxWidth: 800 },
    {
      id: 'application',
      image: picture(`${base}/feature-application.webp`, sizes.feature),
      mobileImage: picture(`${base}/feature-application-mobile.webp`, sizes.featureMobile),
      maxWidth: 1200,
    },
  ];
}

function isParameterKey(key: string | undefined): key is ParameterKey {
  return (parameterKeys as readonly string[]).includes(key ?? '');
}

function modulePage(slug: JointSlug): JointModulePage {
  const entry = table[slug];
  const base = `parts/${slug}`;
  return {
    slug,
    code: entry.code,
    loadingTimeoutMs: entry.loadingTimeoutMs,
    hero: { image: picture(`${base}/hero.webp`, sizes.hero), mobileImage: picture(`${base}/hero-mobile.webp`, sizes.heroMobile) },
    icons: icons[slug] ?? defaultIcons,
    features: features(slug),
    parameters: entry.parameters.map(([key, value]) => {
      if (!isParameterKey(key) || value === undefined) throw new Error(`joint-modules.json: bad parameter ${key} of ${slug}`);
      return { key, value };
    }),
    views: viewAngles.map((angle) => ({ angle, image: picture(`${base}/view-${angle}.webp`, sizes.view) })),
  };
}

/** Every joint-module page, keyed by slug. Parameters live in joint-modules.json (the media script draws from them too). */
export const jointModules: Record<JointSlug, JointModulePage> = Object.fromEntries(
  jointSlugs.map((slug) => [slug, modulePage(slug)]),
) as Record<JointSlug, JointModulePage>;

export function isJointSlug(slug: string | undefined): slug is JointSlug {
  return (jointSlugs as readonly string[]).includes(slug ?? '');
}
