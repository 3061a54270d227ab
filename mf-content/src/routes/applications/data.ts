import type { MediaImage } from '../../shared/media-image';

type Showcase = 'industry' | 'store' | 'coffee' | 'home';

/** Scene cards of the hero, each leading to its first showcase; texts in `applications:scenes.<type>`. */
const scene = (type: 'industry' | 'business' | 'family', showcase: Showcase) => ({
  type,
  showcase,
  image: { file: `applications/scene-${type}.webp`, width: 600, height: 400 } satisfies MediaImage,
});
export const scenes = [scene('industry', 'industry'), scene('business', 'store'), scene('family', 'home')] as const;

/** The four video showcases (scripts/generate-videos.mjs); texts in `applications:showcases.<key>`. */
export const showcases: readonly { key: Showcase; video: string; poster: string }[] = (['industry', 'store', 'coffee', 'home'] as const).map((key) => ({
  key,
  video: `applications/${key}.mp4`,
  poster: `applications/${key}-poster.webp`,
}));

/** Partner logos (fictional partners, our own artwork); names in `applications:partners.items`. */
export const partners: readonly { key: string; logo: MediaImage }[] = ['northgate', 'harbor', 'aurora', 'cedar'].map((key) => ({
  key,
  logo: { file: `applications/partner-${key}.webp`, width: 320, height: 96 },
}));
