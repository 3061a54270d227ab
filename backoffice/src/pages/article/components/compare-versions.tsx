import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyFields, mediaPath, type ArticleCopy, type RevisionDetails } from '@site/console-contract/newsroom';
import { useFormat } from '../../../app/i18n/use-format';
import styles from '../article.module.css';
import { textOf, WordDiff } from './word-diff';


/** Two versions side by side, field by field, the fields that differ marked and their changes shown word by word. */
export function CompareVersions({ versions, onClose }: { versions: [RevisionDetails, RevisionDetails]; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [older, newer] = versions;
  const show = (field: keyof ArticleCopy, copy: ArticleCopy) => {
    if (field === 'cover') return copy.cover ? <img src={mediaPath(copy.cover)} alt="" style={{ maxWidth: 160 }} /> : '–';
    // Stored sanitized by the server (the site's sanitizer): shown as the site shows it.
    if (field === 'contentHtml') return <div className={styles.html} dangerouslySetInnerHTML={{ __html: copy.contentHtml }} />;
    return copy[field] || '–';
  };
  return (
    <section aria-labelledby="compare-title" style={{ marginTop: 16 }}>
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={3} id="compare-title">
          {t('article.comparing', { a: older.id, b: newer.id })}
        </Typography.Title>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Flex>
      <div className={styles.compare}>
        {[older, newer].map((version) => (
          <Typography.Text key={version.id} strong>
            #{version.id} · {t(`newsroom.languages.${version.language}`)} · {format.dateTime(version.savedAt)} · {version.savedBy}
          </Typography.Text>
        ))}
        {copyFields.map((field) => {
          const [before, after] = [older.copy[field] ?? '', newer.copy[field] ?? ''];
          const changed = before !== after;
          const words =
            changed && field !== 'cover' ? (
              <div key={`${field} words`} className={styles.changes} data-field-changes={field}>
                <Typography.Text type="secondary">{t('article.diff.changes', { field: t(`article.fieldNames.${field}`) })}</Typography.Text>
                <WordDiff before={field === 'contentHtml' ? textOf(before) : before} after={field === 'contentHtml' ? textOf(after) : after} language={newer.language} />
              </div>
            ) : null;
          return [words, ...[older, newer].map((version) => (
            <div key={`${field} ${version.id}`} className={changed ? styles.changed : undefined} data-field={field}>
              <Typography.Text type="secondary">
                {t(`article.fieldNames.${field}`)} {changed ? `(${t('article.differs')})` : ''}
              </Typography.Text>
              <div>{show(field, version.copy)}</div>
            </div>
          ))];
        })}
      </div>
    </section>
  );
}
