import { Section, useMedia } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { SpecBlock } from '../spec-block';
import { noteKeys, paramsBanner, specColumns, specGroups } from './data';
import styles from './z1.module.css';

/** The parameter banner in the visitor's language. */
export function ParamsBanner() {
  const { t } = useTranslation('z1');
  const locale = useLocale();
  const media = useMedia();
  const image = paramsBanner[locale];
  return <img className={styles.paramsBanner} src={media(image.file)} width={image.width} height={image.height} alt={t('params.imageAlt')} loading="lazy" />;
}

/** Four categories (19, 8, 4 and 3 rows), columns label / robot / robot1, five footnotes. */
export function CommonSpecsTable() {
  const { t } = useTranslation('z1');
  return (
    <Section title={t('params.title')} subtitle={t('params.subtitle')} tone="muted">
      <SpecBlock ns="z1" columns={specColumns} groups={specGroups} noteKeys={noteKeys} headingLevel={3} />
    </Section>
  );
}
