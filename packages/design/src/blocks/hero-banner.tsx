import { useEffect, useRef, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { siteTokens } from '../theme';
import styles from './hero-banner.module.css';

/** The phone picture's media query (under the md breakpoint), for <source> and its preload alike. */
const phoneQuery = `(max-width: ${siteTokens.breakpointMd - 1}px)`;

/** One picture of a given intrinsic size (width and height avoid layout shift). */
export interface SizedImage {
  src: string;
  width: number;
  height: number;
}

export interface HeroBannerProps {
  /** Picture shown from 768 px window width. */
  image: SizedImage;
  /** Phone-sized picture shown under 768 px. */
  mobileImage?: SizedImage;
  /** Alternative text of the picture ('' when it is decorative). */
  alt?: string;
  title: ReactNode;
  texts?: readonly ReactNode[];
  /** The page's only <h1> by default. */
  titleAs?: 'h1' | 'h2';
  /**
   * The picture is the page's largest first paint (default): preloaded from <head> at high
   * priority. Banners further down the page pass false and load lazily instead.
   */
  priority?: boolean;
  /** Called once the picture has loaded or failed (also when it did so before hydration). */
  onImageSettled?: () => void;
  /** Actions under the texts (e.g. store buttons); on a phone they go under the picture, off the art. */
  children?: ReactNode;
}

/** Full-width picture with a title and headline lines laid over it, and actions under them. */
export function HeroBanner({ image, mobileImage, alt = '', title, texts = [], titleAs: Title = 'h1', priority = true, onImageSettled, children }: HeroBannerProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const settled = useRef(false);
  const settle = () => {
    if (settled.current) return;
    settled.current = true;
    onImageSettled?.();
  };

  // A server-rendered picture may finish loading before React attaches its handlers.
  useEffect(() => {
    if (imageRef.current?.complete) settle();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (priority) preloadPicture(image, mobileImage);

  return (
    <section className={styles.hero}>
      <picture className={styles.picture}>
        {mobileImage ? (
          <source media={phoneQuery} srcSet={mobileImage.src} width={mobileImage.width} height={mobileImage.height} />
        ) : null}
        {/* data-hero-art: the loading overlay lifts when this picture arrives; the e2e phone check keeps controls off it. */}
        <img
          ref={imageRef}
          className={styles.image}
          src={image.src}
          width={image.width}
          height={image.height}
          alt={alt}
          {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })}
          data-hero-art=""
          onLoad={settle}
          onError={settle}
        />
      </picture>
      <div className={styles.copy}>
        <div className={styles.heading}>
          <Title className={styles.title}>{title}</Title>
          {texts.map((text, index) => (
            <p key={index} className={styles.text}>
              {text}
            </p>
          ))}
        </div>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </section>
  );
}

/**
 * Asks for the picture from the top of <head>, before scripts: a <picture>'s image is otherwise
 * found only when the parser reaches it, and React does not preload images inside <picture>. Each
 * variant's media query matches the <source> above, so a browser fetches just the one it shows.
 */
function preloadPicture(image: SizedImage, mobileImage: SizedImage | undefined): void {
  if (!mobileImage) {
    preload(image.src, { as: 'image', fetchPriority: 'high' });
    return;
  }
  preload(mobileImage.src, { as: 'image', fetchPriority: 'high', media: phoneQuery });
  preload(image.src, { as: 'image', fetchPriority: 'high', media: `(min-width: ${siteTokens.breakpointMd}px)` });
}
