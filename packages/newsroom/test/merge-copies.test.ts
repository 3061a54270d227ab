import { describe, expect, it } from 'vitest';
import { mergeCopies } from '../src/merge-copies.js';
import type { ArticleCopy } from '../src/newsroom-types.js';

const base: ArticleCopy = { title: 'Z1 launch', description: 'Short', cover: 'a-w960-0123456789ab.jpg', contentHtml: '<p>Body</p>', authorName: 'Press' };

describe('two editors’ saves of one copy, field by field', () => {
  it('takes each side’s change of a different field, and says which fields came from theirs', () => {
    const theirs = { ...base, title: 'Z1 launch, updated' };
    const mine = { ...base, contentHtml: '<p>Body, longer</p>' };
    expect(mergeCopies(base, theirs, mine)).toEqual({ copy: { ...base, title: 'Z1 launch, updated', contentHtml: '<p>Body, longer</p>' }, fromTheirs: ['title'], conflicts: [] });
  });

  it('keeps a field both changed to the same value, without asking', () => {
    const same = { ...base, description: 'Shorter' };
    expect(mergeCopies(base, same, same)).toEqual({ copy: same, fromTheirs: [], conflicts: [] });
  });

  it('asks about a field both changed differently, and merges nothing until then', () => {
    const theirs = { ...base, title: 'Theirs', authorName: 'Other' };
    const mine = { ...base, title: 'Mine', description: 'Mine too' };
    expect(mergeCopies(base, theirs, mine)).toEqual({ copy: null, conflicts: [{ field: 'title', mine: 'Mine', theirs: 'Theirs' }] });
  });

  it('takes theirs where only they changed, including a field they emptied', () => {
    const theirs = { ...base, cover: '' };
    expect(mergeCopies(base, theirs, base)).toEqual({ copy: theirs, fromTheirs: ['cover'], conflicts: [] });
  });

  it('never loses my change of a field they left alone, even to empty', () => {
    const mine = { ...base, description: '' };
    expect(mergeCopies(base, base, mine)).toEqual({ copy: mine, fromTheirs: [], conflicts: [] });
  });
});
