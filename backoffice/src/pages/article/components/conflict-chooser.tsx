import { useState } from 'react';
import { Alert, Button, Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ArticleConflict, ArticleCopy, NewsLanguage } from '@site/console-contract/newsroom';
import styles from '../article.module.css';

export type ConflictChoices = Partial<Record<NewsLanguage, Partial<ArticleCopy>>>;

const keyOf = (conflict: ArticleConflict) => `${conflict.language}.${conflict.field}`;

/** A field's text as the editor reads it: the body without its markup. */
function shown(field: ArticleConflict['field'], value: string): string {
  if (field !== 'contentHtml') return value;
  return new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '';
}

/**
 * Fields another editor changed too, each with both versions side by side: the editor keeps one
 * of them per field, and only then is anything saved.
 */
export function ConflictChooser({ conflicts, onChoose, busy }: { conflicts: ArticleConflict[]; onChoose: (choices: ConflictChoices) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Record<string, 'mine' | 'theirs'>>({});
  const ready = conflicts.every((conflict) => picked[keyOf(conflict)]);
  const choose = () => {
    const choices: ConflictChoices = {};
    for (const conflict of conflicts) {
      const value = picked[keyOf(conflict)] === 'mine' ? conflict.mine : conflict.theirs;
      choices[conflict.language] = { ...choices[conflict.language], [conflict.field]: value };
    }
    onChoose(choices);
  };
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('article.conflict.title')}
      description={
        <>
          <Typography.Paragraph>{t('article.conflict.body')}</Typography.Paragraph>
          {conflicts.map((conflict) => {
            const name = `${t(`article.fieldNames.${conflict.field}`)} (${t(`newsroom.languages.${conflict.language}`)})`;
            return (
              <fieldset key={keyOf(conflict)} className={styles.conflict}>
                <legend>{name}</legend>
                <Radio.Group value={picked[keyOf(conflict)]} onChange={(event) => setPicked((now) => ({ ...now, [keyOf(conflict)]: event.target.value as 'mine' | 'theirs' }))} className={styles.conflictChoices}>
                  <Radio value="mine">
                    <strong>{t('article.conflict.mine')}</strong>
                    <span className={styles.conflictText}>{shown(conflict.field, conflict.mine) || '–'}</span>
                  </Radio>
                  <Radio value="theirs">
                    <strong>{t('article.conflict.theirs')}</strong>
                    <span className={styles.conflictText}>{shown(conflict.field, conflict.theirs) || '–'}</span>
                  </Radio>
                </Radio.Group>
              </fieldset>
            );
          })}
          <Flex gap={8}>
            <Button type="primary" disabled={!ready} loading={busy} onClick={choose}>
              {t('article.conflict.keep')}
            </Button>
          </Flex>
        </>
      }
    />
  );
}
