import { useId } from 'react';
import { SpecTable } from '@site/design';
import { useTranslation } from '@site/i18n';
import styles from './shared.module.css';

export interface SpecGroupData {
  key: string;
  rows: readonly string[];
}

export interface SpecBlockProps {
  ns: string;
  /** Value columns; texts at `specs.<column>` and `specs.rows.<row>.<column>`. */
  columns: readonly string[];
  groups: readonly SpecGroupData[];
  noteKeys?: readonly string[];
  headingLevel?: 2 | 3;
}

/** A specification table from translations (labels, categories, values) and its numbered notes. */
export function SpecBlock({ ns, columns, groups, noteKeys = [], headingLevel = 2 }: SpecBlockProps) {
  const { t } = useTranslation(ns);
  const notesId = useId();
  return (
    <div className={styles.specs}>
      <SpecTable
        title={t('specs.title')}
        headingLevel={headingLevel}
        columns={[t('specs.label'), ...columns.map((column) => t(`specs.${column}`))]}
        groups={groups.map((group) => ({
          key: group.key,
          category: t(`specs.category.${group.key}`),
          rows: group.rows.map((row) => ({
            key: row,
            label: t(`specs.rows.${row}.label`),
            values: columns.map((column) => t(`specs.rows.${row}.${column}`)),
          })),
        }))}
      />
      {noteKeys.length ? (
        <aside className={styles.notes} aria-labelledby={notesId}>
          <h3 id={notesId} className={styles.notesTitle}>
            {t('specs.notesTitle')}
          </h3>
          <ol className={styles.notesList}>
            {noteKeys.map((key) => (
              <li key={key}>{t(`specs.notes.${key}`)}</li>
            ))}
          </ol>
        </aside>
      ) : null}
    </div>
  );
}
