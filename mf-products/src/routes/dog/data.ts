/** Content of the /dog page: which media, sections, specification rows and notes it shows. Texts live in locales/<lang>/dog.json. */
import type { Locale } from '@site/i18n';

export interface MediaImage {
  /** File under the remote's media folder, resolved with `useMedia()`. */
  file: string;
  width: number;
  height: number;
}

export const heroImage: MediaImage = { file: 'dog/hero.webp', width: 1920, height: 800 };
export const heroMobileImage: MediaImage = { file: 'dog/hero-mobile.webp', width: 750, height: 1000 };
export const vitalityImage: MediaImage = { file: 'dog/vitality.webp', width: 1200, height: 675 };

export const featureVideo = { file: 'dog/feature.mp4', poster: 'dog/feature-poster.webp', type: 'video/mp4' } as const;

export const techSectionKeys = ['tracking', 'terrain', 'freedom', 'camera', 'programming'] as const;
export type TechSectionKey = (typeof techSectionKeys)[number];

export const techImages: Record<TechSectionKey, MediaImage> = {
  tracking: { file: 'dog/tracking.webp', width: 1200, height: 675 },
  terrain: { file: 'dog/terrain.webp', width: 1200, height: 675 },
  freedom: { file: 'dog/freedom.webp', width: 1200, height: 675 },
  camera: { file: 'dog/camera.webp', width: 1200, height: 675 },
  programming: { file: 'dog/programming.webp', width: 1200, height: 675 },
};

/** The dimension drawing above the specification table carries words, so it exists per language. */
export const specsHeadingImage: Record<Locale, MediaImage> = {
  zh: { file: 'dog/specs-zh.webp', width: 1400, height: 720 },
  en: { file: 'dog/specs-en.webp', width: 1400, height: 720 },
};

/** Value columns of the specification table, in order. */
export const robotColumns = ['pro', 'edu'] as const;

export const specGroups = [
  { key: 'mechanical', rows: ['size', 'weight', 'dof', 'speed', 'payload', 'obstacle', 'climb'] },
  { key: 'electrical', rows: ['power', 'voltage', 'battery', 'endurance'] },
  { key: 'accessories', rows: ['remote', 'sdk', 'compute'] },
] as const;

export const noteKeys = ['n1', 'n2', 'n3', 'n4'] as const;
