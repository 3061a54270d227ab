import { describe, expect, test } from 'vitest';
import type { ArticleCopy, ArticleDetails } from '@site/console-contract/newsroom';
import { afterChoosing, afterLoad, afterSave, dirtyLanguages, edit, textFrom } from './article-copies';

const copy = (title: string, extra: Partial<ArticleCopy> = {}): ArticleCopy => ({ title, description: 'Summary', cover: '', contentHtml: '<p>Body</p>', authorName: 'Press', ...extra });
function detailsWith(en: ArticleCopy, updatedAt: number, zh = copy('中文')): ArticleDetails {
  const side = (language: 'zh' | 'en', value: ArticleCopy, at: number) => ({ language, state: 'draft' as const, id: 1, copy: value, updatedAt: at, updatedBy: 'x', scheduledAt: null, publishedAt: null, pinned: false, homePage: false, changedSincePublish: false });
  return { article: { slug: 'a', languages: { zh: side('zh', zh, 1), en: side('en', en, updatedAt) }, pair: { kind: 'ok' }, updatedAt }, revisions: [], events: [], pinnedShown: [], siteOrigin: '', liveVersions: {} };
}

describe('the article page’s text as saves and readings come and go', () => {
  test('a save takes in the fields merged from another editor only where the editor has not typed since', () => {
    let text = edit(textFrom(detailsWith(copy('Title'), 1)), 'en', { description: 'Mine' });
    const sent = { en: text.copies.en };
    text = edit(text, 'en', { description: 'Mine, typed on' });
    const answer = detailsWith(copy('Their title', { description: 'Mine', contentHtml: '<p>Their body</p>' }), 2);
    const after = afterSave(text, sent, answer, { en: ['title', 'contentHtml'] });
    expect(after.copies.en).toMatchObject({ title: 'Their title', description: 'Mine, typed on', contentHtml: '<p>Their body</p>' });
    expect(after.server.en?.updatedAt).toBe(2);
    expect(after.bodyKeys.en).toBe(1);
    expect(dirtyLanguages(after)).toEqual(['en']);
  });

  test('a reading again replaces a language the editor has not changed, and leaves one they are changing', () => {
    const text = edit(textFrom(detailsWith(copy('Title'), 1)), 'en', { title: 'Typing' });
    const { text: after, toMerge } = afterLoad(text, detailsWith(copy('Elsewhere'), 2, copy('中文，新')));
    expect(after.copies.en.title).toBe('Typing');
    expect(toMerge).toEqual(['en']);
    const untouched = afterLoad(textFrom(detailsWith(copy('Title'), 1)), detailsWith(copy('Elsewhere'), 2));
    expect(untouched.text.copies.en.title).toBe('Elsewhere');
    expect(dirtyLanguages(untouched.text)).toEqual([]);
  });

  test('after choosing, the chosen fields and the editor’s own changes stay, and the other editor’s changes come in', () => {
    const text = edit(textFrom(detailsWith(copy('Title'), 1)), 'en', { authorName: 'Mine', description: 'My summary' });
    const fresh = detailsWith(copy('Their title', { authorName: 'Theirs' }), 3);
    const after = afterChoosing(text, fresh, { en: { authorName: 'Mine' } });
    expect(after.copies.en).toMatchObject({ title: 'Their title', authorName: 'Mine', description: 'My summary' });
    expect(after.server.en?.updatedAt).toBe(3);
  });
});
