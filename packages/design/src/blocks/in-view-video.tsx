import { useEffect, useRef, type RefObject } from 'react';
import styles from './in-view-video.module.css';

export interface InViewPlaybackOptions {
  /** Share of the video that must be visible before it plays (0..1). */
  threshold?: number;
  /** Grows the viewport used for the check, CSS margin syntax. */
  rootMargin?: string;
}

function logPlayFailure(error: unknown) {
  // Browsers may refuse autoplay (power saving, data saver); the poster stays and nothing else is needed.
  console.warn('video autoplay did not start', error);
}

/**
 * Plays a muted video while at least `threshold` of it is visible (the viewport grown by
 * `rootMargin`) and pauses it otherwise. Without IntersectionObserver the video simply stays paused.
 */
export function useInViewPlayback(ref: RefObject<HTMLVideoElement | null>, { threshold = 0.3, rootMargin = '50px' }: InViewPlaybackOptions = {}) {
  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    // React sets `muted` only as a property on the client; browsers allow autoplay only when muted.
    video.muted = true;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= threshold) {
            if (video.paused) void Promise.resolve(video.play()).catch(logPlayFailure);
          } else if (!video.paused) {
            video.pause();
          }
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin]);
}

export interface InViewVideoProps extends InViewPlaybackOptions {
  src: string;
  poster: string;
  /** Intrinsic size of the poster and video, so the box is reserved before they load. */
  width: number;
  height: number;
  type?: string;
  /** Accessible name of the figure that holds the video (a <video> without controls is no element to name). */
  label: string;
  /** Shown by browsers that cannot play the video. */
  fallbackText: string;
  /** Optional text shown under the video. */
  caption?: string;
  className?: string;
}

/** A looped, muted, inline video that plays only while it is in view (see `useInViewPlayback`). */
export function InViewVideo({ src, poster, width, height, type = 'video/mp4', label, fallbackText, caption, className, threshold, rootMargin }: InViewVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useInViewPlayback(videoRef, { threshold, rootMargin });
  return (
    <figure className={[styles.figure, className].filter(Boolean).join(' ')} aria-label={label}>
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster}
        width={width}
        height={height}
        muted
        loop
        playsInline
        preload="none"
      >
        <source src={src} type={type} />
        {fallbackText}
      </video>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
