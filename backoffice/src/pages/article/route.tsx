import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useLoaderData, useNavigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { newsLanguages, type ArticleCopy, type ArticleDetails, type NewsLanguage } from '@site/console-contract/newsroom';
import { CallOutcome } from '../../app/actions/call-outcome';
import { useConsoleCall } from '../../app/actions/use-console-call';
import { useApi } from '../../app/api/api-context';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { usePageTitle } from '../../app/layout/use-page-title';
import { paths } from '../../app/router/paths';
import { signedIn } from '../../app/session/signed-in-loader';
import { articleTitle, pairText } from '../../components/newsroom/news-words';
import { CopyEditor } from './components/copy-editor';
import { HistoryPanel } from './components/history-panel';
import { WorkflowPanel } from './components/workflow-panel';
import { TwoColumns } from '../../components/two-columns';
import styles from './article.module.css';

type Copies = Record<NewsLanguage, ArticleCopy>;
const emptyCopy: ArticleCopy = { title: '', description: '', cover: '', contentHtml: '', authorName: '' };
const copiesOf = (details: ArticleDetails | null): Copies => ({
  zh: details?.article.languages.zh.copy ?? emptyCopy,
  en: details?.article.languages.en.copy ?? emptyCopy,
});
/** What identifies the saved copies: when it moves (a save, a restore, another editor's save), the form starts from them again. */
const savedStamp = (details: ArticleDetails | null) => (details ? newsLanguages.map((language) => `${details.article.languages[language].updatedAt}`).join(' ') : 'new');
const sameCopies = (a: Copies, b: Copies) => newsLanguages.every((language) => JSON.stringify(a[language]) === JSON.stringify(b[language]));

function loadArticle(api: ConsoleApi) {
  return signedIn(async ({ params }: LoaderFunctionArgs): Promise<ArticleDetails | null> => (params.slug ? api.article(params.slug) : null));
}

/**
 * An article, Chinese and English side by side: its copies (saved together, each changed one a
 * version), publishing, and its history. A new article is created by its first save.
 */
function ArticlePage() {
  const { t, i18n } = useTranslation();
  const details = useLoaderData() as ArticleDetails | null;
  const api = useApi();
  const navigate = useNavigate();
  const call = useConsoleCall();
  const [slug, setSlug] = useState('');
  const [homePage, setHomePage] = useState(true);
  const [stamp, setStamp] = useState(savedStamp(details));
  const [saved, setSaved] = useState<Copies>(copiesOf(details));
  const [copies, setCopies] = useState<Copies>(copiesOf(details));
  const dirty = !sameCopies(copies, saved) || (!details && slug !== '');
  const [newerElsewhere, setNewerElsewhere] = useState(false);
  usePageTitle(details ? t('article.title', { title: articleTitle(t, details.article, i18n.language) }) : t('article.newTitle'));

  // The saved copies moved (this page's save, or another editor's): start from them, unless what is
  // typed here is not saved yet: then it stays, and the page says a newer version exists.
  useEffect(() => {
    const next = savedStamp(details);
    if (next === stamp) return;
    if (sameCopies(copies, saved)) {
      setStamp(next);
      setSaved(copiesOf(details));
      setCopies(copiesOf(details));
      setNewerElsewhere(false);
    } else setNewerElsewhere(true);
  }, [details, stamp, copies, saved]);

  // Leaving with unsaved text asks first.
  const justCreated = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !justCreated.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('article.leaveUnsaved'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  async function save() {
    if (!details) {
      const created = await call.run('save', { done: t('article.created'), failed: t('article.saveFailed') }, () => api.createArticle({ slug: slug.trim(), zh: copies.zh, en: copies.en, homePage }).then(() => ({})));
      if (created) {
        // Saved: on to the article's own page (this one is for new articles).
        justCreated.current = true;
        await navigate(paths.article(slug.trim()), { replace: true });
      }
      return;
    }
    const changed = Object.fromEntries(newsLanguages.filter((language) => JSON.stringify(copies[language]) !== JSON.stringify(saved[language])).map((language) => [language, copies[language]]));
    const sent = copies;
    await call.run('save', { done: t('article.saved'), failed: t('article.saveFailed') }, async () => {
      await api.saveArticle(details.article.slug, changed);
      // What was sent is saved: the copies the server answers with next (sanitized) replace it.
      setSaved(sent);
      return {};
    });
  }

  return (
    <>
      <Link to={paths.newsroom()}>← {t('article.back')}</Link>
      <Typography.Title level={1}>{details ? articleTitle(t, details.article, i18n.language) : t('article.newTitle')}</Typography.Title>
      {details && (
        <Typography.Paragraph>
          <Typography.Text type="secondary">{details.article.slug}</Typography.Text> · {pairText(t, details.article.pair)}
        </Typography.Paragraph>
      )}
      <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} />
      {newerElsewhere && <Alert type="warning" showIcon title={t('article.newerElsewhere')} style={{ marginBottom: 12 }} />}
      {!details && (
        <Form layout="vertical" component="div" style={{ maxWidth: 480 }}>
          <Form.Item label={t('article.slug')} htmlFor="article-slug" extra={t('article.slugHelp')}>
            <Input id="article-slug" value={slug} onChange={(event) => setSlug(event.target.value.toLowerCase())} maxLength={80} pattern="[a-z0-9][a-z0-9-]*" />
          </Form.Item>
          <Checkbox checked={homePage} onChange={(event) => setHomePage(event.target.checked)}>
            {t('article.homePage')}
          </Checkbox>
        </Form>
      )}
      <TwoColumns narrowBelow="lg" key={stamp}>
        {newsLanguages.map((language) => (
          <CopyEditor key={language} language={language} copy={copies[language]} onChange={(change) => setCopies((now) => ({ ...now, [language]: { ...now[language], ...change } }))} />
        ))}
      </TwoColumns>
      <Flex gap={12} align="center" className={styles.saveBar}>
        <Button type="primary" onClick={() => void save()} loading={call.pending === 'save'} disabled={!dirty}>
          {details ? t('article.save') : t('article.create')}
        </Button>
        {dirty && <Typography.Text type="warning">{t('article.unsaved')}</Typography.Text>}
      </Flex>
      {details && (
        <>
          <WorkflowPanel key={savedStamp(details)} details={details} dirty={dirty} call={call} />
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
