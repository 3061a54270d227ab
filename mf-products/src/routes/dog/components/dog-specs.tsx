import { Section, SpecTable, useMedia } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
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
      <div className={styles.specs}>
        <SpecTable
          title={t('specs.title')}
          headingLevel={3}
          columns={[t('specs.label'), ...robotColumns.map((column) => t(`specs.${column}`))]}
          groups={specGroups.map((group) => ({
            key: group.key,
            category: t(`specs.category.${group.key}`),
            rows: group.rows.map((row) => ({
              key: row,
              label: t(`specs.rows.${row}.label`),
              values: robotColumns.map((column) => t(`specs.rows.${row}.${column}`)),
            })),
          }))}
        />
      </div>
      <aside className={styles.notes} aria-labelledby="dog-spec-notes">
        <h3 id="dog-spec-notes" className={styles.notesTitle}>
          {t('specs.notesTitle')}
        </h3>
        <ol className={styles.notesList}>
          {noteKeys.map((key) => (
            <li key={key}>{t(`specs.notes.${key}`)}</li>
          ))}
        </ol>
      </aside>
    </Section>
  );
}
