import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useBlocker, useLoaderData, useLocation, useNavigate, useRevalidator, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { newsLanguages, type ArticleDetails } from '@site/console-contract/newsroom';
import { CallOutcome } from '../../app/actions/call-outcome';
import { useConsoleCall } from '../../app/actions/use-console-call';
import { useApi } from '../../app/api/api-context';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { usePageTitle } from '../../app/layout/use-page-title';
import { paths } from '../../app/router/paths';
import { useSignInAgainHere, withSignInAgain } from '../../app/session/sign-in-again';
import { signedIn } from '../../app/session/signed-in-loader';
import { articleTitle, pairText } from '../../components/newsroom/news-words';
import { TwoColumns } from '../../components/two-columns';
import { ConflictChooser, type ConflictChoices } from './components/conflict-chooser';
import { CopyEditor } from './components/copy-editor';
import { EditorsHere } from './components/editors-here';
import { HistoryPanel } from './components/history-panel';
import { LocalCopyOffer } from './components/local-copy-offer';
import { SaveStatus } from './components/save-status';
import { NewSlugField, SlugEditor, slugPattern, suggestedSlug } from './components/slug-field';
import { WorkflowPanel } from './components/workflow-panel';
import { afterChoosing, afterLoad, dirtyLanguages, edit, restored, sameCopy, textFrom } from './editing/article-copies';
import { clearLocalCopy, readLocalCopy, writeLocalCopy, type LocalCopy } from './editing/local-copy';
import { useAutosave } from './editing/use-autosave';
import { usePresence } from './editing/use-presence';
import styles from './article.module.css';

/** A session is kept alive this often while someone types an article not created yet (saves do it for the others). */
const keepAliveMs = 5 * 60_000;

function loadArticle(api: ConsoleApi) {
  return signedIn(async ({ params }: LoaderFunctionArgs): Promise<ArticleDetails | null> => {
    if (!params.slug) return null;
    const details = await api.article(params.slug);
    // An earlier slug: on to the one the article has now.
    if (details.article.slug !== params.slug) throw redirect(paths.article(details.article.slug));
    return details;
  });
}

/**
 * An article, Chinese and English side by side: its copies (saved by themselves as the editor
 * types, kept in this browser until the server has them, merged with another editor's saves),
 * publishing, and its history. A new article is created by its first save.
 */
function ArticlePage() {
  const { t, i18n } = useTranslation();
  const details = useLoaderData() as ArticleDetails | null;
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const call = useConsoleCall();
  const slug = details?.article.slug ?? null;
  useSignInAgainHere();
  usePageTitle(details ? t('article.title', { title: articleTitle(t, details.article, i18n.language) }) : t('article.newTitle'));

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

  // Leaving for another page of the console with unsaved text asks first (it stays in this browser either way).
  const justCreated = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !justCreated.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('article.leaveUnsaved'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  function typedIn(language: (typeof newsLanguages)[number], change: Parameters<typeof edit>[2]) {
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

  async function create() {
    const created = await call.run('save', { done: t('article.created'), failed: t('article.saveFailed') }, () =>
      api.createArticle({ slug: slugForNew, zh: text.copies.zh, en: text.copies.en, homePage }).then(() => ({})),
    );
    if (!created) return;
    clearLocalCopy(null);
    // Saved: on to the article's own page (this one is for new articles).
    justCreated.current = true;
    await navigate(paths.article(slugForNew), { replace: true, state: { created: true } });
  }

  async function rename(to: string) {
    if (!slug) return;
    await api.renameArticle(slug, to);
    clearLocalCopy(slug);
    justCreated.current = true;
    await navigate(paths.article(to), { replace: true });
  }

  const createdNow = (location.state as { created?: boolean } | null)?.created === true && autosave.state.kind === 'idle' && !dirty;
  return (
    <>
      <Link to={paths.newsroom()}>← {t('article.back')}</Link>
      <Typography.Title level={1}>{details ? articleTitle(t, details.article, i18n.language) : t('article.newTitle')}</Typography.Title>
      {details && (
        <>
          <Typography.Paragraph>{pairText(t, details.article.pair)}</Typography.Paragraph>
          <SlugEditor slug={details.article.slug} call={call} onRename={rename} />
        </>
      )}
      <EditorsHere editors={editors} />
      {offer && <LocalCopyOffer savedAt={offer.savedAt} onRestore={restoreLocal} onDiscard={() => setOffer(null)} />}
      {autosave.state.kind === 'conflict' && <ConflictChooser conflicts={autosave.state.conflicts} onChoose={(choices) => void choose(choices)} busy={choosing} />}
      {/* Leaving a field saves (not for the Save button: its own save is the editor's). */}
      <div onBlur={(event) => (event.relatedTarget instanceof HTMLElement && event.relatedTarget.dataset.save ? undefined : void autosave.save(false))}>
        <TwoColumns narrowBelow="lg">
          {newsLanguages.map((language) => (
            <CopyEditor key={language} language={language} copy={text.copies[language]} bodyKey={text.bodyKeys[language]} onChange={(change) => typedIn(language, change)} />
          ))}
        </TwoColumns>
      </div>
      {!details && (
        <Form layout="vertical" component="div" style={{ maxWidth: 480, marginTop: 16 }}>
          <NewSlugField value={slugForNew} onChange={(value) => setNewSlug({ value, byHand: true })} />
          <Checkbox checked={homePage} onChange={(event) => setHomePage(event.target.checked)}>
            {t('article.homePage')}
          </Checkbox>
        </Form>
      )}
      <div className={styles.saveBar}>
        <Flex gap={12} align="center" wrap>
          <Button
            type="primary"
            data-save="true"
            onClick={() => void (details ? autosave.save(true) : create())}
            loading={call.pending === 'save' || autosave.state.kind === 'saving'}
            disabled={autosave.state.kind === 'conflict' || (!details && (!hasText || !slugPattern.test(slugForNew)))}
          >
            {details ? t('article.save') : t('article.create')}
          </Button>
          <SaveStatus state={autosave.state} dirty={dirty} keptHere={keptHere} createdNow={createdNow} />
        </Flex>
        <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} of={['save', 'rename']} />
      </div>
      {details && (
        <>
          <WorkflowPanel details={details} dirty={dirty} call={call} />
          <HistoryPanel details={details} call={call} />
        </>
      )}
    </>
  );
}

/** One editor per article: moving to another (a new one just created) starts afresh. */
function ArticleRoute() {
  const details = useLoaderData() as ArticleDetails | null;
  return <ArticlePage key={details?.article.slug ?? 'new'} />;
}

export function articleRoute(api: ConsoleApi): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: loadArticle(api), Component: ArticleRoute };
}
