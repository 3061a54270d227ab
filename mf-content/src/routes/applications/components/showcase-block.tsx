import { VideoBlock, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { showcases } from '../data';
import styles from '../applications.module.css';

/**
 * One video showcase: title and two paragraphs over its poster, with the play/pause button. It
 * waits for the visitor, since on wide screens the text gives way while the video plays.
 */
export function ShowcaseBlock({ showcase }: { showcase: (typeof showcases)[number] }) {
  const { t } = useTranslation('applications');
  const media = useMedia();
  const title = t(`showcases.${showcase.key}.title`);
  // The section is named by its visible heading; the video block inside needs no name of its own.
  const headingId = `showcase-${showcase.key}-title`;
  return (
    <section id={showcase.key} className={styles.showcase} aria-labelledby={headingId}>
      <VideoBlock
        src={media(showcase.video)}
        poster={media(showcase.poster)}
        autoPlay={false}
        fallbackText={t('video.fallback')}
        labels={{ play: t('video.play', { title }), pause: t('video.pause', { title }) }}
      >
        <h2 id={headingId} className={styles.showcaseTitle}>{title}</h2>
        <p className={styles.showcaseText}>{t(`showcases.${showcase.key}.paragraph1`)}</p>
        <p className={styles.showcaseText}>{t(`showcases.${showcase.key}.paragraph2`)}</p>
      </VideoBlock>
    </section>
  );
}
