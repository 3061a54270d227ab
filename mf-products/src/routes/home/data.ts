/** The product banners of the home page, in order. Texts in locales/<lang>/home.json under `banners.<key>`. */
import { heroImages } from '../../shared/media';

export const homeBanners = [
  { key: 'dogY', to: '/dog-y', ...heroImages('dog-y') },
  { key: 'z1', to: '/z1', ...heroImages('z1') },
  { key: 'human', to: '/human', ...heroImages('human') },
  { key: 'dog', to: '/dog', ...heroImages('dog') },
] as const;

/** Size the news covers are laid out at (16:9); covers of other shapes are cropped to fit. */
export const newsCoverSize = { width: 1200, height: 675 } as const;
