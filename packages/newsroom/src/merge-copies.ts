// Browser-safe: the rules by which two editors' saves of one copy meet (the server applies them; the
// page shows what they leave to choose).
import type { ArticleCopy } from './newsroom-types.js';

export const copyFields = ['title', 'description', 'authorName', 'cover', 'contentHtml', 'metaTitle', 'metaDescription'] as const satisfies readonly (keyof ArticleCopy)[];
export type CopyField = (typeof copyFields)[number];

/** Whether two copies say the same (absent search fields are '', what they default to). */
export const sameCopy = (a: ArticleCopy, b: ArticleCopy) => copyFields.every((field) => (a[field] ?? '') === (b[field] ?? ''));

/** A field both editors changed, each to something else: the editor chooses which to keep. */
export interface FieldConflict {
  field: CopyField;
  /** What the saving editor has. */
  mine: string;
  /** What is saved now (another editor's save since the saving editor's base). */
  theirs: string;
}

/** The merged copy and the fields it took from theirs (the editor's page shows them), or the conflicts. */
export type MergeResult = { copy: ArticleCopy; fromTheirs: CopyField[]; conflicts: [] } | { copy: null; conflicts: FieldConflict[] };

/**
 * A three-way merge field by field. `base` is the copy the saving editor started from, `theirs`
 * the copy saved now, `mine` what the editor sends. A field only one side changed takes that
 * side's value; a field both changed to the same value takes it; a field both changed differently
 * is a conflict, and then nothing is merged: the editor decides first. A save never drops the
 * other side's change silently.
 */
export function mergeCopies(base: ArticleCopy, theirs: ArticleCopy, mine: ArticleCopy): MergeResult {
  const copy = { ...theirs };
  const conflicts: FieldConflict[] = [];
  const fromTheirs: CopyField[] = [];
  for (const field of copyFields) {
    // The search-engine fields are optional ('' when absent).
    const [b, t, m] = [base[field] ?? '', theirs[field] ?? '', mine[field] ?? ''];
    if (m === t) continue;
    if (m === b) fromTheirs.push(field);
    else if (t === b) copy[field] = m;
    else conflicts.push({ field, mine: m, theirs: t });
  }
  return conflicts.length > 0 ? { copy: null, conflicts } : { copy, fromTheirs, conflicts: [] };
}
