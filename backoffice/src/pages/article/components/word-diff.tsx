import { diffWords } from 'diff';
import { useTranslation } from 'react-i18next';
import type { NewsLanguage } from '@site/console-contract/newsroom';
import styles from '../article.module.css';

/** The text of stored HTML as a reader sees it (the body without its markup). */
export const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * Two texts as one, word by word: what was removed struck through, what was added underlined,
 * each also named for screen readers. Chinese is split into words too (Intl.Segmenter).
 */
export function WordDiff({ before, after, language }: { before: string; after: string; language: NewsLanguage }) {
  const { t } = useTranslation();
  const segmenter = new Intl.Segmenter(language === 'en' ? 'en' : 'zh-CN', { granularity: 'word' });
  const parts = diffWords(before, after, { intlSegmenter: segmenter });
  return (
    <p className={styles.wordDiff} lang={language === 'en' ? 'en' : 'zh-CN'}>
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} aria-label={t('article.diff.added', { text: part.value })}>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} aria-label={t('article.diff.removed', { text: part.value })}>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}
