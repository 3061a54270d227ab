import { InViewVideo, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import type { MediaImage, MediaVideo } from './media';
import styles from './shared.module.css';

export interface FeatureBand {
  key: string;
  image?: MediaImage;
  /** Shown instead of the image: a muted clip that plays while in view. */
  video?: MediaVideo;
}

/**
 * Picture-and-text bands alternating sides on wide screens. Texts come from
 * `<ns>:<prefix>.<key>.{title,text,imageAlt}`.
 */
export function FeatureBands({ ns, prefix, items, label }: { ns: string; prefix: string; items: readonly FeatureBand[]; label: string }) {
  const { t } = useTranslation([ns, 'productsCommon']);
  const media = useMedia();
  return (
    <div role="group" aria-label={label}>
      {items.map(({ key, image, video }, index) => {
        const id = `${ns}-${prefix}-${key}`;
        return (
          <section key={key} aria-labelledby={id} className={[styles.band, index % 2 ? styles.bandReversed : ''].join(' ')} data-band={key}>
            {video ? (
              <InViewVideo
                className={styles.bandMedia}
                src={media(video.file)}
                poster={media(video.poster)}
                width={video.width}
                height={video.height}
                label={t(`${prefix}.${key}.imageAlt`)}
                fallbackText={t('productsCommon:video.fallback')}
              />
            ) : image ? (
              <img
                className={styles.bandMedia}
                src={media(image.file)}
                width={image.width}
                height={image.height}
                alt={t(`${prefix}.${key}.imageAlt`)}
                loading="lazy"
              />
            ) : null}
            <div>
              <h2 id={id} className={styles.bandTitle}>
                {t(`${prefix}.${key}.title`)}
              </h2>
              <p className={styles.bandText}>{t(`${prefix}.${key}.text`)}</p>
            </div>
          </section>
        );
      })}
    </div>
  );
}
