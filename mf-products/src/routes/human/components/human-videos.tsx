import { InViewVideo, Section, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { videoKeys, videos } from '../data';
import styles from '../../../shared/shared.module.css';

/** Four clips (run, walk, collaboration, guide) that play while in view. */
export function HumanVideos() {
  const { t } = useTranslation(['human', 'productsCommon']);
  const media = useMedia();
  return (
    <Section title={t('videos.title')} subtitle={t('videos.subtitle')} tone="dark">
      <div className={styles.videoGrid}>
        {videoKeys.map((key) => {
          const video = videos[key];
          return (
            <div key={key}>
              <InViewVideo
                src={media(video.file)}
                poster={media(video.poster)}
                width={video.width}
                height={video.height}
                label={t(`videos.${key}`)}
                fallbackText={t('productsCommon:video.fallback')}
              />
              <h3 className={styles.videoTitle}>{t(`videos.${key}`)}</h3>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
