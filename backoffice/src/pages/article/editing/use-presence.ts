import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { newsLanguages, type ArticlePresence } from '@site/console-contract/newsroom';
import { useApi } from '../../../app/api/api-context';
import type { ArticleText } from './article-copies';

/** How often an open article page says it is there (and learns of others' saves). */
export const presenceEveryMs = 5_000;

/**
 * Who else has this article open (and whether they are typing), said every few seconds; a save
 * made elsewhere since the page last read the article makes it read it again (afterLoad takes it
 * in, or the next save merges it). The page leaving says so.
 */
export function usePresence(slug: string | null, text: ArticleText, typedSince: () => boolean): ArticlePresence['editors'] {
  const api = useApi();
  const revalidator = useRevalidator();
  const [editors, setEditors] = useState<ArticlePresence['editors']>([]);
  const known = useRef(text.server);
  known.current = text.server;
  const reread = useRef(revalidator);
  reread.current = revalidator;
  const typed = useRef(typedSince);
  typed.current = typedSince;

  useEffect(() => {
    if (!slug) return;
    let stopped = false;
    const beat = async () => {
      try {
        const presence = await api.articlePresence(slug, typed.current());
        if (stopped) return;
        setEditors(presence.editors);
        const newer = newsLanguages.some((language) => presence.updatedAt[language] !== null && presence.updatedAt[language] !== (known.current[language]?.updatedAt ?? null));
        if (newer && reread.current.state === 'idle') await api.inBackground(() => reread.current.revalidate());
      } catch {
        // Offline or signed out: the next beat tries again; saving says what is wrong.
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), presenceEveryMs);
    const leave = () => api.leaveArticle(slug);
    window.addEventListener('pagehide', leave);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [api, slug]);

  return editors;
}
