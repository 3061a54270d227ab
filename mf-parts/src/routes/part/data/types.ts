import type { Locale } from '@site/i18n';

export const jointSlugs = ['d90', 'h60', 'h70', 'p110', 'p60n30', 'p90n20', 't28'] as const;
export type JointSlug = (typeof jointSlugs)[number];

export const parameterKeys = [
  'outerDiameter',
  'length',
  'weight',
  'reductionRatio',
  'ratedTorque',
  'peakTorque',
  'ratedSpeed',
  'maxSpeed',
  'ratedVoltage',
  'ratedCurrent',
  'peakCurrent',
  'encoder',
  'communication',
  'backlash',
  'operatingTemperature',
] as const;
export type ParameterKey = (typeof parameterKeys)[number];

/** A named parameter; the value is language-neutral (numbers, SI units, bus names). */
export interface ParameterRow {
  key: ParameterKey;
  value: string;
}

/** A media file of this remote (path below its media base) with its intrinsic size. */
export interface Picture {
  file: string;
  width: number;
  height: number;
}

/** One picture for every language, or one per language. */
export type LocalizedPicture = Picture | Record<Locale, Picture>;

export const viewAngles = ['angle45', 'front', 'reverse', 'side', 'top'] as const;
export type ViewAngle = (typeof viewAngles)[number];

export type IconName = 'torque' | 'speed' | 'encoder' | 'bus' | 'thermal' | 'weight' | 'compact' | 'precision' | 'hollow';
export type IconCaption =
  | 'peakTorque'
  | 'maxSpeed'
  | 'dualEncoder'
  | 'communication'
  | 'wideTemperature'
  | 'weight'
  | 'compact'
  | 'backlash'
  | 'hollowShaft';

/** An icon with its caption; `parameter` fills the caption's {{value}} from the parameter table. */
export interface IconItem {
  icon: IconName;
  caption: IconCaption;
  parameter?: ParameterKey;
}

export type FeatureId = 'structure' | 'curve' | 'application';

/** A picture with heading lines and sub-lines (texts under `<slug>.features.<id>`). */
export interface FeatureBlock {
  id: FeatureId;
  image: LocalizedPicture;
  mobileImage?: Picture;
  /** Maximum width of the block in px (default 1000). */
  maxWidth?: number;
}

export interface JointModulePage {
  slug: JointSlug;
  /** Model code as printed on the module ('P60N30'). */
  code: string;
  /** The loading overlay gives up waiting for the hero picture after this many ms. */
  loadingTimeoutMs: number;
  hero: { image: Picture; mobileImage: Picture };
  icons: readonly IconItem[];
  features: readonly FeatureBlock[];
  parameters: readonly ParameterRow[];
  views: readonly { angle: ViewAngle; image: Picture }[];
}

export function pictureFor(picture: LocalizedPicture, locale: Locale): Picture {
  return 'file' in picture ? picture : picture[locale];
}
