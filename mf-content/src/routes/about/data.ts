/** Content of the /about page: its media and the order of its items. Texts live in locales/<lang>/about.json. */
import type { Locale } from '@site/i18n';
import type { MediaImage } from '../../shared/media-image';

export const logoImage: MediaImage = { file: 'about/logo.webp', width: 240, height: 240 };
export const bannerImage: MediaImage = { file: 'about/banner.webp', width: 1920, height: 720 };
export const bannerMobileImage: MediaImage = { file: 'about/banner-mobile.webp', width: 750, height: 900 };

/** Link-preview (Open Graph) picture: a JPEG of the banner. */
export const ogImageFile = 'about/og.jpg';

export const introParagraphKeys = ['p1', 'p2', 'p3'] as const;

/** The timeline's background carries words, so it exists per language. */
export const timelineBackground: Record<Locale, MediaImage> = {
  zh: { file: 'about/timeline-bg-zh.webp', width: 1920, height: 900 },
  en: { file: 'about/timeline-bg-en.webp', width: 1920, height: 900 },
};

export interface TimelineItem {
  key: 'founding' | 'prototype' | 'launch';
  img: MediaImage;
}

export const timelineItems: readonly TimelineItem[] = [
  { key: 'founding', img: { file: 'about/timeline-1.webp', width: 600, height: 400 } },
  { key: 'prototype', img: { file: 'about/timeline-2.webp', width: 600, height: 400 } },
  { key: 'launch', img: { file: 'about/timeline-3.webp', width: 600, height: 400 } },
];

export interface Award {
  key: 'innovation' | 'design' | 'startup' | 'patent' | 'education';
  img: MediaImage;
}

export const awards: readonly Award[] = [
  { key: 'innovation', img: { file: 'about/award-1.webp', width: 600, height: 400 } },
  { key: 'design', img: { file: 'about/award-2.webp', width: 600, height: 400 } },
  { key: 'startup', img: { file: 'about/award-3.webp', width: 600, height: 400 } },
  { key: 'patent', img: { file: 'about/award-4.webp', width: 600, height: 400 } },
  { key: 'education', img: { file: 'about/award-5.webp', width: 600, height: 400 } },
];

/** Mobile awards carousel (spec: 5 s, no indicators, arrows always). */
export const awardsCarousel = { interval: 5000, indicators: false, arrows: true } as const;
