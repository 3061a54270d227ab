import { useState } from 'react';
import { Button, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type RouteObject } from 'react-router';
import { newsLanguages, type ArticleSummary, type LanguageState, type NewsList } from '@site/console-contract/newsroom';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { useFormat } from '../../app/i18n/use-format';
import { usePageTitle } from '../../app/layout/use-page-title';
import { paths } from '../../app/router/paths';
import { signedIn } from '../../app/session/signed-in-loader';
import { ResponsiveTable } from '../../components/responsive-table';
import { articleTitle, pairText, stateColors, stateText } from '../../components/newsroom/news-words';
import { consoleTokens } from '../../app/theme/console-theme';

const states: LanguageState[] = ['draft', 'scheduled', 'published', 'hidden', 'missing'];

/** The newsroom's list: every article with each language's state, the pair's status and its pin. */
function NewsroomPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { items, pinnedShown } = useLoaderData() as NewsList;
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<LanguageState | undefined>();
  usePageTitle(t('newsroom.title'));
  const text = search.trim().toLowerCase();
  const shown = items.filter(
    (item) =>
      (!state || newsLanguages.some((language) => item.languages[language].state === state)) &&
      (!text || item.slug.includes(text) || newsLanguages.some((language) => item.languages[language].copy?.title.toLowerCase().includes(text))),
  );
  const dateTime = (value: number) => format.dateTime(new Date(value).toISOString());
  return (
    <>
      <Typography.Title level={1}>{t('newsroom.title')}</Typography.Title>
      <Form layout="inline" aria-label={t('newsroom.filters')} style={{ rowGap: 12, marginBottom: 16 }} onSubmitCapture={(event) => event.preventDefault()}>
        <Form.Item label={t('newsroom.search')} htmlFor="news-search">
          <Input id="news-search" type="search" allowClear value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('newsroom.searchPlaceholder')} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label={t('newsroom.stateFilter')} htmlFor="news-state">
          <Select<LanguageState>
            id="news-state"
            allowClear
            value={state}
            onChange={setState}
            placeholder={t('newsroom.any')}
            style={{ minWidth: 150 }}
            options={states.map((value) => ({ value, label: t(`newsroom.stateNames.${value}`) }))}
          />
        </Form.Item>
        <Button type="primary" onClick={() => void navigate(paths.newArticle())}>
          {t('newsroom.newArticle')}
        </Button>
      </Form>
      <ResponsiveTable<ArticleSummary>
        rows={shown}
        rowKey={(item) => item.slug}
        caption={t('newsroom.caption')}
        empty={t('newsroom.empty')}
        columns={[
          {
            key: 'article',
            title: t('newsroom.article'),
            render: (item) => (
              <>
                <Link to={paths.article(item.slug)}>{articleTitle(t, item, i18n.language)}</Link>
                <div>
                  <Typography.Text type="secondary">{item.slug}</Typography.Text>
                </div>
              </>
            ),
          },
          ...newsLanguages.map((language) => ({
            key: language,
            title: t(`newsroom.languages.${language}`),
            render: (item: ArticleSummary) => {
              const side = item.languages[language];
              return (
                <Flex gap={4} wrap>
                  <Tag variant="solid" color={stateColors[side.state]}>{stateText(t, side, dateTime)}</Tag>
                  {side.changedSincePublish && <Tag>{t('newsroom.changed')}</Tag>}
                </Flex>
              );
            },
          })),
          {
            key: 'pair',
            title: t('newsroom.pairTitle'),
            render: (item) => <Tag variant="solid" color={item.pair.kind === 'ok' ? consoleTokens.colorTagFits : item.pair.kind === 'empty' ? consoleTokens.colorTagPrevious : consoleTokens.colorTagUnknown}>{pairText(t, item.pair)}</Tag>,
          },
          {
            key: 'pinned',
            title: t('newsroom.pinned'),
            render: (item) => (item.languages.zh.pinned ? <Tag variant="solid" color={pinnedShown.includes(item.slug) ? consoleTokens.colorTagActive : consoleTokens.colorTagPrevious}>{pinnedShown.includes(item.slug) ? t('newsroom.pinnedShown') : t('newsroom.pinnedHidden')}</Tag> : '–'),
          },
          { key: 'updated', title: t('newsroom.updated'), width: 170, render: (item) => (item.updatedAt ? <time dateTime={new Date(item.updatedAt).toISOString()}>{dateTime(item.updatedAt)}</time> : '–') },
        ]}
      />
    </>
  );
}

export function newsroomRoute(api: ConsoleApi): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: signedIn(() => api.news()), Component: NewsroomPage };
}
