import { useEffect, useState, type CSSProperties } from 'react';
import type { SizedImage } from './hero-banner';
import { RotationButton, useRotation, type RotationLabels } from './rotation';
import styles from './view-carousel.module.css';

export interface CarouselView {
  key: string;
  /** Caption of the view ('Front', '45 degrees'), also the thumbnail's accessible name. */
  label: string;
  image: SizedImage;
  /** Smaller picture for the thumbnail strip (defaults to `image`). */
  thumbnail?: SizedImage;
  /** What the picture shows beyond its caption; without it the picture is named by the caption alone. */
  alt?: string;
}

export interface ViewCarouselProps {
  views: readonly CarouselView[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Accessible name of the thumbnail strip. */
  thumbnailsLabel?: string;
  /** Autoplay interval in ms; 0 turns autoplay off. Choosing a view restarts the countdown. */
  interval?: number;
  /** Height of the picture area in px. */
  height?: number;
  /** Accessible names of the button that stops and starts the autoplay. */
  rotationLabels: RotationLabels;
}

/**
 * Pictures of one object from several angles, cross-fading on a timer, with a strip of
 * thumbnails that select a view on click or hover. No indicators, no arrows; autoplay has a
 * stop/start button and holds while keyboard focus is inside (see useRotation).
 */
export function ViewCarousel({ views, label, thumbnailsLabel, interval = 3000, height = 500, rotationLabels }: ViewCarouselProps) {
  const [active, setActive] = useState(0);
  const rotation = useRotation();
  const count = views.length;

  useEffect(() => {
    if (interval <= 0 || count < 2 || rotation.held) return;
    const timer = setTimeout(() => setActive((current) => (current + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [active, interval, count, rotation.held]);

  const stageStyle = { '--view-carousel-height': `${height}px` } as CSSProperties;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label} {...rotation.focusProps}>
      {interval > 0 && count > 1 ? <RotationButton stopped={rotation.stopped} onToggle={rotation.toggle} labels={rotationLabels} /> : null}
      <div className={styles.stage} style={stageStyle} aria-live={interval > 0 && !rotation.held ? 'off' : 'polite'}>
        {views.map((view, index) => (
          // The slide is a group (ARIA carousel pattern); a <figure> may not take that role, so it sits inside.
          <div
            key={view.key}
            role="group"
            aria-roledescription="slide"
            aria-label={view.label}
            aria-hidden={index !== active}
            className={[styles.slide, index === active ? styles.active : ''].join(' ')}
          >
            <figure className={styles.figure}>
              <img
                className={styles.image}
                src={view.image.src}
                width={view.image.width}
                height={view.image.height}
                alt={view.alt ?? ''}
                // Lazy, the first view too: the carousel sits far below the first screen, and an
                // eager picture would be preloaded with the page, ahead of the ones on that screen.
                loading="lazy"
              />
              <figcaption className={styles.caption}>{view.label}</figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className={styles.thumbnails} role="group" aria-label={thumbnailsLabel}>
        {views.map((view, index) => {
          const thumbnail = view.thumbnail ?? view.image;
          return (
            <button
              key={view.key}
              type="button"
              className={[styles.thumbnail, index === active ? styles.current : ''].join(' ')}
              aria-pressed={index === active}
              onClick={() => setActive(index)}
              onMouseEnter={() => setActive(index)}
            >
              <img src={thumbnail.src} width={thumbnail.width} height={thumbnail.height} alt="" loading="lazy" />
              <span className={styles.thumbnailLabel}>{view.label}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
