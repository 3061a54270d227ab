import { useState } from 'react';
import { Alert, Button, Checkbox, DatePicker, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { newsActions, newsLanguages, pinnedShown as pinnedLimit, type ArticleDetails, type NewsAction, type NewsLanguage, type PreviewLinks } from '@site/console-contract/newsroom';
import { CallOutcome } from '../../../app/actions/call-outcome';
import type { useConsoleCall } from '../../../app/actions/use-console-call';
import { useApi } from '../../../app/api/api-context';
import { useFormat } from '../../../app/i18n/use-format';
import { Panel } from '../../../components/panel';

/**
 * Publishing: now or at a time, per language; unpublish; pin (with the list's rule: the two newest
 * pinned come first); the home page; a preview link of the working copy. Changes not yet saved
 * must be saved first: what is published is what was saved.
 */
export function WorkflowPanel({ details, dirty, call }: { details: ArticleDetails; dirty: boolean; call: ReturnType<typeof useConsoleCall> }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const { article, pinnedShown, siteOrigin } = details;
  const withCopy = newsLanguages.filter((language) => article.languages[language].copy?.title);
  const [languages, setLanguages] = useState<NewsLanguage[]>(withCopy);
  const [at, setAt] = useState<Dayjs | null>(null);
  const [preview, setPreview] = useState<PreviewLinks | null>(null);
  const act = (action: NewsAction, extra: { at?: string } = {}) =>
    call.run(action, { done: t(`article.done.${action}`), failed: t('article.actionFailed') }, () => api.articleAction(article.slug, { action, languages, ...extra }).then(() => ({})));
  const pinned = article.languages.zh.pinned;
  const published = newsLanguages.filter((language) => article.languages[language].state === 'published');
  const scheduled = newsLanguages.filter((language) => article.languages[language].state === 'scheduled');
  // Pinning this one: the newest two pinned lead the list; an older pinned one drops out of them.
  const othersShown = pinnedShown.filter((slug) => slug !== article.slug);
  const dropsOut = !pinned && othersShown.length >= pinnedLimit ? othersShown.at(-1) : undefined;
  const languageNames = (list: readonly NewsLanguage[]) => list.map((language) => t(`newsroom.languages.${language}`)).join(t('roles.separator'));

  return (
    <Panel id="article-workflow" title={t('article.workflow')}>
      {dirty && <Alert type="warning" showIcon title={t('article.saveFirst')} style={{ marginBottom: 12 }} />}
      <Flex vertical gap={12}>
        <Checkbox.Group<NewsLanguage>
          aria-label={t('article.languagesToPublish')}
          value={languages}
          onChange={setLanguages}
          options={newsLanguages.map((language) => ({ value: language, label: t(`newsroom.languages.${language}`), disabled: !withCopy.includes(language) }))}
        />
        <Flex gap={8} wrap align="center">
          <Button type="primary" disabled={dirty || languages.length === 0} loading={call.pending === 'publish'} onClick={() => void act('publish')}>
            {t('article.publishNow')}
          </Button>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={i18n.language === 'en' ? 'MMM D, YYYY HH:mm' : 'YYYY年M月D日 HH:mm'}
            value={at}
            onChange={setAt}
            aria-label={t('article.scheduleAt')}
            placeholder={t('article.scheduleAt')}
          />
          <Button disabled={dirty || !at || languages.length === 0} loading={call.pending === 'schedule'} onClick={() => at && void act('schedule', { at: at.toISOString() })}>
            {t('article.schedule')}
          </Button>
          {scheduled.length > 0 && (
            <Button loading={call.pending === 'unschedule'} onClick={() => void act('unschedule')}>
              {t('article.unschedule')}
            </Button>
          )}
          {published.length > 0 && (
            <Button danger loading={call.pending === 'unpublish'} onClick={() => void act('unpublish')}>
              {t('article.unpublish')}
            </Button>
          )}
        </Flex>
        {scheduled.map((language) => (
          <Typography.Text key={language}>{t('article.scheduledFor', { language: t(`newsroom.languages.${language}`), time: format.dateTime(article.languages[language].scheduledAt!) })}</Typography.Text>
        ))}
        {published.length > 0 && (
          <Flex gap={8} wrap>
            {published.map((language) => (
              <a key={language} href={`${siteOrigin}${language === 'en' ? '/en' : ''}/news/${article.languages[language].id}`} target="_blank" rel="noreferrer">
                {t('article.viewLive', { language: t(`newsroom.languages.${language}`) })}
              </a>
            ))}
          </Flex>
        )}
        <Flex gap={8} wrap align="center">
          <Button loading={call.pending === (pinned ? 'unpin' : 'pin')} onClick={() => void act(pinned ? 'unpin' : 'pin')}>
            {pinned ? t('article.unpin') : t('article.pin')}
          </Button>
          <Typography.Text type="secondary">{t('article.pinRule', { shown: pinnedShown.length ? pinnedShown.join(t('roles.separator')) : t('article.pinRuleNone') })}</Typography.Text>
        </Flex>
        {dropsOut && <Alert type="info" showIcon title={t('article.pinWouldHide', { slug: dropsOut })} />}
        {pinned && !pinnedShown.includes(article.slug) && <Alert type="warning" showIcon title={t('article.pinnedNotShown')} />}
        <Checkbox checked={article.languages.zh.homePage} onChange={(event) => void act(event.target.checked ? 'home' : 'unhome')}>
          {t('article.homePage')}
        </Checkbox>
        <Flex gap={8} wrap align="center">
          <Button
            disabled={dirty || withCopy.length === 0}
            loading={call.pending === 'preview'}
            onClick={() =>
              void call.run('preview', { done: t('article.previewMade'), failed: t('article.actionFailed') }, async () => {
                setPreview(await api.previewArticle(article.slug));
                return {};
              })
            }
          >
            {t('article.preview')}
          </Button>
          {preview && (
            <Typography.Text>
              {t('article.previewUntil', { time: format.dateTime(preview.expiresAt) })}{' '}
              {newsLanguages
                .filter((language) => preview.links[language])
                .map((language) => (
                  <a key={language} href={preview.links[language]} target="_blank" rel="noreferrer" style={{ marginInlineEnd: 8 }}>
                    {t('article.previewOpen', { language: t(`newsroom.languages.${language}`) })}
                  </a>
                ))}
            </Typography.Text>
          )}
        </Flex>
        {published.length > 0 && <Typography.Text type="secondary">{t('article.publishedLanguages', { languages: languageNames(published) })}</Typography.Text>}
      </Flex>
      <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} of={[...newsActions, 'preview']} />
    </Panel>
  );
}
