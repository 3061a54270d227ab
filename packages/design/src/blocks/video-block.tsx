import { useEffect, useRef, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import styles from './video-block.module.css';

export interface VideoBlockProps {
  src: string;
  poster: string;
  /** MIME type of `src`. */
  type?: string;
  loop?: boolean;
  muted?: boolean;
  /** Starts playing on its own; only honoured together with `muted` (browsers block sound). */
  autoPlay?: boolean;
  /** Shown by browsers that cannot play the video. */
  fallbackText: string;
  /** Accessible names of the overlay button and of the block (a figure; leave it out where a heading around it names it). */
  labels: { play: string; pause: string; video?: string };
  /** Text laid over the video (showcases); from 768 px it hides while the video plays. */
  children?: ReactNode;
  /**
   * The poster is the page's largest first paint: preloaded from <head> at high priority (a
   * poster is otherwise asked for late and at low priority). Off by default.
   */
  priority?: boolean;
}

function logPlayFailure(error: unknown) {
  // A blocked or interrupted play() is not an error visitors need to see; the overlay stays.
  console.warn('video playback did not start', error);
}

/**
 * A poster and one video with a play/pause overlay button, optionally with a text overlay. The
 * button stays visible while paused and shows only on hover while playing. Heights 300 / 400 /
 * 600 px below 640 px, below 1024 px and from 1024 px. The block is a figure named by
 * `labels.video`: a <video> without controls is no element to name, a figure is.
 */
export function VideoBlock({ src, poster, type = 'video/mp4', loop = true, muted = true, autoPlay = true, fallbackText, labels, children, priority = false }: VideoBlockProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const autoPlays = autoPlay && muted;
  if (priority) preload(poster, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only on the client; make sure autoplay is allowed.
    video.muted = muted;
    setPlaying(!video.paused);
    if (autoPlays && video.paused) void Promise.resolve(video.play()).catch(logPlayFailure);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void Promise.resolve(video.play()).catch(logPlayFailure);
    else video.pause();
  };

  return (
    <figure className={[styles.block, playing ? styles.playing : ''].join(' ')} aria-label={labels.video}>
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster}
        loop={loop}
        muted={muted}
        autoPlay={autoPlays}
        playsInline
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={src} type={type} />
        {fallbackText}
      </video>
      {children ? <div className={styles.caption}>{children}</div> : null}
      <button type="button" className={styles.toggle} aria-label={playing ? labels.pause : labels.play} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5v14l11-7z" fill="currentColor" />}
        </svg>
      </button>
    </figure>
  );
}
