/** Content of /human (MagicBot Gen1). Texts in locales/<lang>/human.json. */
import type { Locale } from '@site/i18n';
import { clip, heroImages, illustration, type MediaImage } from '../../shared/media';

export const hero = heroImages('human');

export const videoKeys = ['run', 'walk', 'collaboration', 'guide'] as const;
export const videos = Object.fromEntries(videoKeys.map((key) => [key, clip(`human/${key}`)])) as Record<(typeof videoKeys)[number], ReturnType<typeof clip>>;

export const techBands = (['performance', 'perception', 'walking', 'operation'] as const).map((key) => ({ key, image: illustration(`human/tech-${key}.webp`) }));

/** The parameter drawing carries words, so it exists per language. */
export const paramsImage: Record<Locale, MediaImage> = {
  zh: { file: 'human/params-zh.webp', width: 1400, height: 720 },
  en: { file: 'human/params-en.webp', width: 1400, height: 720 },
};

export const specColumns = ['gen1'] as const;
export const specGroups = [
  { key: 'mechanical', rows: ['size', 'weight', 'dof', 'torque', 'speed', 'armPayload', 'bodyPayload'] },
  { key: 'electrical', rows: ['battery', 'endurance', 'charging'] },
] as const;
export const noteKeys = ['n1', 'n2'] as const;
