import { useEffect, useRef, type ReactNode } from 'react';
import styles from './hero-banner.module.css';

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
  /** Called once the picture has loaded or failed (also when it did so before hydration). */
  onImageSettled?: () => void;
  /** Actions under the texts (e.g. store buttons). */
  children?: ReactNode;
}

/** Full-width picture with a title and headline lines laid over it. */
export function HeroBanner({ image, mobileImage, alt = '', title, texts = [], titleAs: Title = 'h1', onImageSettled, children }: HeroBannerProps) {
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

  return (
    <section className={styles.hero}>
      <picture className={styles.picture}>
        {mobileImage ? (
          <source media="(max-width: 767px)" srcSet={mobileImage.src} width={mobileImage.width} height={mobileImage.height} />
        ) : null}
        <img
          ref={imageRef}
          className={styles.image}
          src={image.src}
          width={image.width}
          height={image.height}
          alt={alt}
          fetchPriority="high"
          onLoad={settle}
          onError={settle}
        />
      </picture>
      <div className={styles.copy}>
        <Title className={styles.title}>{title}</Title>
        {texts.map((text, index) => (
          <p key={index} className={styles.text}>
            {text}
          </p>
        ))}
        {children}
      </div>
    </section>
  );
}
