import { useCallback, useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { initialTrack, moveTrack, settleTrack, slideOffset } from './carousel-track';
import { RotationButton, useRotation } from './rotation';
import styles from './image-carousel.module.css';

export interface ImageCarouselItem {
  /** Stable React key; defaults to the image URL. */
  key?: string;
  src: string;
  /** Image used under 768 px window width. */
  mobileSrc?: string;
  /** What the picture shows; '' when it only illustrates the slide's title (never the title again). */
  alt: string;
  width: number;
  height: number;
  title?: ReactNode;
  description?: ReactNode;
}

export interface ImageCarouselProps {
  items: readonly ImageCarouselItem[];
  /** Autoplay interval in ms; 0 turns autoplay off. */
  interval?: number;
  /** Height of the image area (px number or CSS length); by default the images keep their ratio. */
  height?: number | string;
  indicators?: boolean;
  arrows?: boolean;
  /** After the last slide comes the first (and before the first, the last). */
  loop?: boolean;
  pauseOnHover?: boolean;
  /** A touch swipe longer than this (px) changes the slide. */
  swipeThreshold?: number;
  /** Autoplay resumes this long (ms) after a touch ends. */
  resumeAfterTouch?: number;
  /** Accessible names, translated by the caller. */
  labels?: { carousel?: string; previous?: string; next?: string; slide?: (index: number, count: number) => string; stop?: string; start?: string };
  className?: string;
}

const defaultLabels = {
  carousel: 'Carousel',
  previous: 'Previous slide',
  next: 'Next slide',
  slide: (index: number, count: number) => `${index + 1} / ${count}`,
  stop: 'Stop automatic slide show',
  start: 'Start automatic slide show',
};

/**
 * A small hand-made carousel: every slide is in the server HTML, the first one shown; autoplay,
 * arrows, indicators and swipes only move a CSS transform, so server and browser agree. From the
 * last slide to the first (and back) is one step, not a slide back across all of them (see
 * carousel-track). Autoplay has a stop/start button and holds while keyboard focus is inside (see
 * useRotation).
 */
export function ImageCarousel({
  items,
  interval = 3000,
  height,
  indicators = true,
  arrows = true,
  loop = true,
  pauseOnHover = true,
  swipeThreshold = 50,
  resumeAfterTouch = 3000,
  labels,
  className,
}: ImageCarouselProps) {
  const text = { ...defaultLabels, ...labels };
  const count = items.length;
  const [track, setTrack] = useState(initialTrack);
  const { active } = track;
  const [hovered, setHovered] = useState(false);
  const [touchPaused, setTouchPaused] = useState(false);
  const rotation = useRotation();
  const touchStartX = useRef<number | null>(null);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const goTo = useCallback((index: number) => setTrack((current) => moveTrack(current, index, count, loop)), [count, loop]);
  const step = useCallback((by: number) => setTrack((current) => moveTrack(current, current.active + by, count, loop)), [count, loop]);

  const paused = (pauseOnHover && hovered) || touchPaused || rotation.held;
  const atEnd = !loop && active === count - 1;
  useEffect(() => {
    if (!interval || paused || count < 2 || atEnd) return;
    const timer = setInterval(() => step(1), interval);
    return () => clearInterval(timer);
  }, [interval, paused, count, atEnd, step]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const onTouchStart = (event: TouchEvent) => {
    clearTimeout(resumeTimer.current);
    touchStartX.current = event.touches[0]?.clientX ?? null;
    setTouchPaused(true);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start !== null && end !== undefined && Math.abs(end - start) > swipeThreshold) step(end < start ? 1 : -1);
    resumeTimer.current = setTimeout(() => setTouchPaused(false), resumeAfterTouch);
  };

  if (count === 0) return null;
  const viewportStyle = height === undefined ? undefined : { height: typeof height === 'number' ? `${height}px` : height };
  const slideStyle = (index: number) => {
    const offset = slideOffset(track, index, count);
    return offset ? { transform: `translateX(${offset * 100}%)` } : undefined;
  };
  // The picture area: the given height, or else the first picture's shape at the carousel's width.
  const pictureArea = viewportStyle ?? { aspectRatio: `${items[0]!.width} / ${items[0]!.height}` };

  return (
    // A named section is the region the ARIA carousel pattern asks for (html-validate prefers it to role="region").
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={text.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      {...rotation.focusProps}
    >
      {/* First in the tab order, as the ARIA carousel pattern has it. */}
      {interval && count > 1 ? <RotationButton stopped={rotation.stopped} onToggle={rotation.toggle} labels={text} /> : null}
      {/* A slide changed by the visitor is announced; one changed by the rotation is not. */}
      <div className={styles.viewport} style={viewportStyle} aria-live={interval && !rotation.held ? 'off' : 'polite'}>
        {/* Slides are groups (ARIA carousel pattern), which a list item may not be: so no list here. */}
        <div
          className={[styles.track, track.instant ? styles.instant : ''].filter(Boolean).join(' ')}
          style={{ transform: `translateX(${-track.position * 100}%)` }}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) setTrack(settleTrack);
          }}
        >
          {items.map((item, index) => (
            <div
              key={item.key ?? item.src}
              className={styles.slide}
              style={slideStyle(index)}
              role="group"
              aria-roledescription="slide"
              aria-label={text.slide(index, count)}
              aria-hidden={index !== active}
              inert={index !== active}
            >
              <picture className={styles.picture}>
                {item.mobileSrc ? <source media="(max-width: 767px)" srcSet={item.mobileSrc} /> : null}
                <img
                  className={styles.image}
                  src={item.src}
                  alt={item.alt}
                  width={item.width}
                  height={item.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  draggable={false}
                />
              </picture>
              {item.title || item.description ? (
                <div className={styles.caption}>
                  {item.title ? <h3 className={styles.captionTitle}>{item.title}</h3> : null}
                  {item.description ? <p className={styles.captionText}>{item.description}</p> : null}
                </div>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {arrows && count > 1 ? (
        // Centred on the picture, not on the whole carousel: its captions would bring them down over
        // the lettering near the bottom of a picture (the home news covers' titles on a phone).
        <div className={styles.arrows} style={pictureArea}>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={text.previous}
            disabled={!loop && active === 0}
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={text.next}
            disabled={atEnd}
            onClick={() => step(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      {indicators && count > 1 ? (
        <div className={styles.indicators}>
          {items.map((item, index) => (
            <button
              key={item.key ?? item.src}
              type="button"
              className={styles.indicator}
              aria-label={text.slide(index, count)}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
