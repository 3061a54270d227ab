import { useState } from 'react';
import { BelowTheFold, HeroBanner, LoadingOverlay, PageMeta, useMedia } from '@site/design';
import type { JointModulePage } from '../data/types';
import { FeatureSection } from './feature-section';
import { IconRow } from './icon-row';
import { SpecSection } from './spec-section';
import { usePartsText } from './use-parts-text';
import styles from './part-page.module.css';

/**
 * The one template of every joint-module page. The whole page is in the server HTML; the
 * loading overlay only lies over it until the hero picture has loaded or its timer runs out.
 */
export function PartPage({ part }: { part: JointModulePage }) {
  const { text, lines } = usePartsText();
  const media = useMedia();
  const [heroLoaded, setHeroLoaded] = useState(false);
  const name = text(`${part.slug}.name`);
  const picture = (image: { file: string; width: number; height: number }) => ({ src: media(image.file), width: image.width, height: image.height });
  return (
    <div className={styles.page}>
      <PageMeta
        title={text(`${part.slug}.meta.title`)}
        description={text(`${part.slug}.meta.description`)}
        path={`/parts/${part.slug}`}
        product={{ name, image: media(part.hero.image.file) }}
      />
      <LoadingOverlay label={text('common.loading')} timeoutMs={part.loadingTimeoutMs} done={heroLoaded} />
      <HeroBanner
        image={picture(part.hero.image)}
        mobileImage={picture(part.hero.mobileImage)}
        alt={text('common.heroAlt', { name })}
        title={name}
        texts={lines(`${part.slug}.hero.texts`)}
        onImageSettled={() => setHeroLoaded(true)}
      />
      <IconRow part={part} />
      <BelowTheFold>
        {part.features.map((feature) => (
          <FeatureSection key={feature.id} slug={part.slug} feature={feature} />
        ))}
        <SpecSection part={part} name={name} />
      </BelowTheFold>
    </div>
  );
}
