import { useState } from 'react';
import { Button, Checkbox, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ArticleDetails, RevisionDetails, RevisionSummary } from '@site/console-contract/newsroom';
import type { useConsoleCall } from '../../../app/actions/use-console-call';
import { CallOutcome } from '../../../app/actions/call-outcome';
import { useApi } from '../../../app/api/api-context';
import { useFormat } from '../../../app/i18n/use-format';
import { ConfirmButton } from '../../../components/confirm-button';
import { Panel } from '../../../components/panel';
import { ResponsiveTable } from '../../../components/responsive-table';
import { CompareVersions } from './compare-versions';

/** Every save (who, when, which language; the one the site shows marked live), two of them compared side by side, any one restored. */
export function HistoryPanel({ details, call }: { details: ArticleDetails; call: ReturnType<typeof useConsoleCall> }) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const { article, revisions } = details;
  const [picked, setPicked] = useState<number[]>([]);
  const [compared, setCompared] = useState<[RevisionDetails, RevisionDetails] | null>(null);
  const toggle = (id: number, on: boolean) => setPicked((now) => (on ? [...now.filter((other) => other !== id), id].slice(-2) : now.filter((other) => other !== id)));
  const note = (revision: RevisionSummary) => {
    if (revision.note === 'import') return t('article.notes.import');
    if (revision.note === 'autosave') return t('article.notes.autosave');
    const restored = /^restored from (\d+)$/.exec(revision.note);
    return restored ? t('article.notes.restored', { id: restored[1] }) : '';
  };

  async function compare() {
    const [a, b] = await Promise.all(picked.map((id) => api.revision(article.slug, id)));
    // Older on the left.
    setCompared(a!.savedAt <= b!.savedAt ? [a!, b!] : [b!, a!]);
  }

  return (
    <Panel
      id="article-history"
      title={t('article.history')}
      extra={
        <Button disabled={picked.length !== 2} onClick={() => void compare()}>
          {t('article.compare')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('article.compareHint')}</Typography.Paragraph>
      <ResponsiveTable<RevisionSummary>
        size="small"
        rows={revisions}
        rowKey={(revision) => String(revision.id)}
        caption={t('article.historyCaption')}
        empty={t('article.noHistory')}
        pageSize={20}
        columns={[
          {
            key: 'pick',
            title: t('article.pick'),
            width: 60,
            render: (revision) => <Checkbox checked={picked.includes(revision.id)} onChange={(event) => toggle(revision.id, event.target.checked)} aria-label={t('article.pickVersion', { id: revision.id })} />,
          },
          {
            key: 'id',
            title: t('article.version'),
            width: 110,
            render: (revision) => (
              <>
                #{revision.id} {details.liveVersions[revision.language] === revision.id && <Tag color="green">{t('article.live')}</Tag>}
              </>
            ),
          },
          { key: 'language', title: t('article.language'), width: 80, render: (revision) => t(`newsroom.languages.${revision.language}`) },
          { key: 'at', title: t('article.savedAt'), width: 170, render: (revision) => <time dateTime={new Date(revision.savedAt).toISOString()}>{format.dateTime(revision.savedAt)}</time> },
          { key: 'by', title: t('article.savedBy'), render: (revision) => revision.savedBy },
          { key: 'title', title: t('article.titleColumn'), render: (revision) => [revision.title, note(revision)].filter(Boolean).join(' · ') },
          {
            key: 'restore',
            title: t('article.actions'),
            render: (revision) => (
              <ConfirmButton
                label={t('article.restore')}
                name={t('article.restoreVersion', { id: revision.id })}
                title={t('article.restoreTitle', { id: revision.id })}
                confirmLabel={t('article.restore')}
                buttonProps={{ size: 'small' }}
                onConfirm={() => call.run('restore', { done: t('article.restored'), failed: t('article.actionFailed') }, () => api.restoreRevision(article.slug, revision.id).then(() => ({})))}
              >
                {t('article.restoreBody')}
              </ConfirmButton>
            ),
          },
        ]}
      />
      <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} of={['restore']} />
      {compared && <CompareVersions versions={compared} onClose={() => setCompared(null)} />}
    </Panel>
  );
}
