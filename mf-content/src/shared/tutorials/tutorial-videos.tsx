import { useCallback, useState } from 'react';
import { useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { tutorialPoster, tutorialSets, tutorialVideo, type TutorialSet } from './tutorials';
import { VideoOverlay, type OverlayVideo } from './video-overlay';
import styles from './tutorials.module.css';

/** A grid of tutorial videos (shared poster, play icon, title); a click opens the full-screen player. */
export function TutorialVideos({ set }: { set: TutorialSet }) {
  const { t } = useTranslation('tutorials');
  const media = useMedia();
  const [playing, setPlaying] = useState<OverlayVideo | null>(null);
  const close = useCallback(() => setPlaying(null), []);
  const poster = media(tutorialPoster.file);

  return (
    <>
      <ul className={styles.grid}>
        {tutorialSets[set].map(({ id, clip }) => {
          const title = t(`items.${id}`);
          return (
            <li key={id}>
              <button type="button" className={styles.card} onClick={() => setPlaying({ title, src: media(tutorialVideo(clip)), poster })} aria-label={t('play', { title })}>
                <span className={styles.thumb}>
                  <img src={poster} alt="" width={tutorialPoster.width} height={tutorialPoster.height} loading="lazy" />
                  <svg className={styles.playIcon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
                    <circle cx="24" cy="24" r="23" />
                    <path d="M19 15l15 9-15 9z" fill="currentColor" />
                  </svg>
                </span>
                <span className={styles.cardTitle}>{title}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {playing ? <VideoOverlay video={playing} onClose={close} /> : null}
    </>
  );
}
