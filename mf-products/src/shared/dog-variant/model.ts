import type { SpecGroupData } from '../spec-block';
import { clip, heroImages } from '../media';

/** What differs between the wheeled-leg (/dog-w) and the industrial (/dog-y) dog pages. */
export interface DogVariantModel {
  /** Translation namespace (locales/<lang>/<ns>.json). */
  ns: 'dogW' | 'dogY';
  path: '/dog-w' | '/dog-y';
  /** Media folder. */
  dir: 'dog-w' | 'dog-y';
  /** Show `auto.items.<key>.caption` under each autoplay video. */
  captions: boolean;
  specGroups: readonly SpecGroupData[];
}

export const autoplayKeys = ['a1', 'a2', 'a3', 'a4', 'a5'] as const;

export function variantMedia(dir: DogVariantModel['dir']) {
  return {
    hero: heroImages(dir),
    promo: clip(`${dir}/promo`),
    autoplay: autoplayKeys.map((key, index) => ({ key, video: clip(`${dir}/auto-${index + 1}`) })),
    expand: clip(`${dir}/expand`),
  };
}

export const specColumns = ['value'] as const;
