import type { TFunction } from 'i18next';
import type { ArticleLanguage, ArticleSummary, PairStatus } from '@site/console-contract/newsroom';
import { consoleTokens } from '../../app/theme/console-theme';

/** A language's state in words: "Scheduled 27 Nov 15:00", "Published", "Draft"… */
export function stateText(t: TFunction, side: ArticleLanguage, dateTime: (value: number) => string): string {
  if (side.state === 'scheduled') return t('newsroom.states.scheduled', { time: dateTime(side.scheduledAt!) });
  return t(`newsroom.states.${side.state}`);
}

export const stateColors: Record<ArticleLanguage['state'], string> = {
  missing: consoleTokens.colorTagPrevious,
  draft: consoleTokens.colorTagUnknown,
  scheduled: consoleTokens.colorTagCanary,
  published: consoleTokens.colorTagFits,
  hidden: consoleTokens.colorTagPrevious,
};

/** "English missing", "English older than Chinese"… */
export function pairText(t: TFunction, pair: PairStatus): string {
  if (pair.kind === 'ok' || pair.kind === 'empty') return t(`newsroom.pair.${pair.kind}`);
  return t(`newsroom.pair.${pair.kind}_${pair.language}`);
}

/** The article's title in the page's language, the other one's when it has none. */
export function articleTitle(t: TFunction, article: ArticleSummary, language: string): string {
  const first = language === 'en' ? article.languages.en : article.languages.zh;
  const second = language === 'en' ? article.languages.zh : article.languages.en;
  return first.copy?.title || second.copy?.title || t('newsroom.untitled');
}
