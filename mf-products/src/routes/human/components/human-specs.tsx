import { Section, useMedia } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { SpecBlock } from '../../../shared/spec-block';
import { noteKeys, paramsImage, specColumns, specGroups } from '../data';
import styles from '../../../shared/shared.module.css';

/** Parameter section: the language's dimension drawing, the Gen1 table and two notes. */
export function HumanSpecs() {
  const { t } = useTranslation('human');
  const locale = useLocale();
  const media = useMedia();
  const image = paramsImage[locale];
  return (
    <Section title={t('params.title')} subtitle={t('params.subtitle')} tone="muted">
      <img className={styles.wideImage} src={media(image.file)} width={image.width} height={image.height} alt={t('params.imageAlt')} loading="lazy" />
      <SpecBlock ns="human" columns={specColumns} groups={specGroups} noteKeys={noteKeys} headingLevel={3} />
    </Section>
  );
}
