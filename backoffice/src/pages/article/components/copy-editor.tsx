import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { mediaPath, type ArticleCopy, type NewsLanguage } from '@site/console-contract/newsroom';
import { MediaPicker } from '../../../components/newsroom/media-picker';
import styles from '../article.module.css';
import { SearchFields } from './search-fields';

// Tiptap and ProseMirror come with this chunk only: the newsroom's editor, nowhere else.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * One language's copy: title, summary, author, cover from the library, and the body (it starts
 * again from `copy` when `bodyKey` moves: its text was replaced from outside). `onChange`
 * gets only the fields that changed: merged into the latest copy by the page, a cover chosen and a
 * body edit landing in one tick cannot undo each other.
 */
export function CopyEditor({ language, copy, bodyKey, url, onChange }: { language: NewsLanguage; copy: ArticleCopy; bodyKey: number; url: string; onChange: (change: Partial<ArticleCopy>) => void }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const id = (field: string) => `${language}-${field}`;
  const languageName = t(`newsroom.languages.${language}`);
  const set = (field: keyof ArticleCopy) => (event: { target: { value: string } }) => onChange({ [field]: event.target.value });
  return (
    <section className={styles.copy} aria-labelledby={id('heading')} lang={language === 'en' ? 'en' : 'zh-CN'}>
      <Typography.Title level={2} id={id('heading')} className={styles.copyTitle}>
        {languageName}
      </Typography.Title>
      <Form layout="vertical" component="div">
        <Form.Item label={t('article.fields.title', { language: languageName })} htmlFor={id('title')}>
          <Input id={id('title')} value={copy.title} onChange={set('title')} maxLength={200} />
        </Form.Item>
        <Form.Item label={t('article.fields.description', { language: languageName })} htmlFor={id('description')}>
          <Input.TextArea id={id('description')} value={copy.description} onChange={set('description')} maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item label={t('article.fields.author', { language: languageName })} htmlFor={id('author')}>
          <Input id={id('author')} value={copy.authorName} onChange={set('authorName')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('article.fields.cover', { language: languageName })}>
          <Flex gap={8} align="center" wrap>
            {copy.cover ? <img src={mediaPath(copy.cover)} alt={t('article.coverOf', { language: languageName })} className={styles.cover} /> : <Typography.Text type="secondary">{t('article.noCover')}</Typography.Text>}
            <Button onClick={() => setPicking(true)}>{t('article.chooseCoverFor', { language: languageName })}</Button>
            {copy.cover && <Button onClick={() => onChange({ cover: '' })}>{t('article.removeCover')}</Button>}
          </Flex>
        </Form.Item>
        <div className={styles.bodyLabel} id={id('body-label')}>
          {t('article.fields.body', { language: languageName })}
        </div>
        <Suspense fallback={<Typography.Text type="secondary">{t('article.loadingEditor')}</Typography.Text>}>
          <RichTextEditor key={bodyKey} initialHtml={copy.contentHtml} language={language} label={t('article.fields.body', { language: languageName })} onChange={(contentHtml) => onChange({ contentHtml })} />
        </Suspense>
        <SearchFields language={language} copy={copy} url={url} onChange={onChange} />
      </Form>
      <MediaPicker
        open={picking}
        language={language}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setPicking(false);
          onChange({ cover: item.file });
        }}
      />
    </section>
  );
}
