import { useEffect, useRef } from 'react';
import { Button, Checkbox, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useBlocker, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { newsLanguages, type ArticleDetails } from '@site/console-contract/newsroom';
import { CallOutcome } from '../../app/actions/call-outcome';
import { useConsoleCall } from '../../app/actions/use-console-call';
import { useApi } from '../../app/api/api-context';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { usePageTitle } from '../../app/layout/use-page-title';
import { paths } from '../../app/router/paths';
import { useSignInAgainHere } from '../../app/session/sign-in-again';
import { signedIn } from '../../app/session/signed-in-loader';
import { articleTitle, pairText } from '../../components/newsroom/news-words';
import { TwoColumns } from '../../components/two-columns';
import { ConflictChooser } from './components/conflict-chooser';
import { CopyEditor } from './components/copy-editor';
import { EditorsHere } from './components/editors-here';
import { HistoryPanel } from './components/history-panel';
import { LocalCopyOffer } from './components/local-copy-offer';
import { SaveStatus } from './components/save-status';
import { NewSlugField, SlugEditor, slugPattern } from './components/slug-field';
import { WorkflowPanel } from './components/workflow-panel';
import { clearLocalCopy } from './editing/local-copy';
import { useArticleEditing } from './editing/use-article-editing';
import styles from './article.module.css';

/** Where the article is (or will be) on the site, as a search result shows it. */
function articleUrl(details: ArticleDetails | null, language: (typeof newsLanguages)[number]): string {
  const id = details?.article.languages[language].id ?? details?.article.languages.zh.id;
  const origin = details?.siteOrigin ?? location.origin;
  return `${origin}${language === 'en' ? '/en' : ''}/news/${id ?? '…'}`;
}

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
  const call = useConsoleCall();
  const slug = details?.article.slug ?? null;
  useSignInAgainHere();
  usePageTitle(details ? t('article.title', { title: articleTitle(t, details.article, i18n.language) }) : t('article.newTitle'));

  const editing = useArticleEditing(details);
  const { text, autosave, dirty, newArticle } = editing;

  // Leaving for another page of the console with unsaved text asks first (it stays in this browser either way).
  const justCreated = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !justCreated.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('article.leaveUnsaved'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  async function create() {
    const created = await call.run('save', { done: t('article.created'), failed: t('article.saveFailed') }, () =>
      api.createArticle({ slug: newArticle.slug, zh: text.copies.zh, en: text.copies.en, homePage: newArticle.homePage }).then(() => ({})),
    );
    if (!created) return;
    clearLocalCopy(null);
    // Saved: on to the article's own page (this one is for new articles).
    justCreated.current = true;
    await navigate(paths.article(newArticle.slug), { replace: true, state: { created: true } });
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
      <EditorsHere editors={editing.editors} />
      {editing.offer && <LocalCopyOffer savedAt={editing.offer.savedAt} onRestore={editing.restoreLocal} onDiscard={editing.discardOffer} />}
      {autosave.state.kind === 'conflict' && <ConflictChooser conflicts={autosave.state.conflicts} onChoose={(choices) => void editing.choose(choices)} busy={editing.choosing} />}
      {/* Leaving a field saves (not for the Save button: its own save is the editor's). */}
      <div onBlur={(event) => (event.relatedTarget instanceof HTMLElement && event.relatedTarget.dataset.save ? undefined : void autosave.save(false))}>
        <TwoColumns narrowBelow="lg">
          {newsLanguages.map((language) => (
            <CopyEditor key={language} language={language} copy={text.copies[language]} bodyKey={text.bodyKeys[language]} url={articleUrl(details, language)} onChange={(change) => editing.typedIn(language, change)} />
          ))}
        </TwoColumns>
      </div>
      {!details && (
        <Form layout="vertical" component="div" style={{ maxWidth: 480, marginTop: 16 }}>
          <NewSlugField value={newArticle.slug} onChange={newArticle.setSlug} />
          <Checkbox checked={newArticle.homePage} onChange={(event) => newArticle.setHomePage(event.target.checked)}>
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
            disabled={autosave.state.kind === 'conflict' || (!details && (!editing.hasText || !slugPattern.test(newArticle.slug)))}
          >
            {details ? t('article.save') : t('article.create')}
          </Button>
          <SaveStatus state={autosave.state} dirty={dirty} keptHere={editing.keptHere} createdNow={createdNow} />
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
