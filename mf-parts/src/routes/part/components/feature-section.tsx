import { useId, type CSSProperties } from 'react';
import { useMedia } from '@site/design';
import { useLocale } from '@site/i18n';
import { pictureFor, type FeatureBlock, type JointSlug } from '../data/types';
import { usePartsText } from './use-parts-text';
import styles from './feature-section.module.css';

/** One feature: heading lines, sub-lines and a picture (a phone variant under 768 px when given). */
export function FeatureSection({ slug, feature }: { slug: JointSlug; feature: FeatureBlock }) {
  const { text, lines } = usePartsText();
  const media = useMedia();
  const locale = useLocale();
  const headingId = useId();
  const key = `${slug}.features.${feature.id}`;
  const image = pictureFor(feature.image, locale);
  const style = { '--feature-max-width': `${feature.maxWidth ?? 1000}px` } as CSSProperties;
  return (
    <section className={styles.feature} style={style} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {lines(`${key}.texts`).map((line) => (
          <span key={line} className={styles.line}>
            {line}
          </span>
        ))}
      </h2>
      {lines(`${key}.sub`).map((line) => (
        <p key={line} className={styles.sub}>
          {line}
        </p>
      ))}
      <picture className={styles.picture}>
        {feature.mobileImage ? (
          <source
            media="(max-width: 767px)"
            srcSet={media(feature.mobileImage.file)}
            width={feature.mobileImage.width}
            height={feature.mobileImage.height}
          />
        ) : null}
        <img src={media(image.file)} width={image.width} height={image.height} alt={text(`${key}.alt`)} loading="lazy" />
      </picture>
    </section>
  );
}
