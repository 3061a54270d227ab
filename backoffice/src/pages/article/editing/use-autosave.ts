import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArticleConflict, ArticleSaved } from '@site/console-contract/newsroom';
import { ApiError } from '../../../app/api/api-error';
import { useApi } from '../../../app/api/api-context';
import { withSignInAgain } from '../../../app/session/sign-in-again';
import { afterSave, dirtyLanguages, type ArticleText, type Copies } from './article-copies';

/** What the save bar says: saving, saved at a time, failed (kept in this browser, tried again), or fields to choose. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'failed'; error: unknown; at: number }
  | { kind: 'conflict'; conflicts: ArticleConflict[] };

/** A pause in typing this long saves; typing without a pause saves at least this often. */
export const autosavePauseMs = 2_000;
const autosaveAtLeastMs = 10_000;
/** A failed save is tried again after this long (the text is kept in this browser meanwhile). */
const retryMs = 10_000;

/**
 * Saves an article's changed languages by itself: after a pause in typing, at least every ten
 * seconds while typing goes on, when asked (the Save button, leaving a field), and again after a
 * failure. Each save says what it started from, so another editor's save since is merged in, or
 * its conflicting fields come back to choose from (autosave then waits for the choice).
 */
export function useAutosave({ slug, text, setText, onSaved }: { slug: string | null; text: ArticleText; setText: (update: (text: ArticleText) => ArticleText) => void; onSaved: (answer: ArticleSaved) => void }) {
  const api = useApi();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const latest = useRef({ text, state, onSaved });
  latest.current = { text, state, onSaved };
  const running = useRef<Promise<void> | null>(null);
  const dirtySince = useRef<number | null>(null);

  const save = useCallback(
    async (explicit: boolean): Promise<void> => {
      if (!slug) return;
      while (running.current) await running.current;
      const { text: now, state: before } = latest.current;
      if (before.kind === 'conflict' && !explicit) return;
      const languages = dirtyLanguages(now);
      if (languages.length === 0) return;
      const sent: Partial<Copies> = Object.fromEntries(languages.map((language) => [language, now.copies[language]]));
      const base = Object.fromEntries(languages.flatMap((language) => (now.server[language] ? [[language, now.server[language]]] : [])));
      setState({ kind: 'saving' });
      const run = (async () => {
        try {
          const answer = await withSignInAgain(() => api.saveArticle(slug, { ...sent, base, autosave: !explicit }));
          dirtySince.current = null;
          setText((current) => afterSave(current, sent, answer, answer.merged));
          setState({ kind: 'saved', at: Date.now() });
          latest.current.onSaved(answer);
        } catch (error) {
          if (error instanceof ApiError && error.code === 'CONSOLE.CONFLICT') setState({ kind: 'conflict', conflicts: error.conflicts as ArticleConflict[] });
          else setState({ kind: 'failed', error, at: Date.now() });
        }
      })();
      running.current = run;
      await run;
      running.current = null;
    },
    [api, slug, setText],
  );

  // After each change: a save once typing pauses, or at the latest ten seconds after the first unsaved change.
  const dirty = dirtyLanguages(text).length > 0;
  useEffect(() => {
    if (!slug || !dirty || state.kind === 'conflict' || state.kind === 'saving') return;
    dirtySince.current ??= Date.now();
    const wait = Math.min(autosavePauseMs, Math.max(0, autosaveAtLeastMs - (Date.now() - dirtySince.current)));
    const timer = setTimeout(() => void save(false), state.kind === 'failed' ? retryMs : wait);
    return () => clearTimeout(timer);
  }, [slug, dirty, text, state, save]);

  return { state, save, clearConflict: () => setState({ kind: 'idle' }) };
}
