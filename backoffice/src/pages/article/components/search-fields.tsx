import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ArticleCopy, NewsLanguage } from '@site/console-contract/newsroom';
import styles from '../article.module.css';

/** Where search engines cut a title and a description (in characters; a Chinese character counts about double). */
const titleLimit = 60;
const descriptionLimit = 160;
const charWidth = (char: string) => (/[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1);
const widthOf = (text: string) => [...text].reduce((width, char) => width + charWidth(char), 0);
function cut(text: string, limit: number): string {
  let width = 0;
  let kept = '';
  for (const char of text) {
    width += charWidth(char);
    if (width > limit) return `${kept.trimEnd()}…`;
    kept += char;
  }
  return kept;
}

/**
 * A language's search-engine title and description (empty: the title and the summary), and a
 * preview of the result a search shows: what is cut is cut as a search engine would.
 */
export function SearchFields({ language, copy, url, onChange }: { language: NewsLanguage; copy: ArticleCopy; url: string; onChange: (change: Partial<ArticleCopy>) => void }) {
  const { t } = useTranslation();
  const id = (field: string) => `${language}-${field}`;
  const languageName = t(`newsroom.languages.${language}`);
  const title = copy.metaTitle?.trim() || copy.title;
  const description = copy.metaDescription?.trim() || copy.description;
  return (
    // Fixed rows: a self-sizing field inside a closed <details> measures itself again on every frame, for ever.
    <details className={styles.search}>
      <summary>{t('article.seo.heading', { language: languageName })}</summary>
      <Form.Item label={t('article.seo.metaTitle', { language: languageName })} htmlFor={id('meta-title')} extra={t('article.seo.length', { used: widthOf(title), limit: titleLimit })}>
        <Input id={id('meta-title')} value={copy.metaTitle ?? ''} placeholder={copy.title} onChange={(event) => onChange({ metaTitle: event.target.value })} maxLength={200} />
      </Form.Item>
      <Form.Item label={t('article.seo.metaDescription', { language: languageName })} htmlFor={id('meta-description')} extra={t('article.seo.length', { used: widthOf(description), limit: descriptionLimit })}>
        <Input.TextArea id={id('meta-description')} value={copy.metaDescription ?? ''} placeholder={copy.description} onChange={(event) => onChange({ metaDescription: event.target.value })} maxLength={500} rows={3} />
      </Form.Item>
      <figure className={styles.snippet} aria-label={t('article.seo.preview', { language: languageName })} data-testid={`snippet-${language}`}>
        <Typography.Text type="secondary" className={styles.snippetUrl}>
          {url}
        </Typography.Text>
        <div className={styles.snippetTitle}>{cut(title, titleLimit) || '–'}</div>
        <div className={styles.snippetDescription}>{cut(description, descriptionLimit) || '–'}</div>
      </figure>
    </details>
  );
}
