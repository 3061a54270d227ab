import { ParameterList, Section, ViewCarousel, useMedia } from '@site/design';
import type { JointModulePage } from '../data/types';
import { usePartsText } from './use-parts-text';
import styles from './spec-section.module.css';

/** Specification title, the parameter list (first 12 in pairs) and the five-view carousel. */
export function SpecSection({ part, name }: { part: JointModulePage; name: string }) {
  const { text } = usePartsText();
  const media = useMedia();
  const items = part.parameters.map((row) => ({ key: row.key, name: text(`common.parameters.${row.key}`), value: row.value }));
  const views = part.views.map(({ angle, image }) => {
    const label = text(`common.views.${angle}`);
    return {
      key: angle,
      label,
      alt: text('common.viewAlt', { name, view: label }),
      image: { src: media(image.file), width: image.width, height: image.height },
    };
  });
  return (
    <Section title={text('common.specsTitle')} tone="muted" id="specs">
      <div className={styles.layout}>
        <ParameterList items={items} pairedCount={12} />
        <ViewCarousel
          views={views}
          label={text('common.viewsLabel', { name })}
          thumbnailsLabel={text('common.thumbnailsLabel')}
          rotationLabels={{ stop: text('common.stopViews'), start: text('common.startViews') }}
          interval={3000}
          height={500}
        />
      </div>
    </Section>
  );
}
