/** Content of /z1 (MagicBot Z1). Texts in locales/<lang>/z1.json. */
import type { Locale } from '@site/i18n';
import type { FeatureBand } from '../feature-bands';
import { clip, heroImages, illustration, type MediaImage, type MediaVideo } from '../media';

export const hero = heroImages('z1');

/** The introduction film has its caption burnt in, so there is one per language. */
export const introVideo: Record<Locale, MediaVideo> = { zh: clip('z1/intro-zh'), en: clip('z1/intro-en') };

export const techBands = (['angle', 'power', 'speed'] as const).map((key) => ({ key, image: illustration(`z1/tech-${key}.webp`) }));

export const mediaBands: FeatureBand[] = [
  { key: 'fall', video: clip('z1/fall') },
  ...(['open', 'insight', 'hand', 'response'] as const).map((key) => ({ key, image: illustration(`z1/media-${key}.webp`) })),
];

/** Six spec pictures, each with a phone and an English version. */
export const specImages = [1, 2, 3, 4, 5, 6].map((n) => ({
  key: `s${n}`,
  image: (locale: Locale): MediaImage => ({ file: `z1/spec-${n}-${locale}.webp`, width: 600, height: 400 }),
  mobileImage: (locale: Locale): MediaImage => ({ file: `z1/spec-${n}-${locale}-mobile.webp`, width: 600, height: 600 }),
}));

export const carouselSlides = [1, 2, 3, 4].map((n) => ({
  key: `c${n}`,
  image: { file: `z1/carousel-${n}.webp`, width: 1920, height: 575 },
  mobileImage: { file: `z1/carousel-${n}-mobile.webp`, width: 750, height: 575 },
}));
export const carouselInterval = 3000;
export const carouselHeight = 575;

export const paramsBanner: Record<Locale, MediaImage> = {
  zh: { file: 'z1/params-zh.webp', width: 1920, height: 600 },
  en: { file: 'z1/params-en.webp', width: 1920, height: 600 },
};

/** Columns `label`, `robot` and `robot1` of the spec table. */
export const specColumns = ['robot', 'robot1'] as const;
export const specGroups = [
  {
    key: 'mechanical',
    rows: ['size', 'weight', 'dof', 'legDof', 'armDof', 'waistDof', 'headDof', 'kneeTorque', 'hipTorque', 'armTorque', 'speed', 'armPayload', 'legLength', 'armLength', 'kneeRange', 'hipRange', 'waistRange', 'material', 'protection'],
  },
  { key: 'electrical', rows: ['battery', 'endurance', 'charging', 'charger', 'encoder', 'compute', 'sensors', 'connectivity'] },
  { key: 'accessories', rows: ['remote', 'chargerKit', 'spareBattery', 'stand'] },
  { key: 'others', rows: ['warranty', 'development', 'temperature'] },
] as const;
export const noteKeys = ['n1', 'n2', 'n3', 'n4', 'n5'] as const;
