import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { newsLanguages, type ArticleCopy, type ArticleDetails, type NewsLanguage } from '@site/console-contract/newsroom';
import { useApi } from '../../../app/api/api-context';
import { withSignInAgain } from '../../../app/session/sign-in-again';
import type { ConflictChoices } from '../components/conflict-chooser';
import { suggestedSlug } from '../components/slug-field';
import { afterChoosing, afterLoad, dirtyLanguages, edit, restored, sameCopy, textFrom } from './article-copies';
import { clearLocalCopy, readLocalCopy, writeLocalCopy, type LocalCopy } from './local-copy';
import { useAutosave } from './use-autosave';
import { usePresence } from './use-presence';

/** A session is kept alive this often while someone types an article not created yet (saves do it for the others). */
const keepAliveMs = 5 * 60_000;

/**
 * The article page's text and everything that keeps it: autosave (merged with other editors'
 * saves), the copy in this browser and its offer back, the prompt before unloading, presence, and
 * for a new article its slug and home-page choice.
 */
export function useArticleEditing(details: ArticleDetails | null) {
  const api = useApi();
  const revalidator = useRevalidator();
  const slug = details?.article.slug ?? null;
  const [text, setText] = useState(() => textFrom(details));
  const [newSlug, setNewSlug] = useState({ value: '', byHand: false });
  const [homePage, setHomePage] = useState(true);
  const [offer, setOffer] = useState<LocalCopy | null>(() => {
    const local = readLocalCopy(slug);
    const loaded = textFrom(details).copies;
    return local && newsLanguages.some((language) => !sameCopy(local.copies[language], loaded[language])) ? local : null;
  });
  const [keptHere, setKeptHere] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const typed = useRef(false);
  const lastKeepAlive = useRef(Date.now());

  const autosave = useAutosave({ slug, text, setText, onSaved: () => void api.inBackground(() => revalidator.revalidate()) });
  const editors = usePresence(slug, text, () => {
    const was = typed.current;
    typed.current = false;
    return was;
  });
  const hasText = newsLanguages.some((language) => text.copies[language].title.trim() !== '' || text.copies[language].contentHtml.replace(/<[^>]*>/g, '').trim() !== '');
  const dirty = details ? dirtyLanguages(text).length > 0 : hasText;
  const slugForNew = newSlug.byHand ? newSlug.value : suggestedSlug({ en: text.copies.en.title, zh: text.copies.zh.title });

  // The article was read again (a save elsewhere, a restore, a publish): what the editor has not changed follows it.
  useEffect(() => {
    if (details) setText((current) => afterLoad(current, details).text);
  }, [details]);

  // Until the server has it, what is typed is kept in this browser too (not while an earlier copy waits to be taken back).
  useEffect(() => {
    if (offer) return;
    if (!dirty) {
      clearLocalCopy(slug);
      setKeptHere(false);
      return;
    }
    setKeptHere(writeLocalCopy(slug, { savedAt: Date.now(), copies: text.copies, server: text.server, ...(details ? {} : { slug: slugForNew, homePage }) }));
  }, [offer, dirty, slug, text, details, slugForNew, homePage]);

  // A reload or a closed tab with text the server does not have asks first.
  const unsaved = dirty || autosave.state.kind === 'saving';
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  function typedIn(language: NewsLanguage, change: Partial<ArticleCopy>) {
    typed.current = true;
    setText((current) => edit(current, language, change));
    // Typing is activity: an article not created yet has no saves to say so.
    if (!details && Date.now() - lastKeepAlive.current > keepAliveMs) {
      lastKeepAlive.current = Date.now();
      void withSignInAgain(() => api.session()).catch(() => undefined);
    }
  }

  function restoreLocal() {
    if (!offer) return;
    setText((current) => restored(current, offer));
    if (!details && offer.slug) setNewSlug({ value: offer.slug, byHand: true });
    if (!details && offer.homePage !== undefined) setHomePage(offer.homePage);
    setOffer(null);
  }

  async function choose(choices: ConflictChoices) {
    if (!slug) return;
    setChoosing(true);
    try {
      const fresh = await withSignInAgain(() => api.article(slug));
      setText((current) => afterChoosing(current, fresh, choices));
      autosave.clearConflict();
    } finally {
      setChoosing(false);
    }
  }

  return {
    text,
    typedIn,
    dirty,
    hasText,
    keptHere,
    autosave,
    editors,
    offer,
    restoreLocal,
    discardOffer: () => setOffer(null),
    choose,
    choosing,
    newArticle: { slug: slugForNew, setSlug: (value: string) => setNewSlug({ value, byHand: true }), homePage, setHomePage },
  };
}
