import { Section, useMedia } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { SpecBlock } from '../../../shared/spec-block';
import { noteKeys, robotColumns, specGroups, specsHeadingImage } from '../data';
import styles from './dog.module.css';

/** Section heading with the language's dimension drawing, the PRO/EDU table and its notes. */
export function DogSpecs() {
  const { t } = useTranslation('dog');
  const locale = useLocale();
  const media = useMedia();
  const image = specsHeadingImage[locale];
  return (
    <Section title={t('specs.heading')} subtitle={t('specs.subheading')} tone="muted">
      <img className={styles.wideImage} src={media(image.file)} width={image.width} height={image.height} alt={t('specs.imageAlt')} loading="lazy" />
      <SpecBlock ns="dog" columns={robotColumns} groups={specGroups} noteKeys={noteKeys} headingLevel={3} />
    </Section>
  );
}
