import { copyFields, newsLanguages, sameCopy, type ArticleCopy, type ArticleDetails, type CopyField, type NewsLanguage } from '@site/console-contract/newsroom';

export type Copies = Record<NewsLanguage, ArticleCopy>;
/** What the server has of a language: the copy and its edit time (what a save merges against). */
export type ServerCopy = { updatedAt: number; copy: ArticleCopy } | null;

/**
 * An article's text as the page holds it: what the editor has (`copies`), what of it is known to be
 * saved (`saved`: the page is dirty while they differ), what the server has (`server`: the base a
 * save is merged against), and a key per body editor that moves when its text is replaced from
 * outside (another editor's save taken in), so the editor starts from it.
 */
export interface ArticleText {
  copies: Copies;
  saved: Copies;
  server: Record<NewsLanguage, ServerCopy>;
  bodyKeys: Record<NewsLanguage, number>;
}

export const emptyCopy: ArticleCopy = { title: '', description: '', cover: '', contentHtml: '', authorName: '', metaTitle: '', metaDescription: '' };
export { sameCopy };

const serverOf = (details: ArticleDetails | null, language: NewsLanguage): ServerCopy => {
  const side = details?.article.languages[language];
  return side?.copy && side.updatedAt !== null ? { updatedAt: side.updatedAt, copy: side.copy } : null;
};
const perLanguage = <T>(make: (language: NewsLanguage) => T) => Object.fromEntries(newsLanguages.map((language) => [language, make(language)])) as Record<NewsLanguage, T>;

export function textFrom(details: ArticleDetails | null): ArticleText {
  const copies = perLanguage((language) => serverOf(details, language)?.copy ?? emptyCopy);
  return { copies, saved: copies, server: perLanguage((language) => serverOf(details, language)), bodyKeys: perLanguage(() => 0) };
}

export const dirtyLanguages = (text: ArticleText) => newsLanguages.filter((language) => !sameCopy(text.copies[language], text.saved[language]));

/** The editor typed: only the fields changed. */
export function edit(text: ArticleText, language: NewsLanguage, change: Partial<ArticleCopy>): ArticleText {
  return { ...text, copies: { ...text.copies, [language]: { ...text.copies[language], ...change } } };
}

/** Sets fields from outside the editors (taken from the server, chosen in a conflict), moving the body editor's key if its text changes. */
function replaceFields(text: ArticleText, language: NewsLanguage, values: Partial<ArticleCopy>, alsoSaved: boolean): ArticleText {
  const copy = { ...text.copies[language], ...values };
  const bodyChanged = copy.contentHtml !== text.copies[language].contentHtml;
  return {
    ...text,
    copies: { ...text.copies, [language]: copy },
    saved: alsoSaved ? { ...text.saved, [language]: { ...text.saved[language], ...values } } : text.saved,
    bodyKeys: bodyChanged ? { ...text.bodyKeys, [language]: text.bodyKeys[language] + 1 } : text.bodyKeys,
  };
}

/**
 * A save of `sent` answered: what was sent is saved, the server's copy is the new base, and the
 * fields the server took from another editor's save come in where the editor has not typed since.
 */
export function afterSave(text: ArticleText, sent: Partial<Copies>, details: ArticleDetails, merged: Partial<Record<NewsLanguage, CopyField[]>>): ArticleText {
  let next: ArticleText = { ...text, server: perLanguage((language) => serverOf(details, language) ?? text.server[language]) };
  for (const language of newsLanguages) {
    const mine = sent[language];
    const server = serverOf(details, language);
    if (!mine || !server) continue;
    next = { ...next, saved: { ...next.saved, [language]: mine } };
    const taken = (merged[language] ?? []).filter((field) => next.copies[language][field] === mine[field]);
    if (taken.length > 0) next = replaceFields(next, language, Object.fromEntries(taken.map((field) => [field, server.copy[field]])), true);
  }
  return next;
}

/**
 * The page's data was read again (another editor saved, a restore, a publish): a language the
 * editor has not changed takes the server's copy; one they are changing keeps their text (their
 * next save merges). Returns the languages left to merge.
 */
export function afterLoad(text: ArticleText, details: ArticleDetails): { text: ArticleText; toMerge: NewsLanguage[] } {
  let next = text;
  const toMerge: NewsLanguage[] = [];
  for (const language of newsLanguages) {
    const server = serverOf(details, language);
    if (!server || server.updatedAt === text.server[language]?.updatedAt) continue;
    if (sameCopy(text.copies[language], text.saved[language])) {
      next = replaceFields(next, language, server.copy, true);
      next = { ...next, saved: { ...next.saved, [language]: server.copy }, server: { ...next.server, [language]: server } };
    } else toMerge.push(language);
  }
  return { text: next, toMerge };
}

/**
 * The editor chose per conflicting field (`choices`: the value to keep). The server's copy now
 * becomes the base: the fields the editor had not changed take its values (another editor's
 * changes), the chosen ones the choice, the rest stay the editor's; the next save sends them.
 */
export function afterChoosing(text: ArticleText, details: ArticleDetails, choices: Partial<Record<NewsLanguage, Partial<ArticleCopy>>>): ArticleText {
  let next: ArticleText = { ...text, server: perLanguage((language) => serverOf(details, language) ?? text.server[language]) };
  for (const language of newsLanguages) {
    const server = serverOf(details, language);
    const before = text.server[language]?.copy ?? emptyCopy;
    if (!server) continue;
    const untouched = copyFields.filter((field) => text.copies[language][field] === before[field]);
    const values: Partial<ArticleCopy> = { ...Object.fromEntries(untouched.map((field) => [field, server.copy[field]])), ...choices[language] };
    next = replaceFields(next, language, values, false);
  }
  return next;
}

/** A local copy restored: its text, and the server copy it was based on (a save merges it with what was saved since). */
export function restored(text: ArticleText, local: { copies: Copies; server: Record<NewsLanguage, ServerCopy> }): ArticleText {
  let next: ArticleText = { ...text, server: perLanguage((language) => local.server[language] ?? text.server[language]) };
  for (const language of newsLanguages) next = replaceFields(next, language, local.copies[language], false);
  return next;
}
