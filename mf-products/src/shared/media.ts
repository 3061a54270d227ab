/** Media files of this remote, resolved at runtime with `useMedia()` from '@site/design'. */
export interface MediaImage {
  /** File under the remote's media folder ('human/hero.webp'). */
  file: string;
  width: number;
  height: number;
}

export interface MediaVideo {
  file: string;
  poster: string;
  width: number;
  height: number;
}

/** The 640×360 clips and posters written by scripts/generate-product-videos.mjs. */
export function clip(name: string): MediaVideo {
  return { file: `${name}.mp4`, poster: `${name}-poster.webp`, width: 640, height: 360 };
}

/** A 1200×675 illustration written by scripts/generate-product-media.mjs. */
export function illustration(file: string): MediaImage {
  return { file, width: 1200, height: 675 };
}

/** The wide and the phone hero of a product folder. */
export function heroImages(dir: string): { image: MediaImage; mobileImage: MediaImage } {
  return { image: { file: `${dir}/hero.webp`, width: 1920, height: 800 }, mobileImage: { file: `${dir}/hero-mobile.webp`, width: 750, height: 1000 } };
}
