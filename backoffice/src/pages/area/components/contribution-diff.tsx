import { useState } from 'react';
import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaEntry, AreaStatus } from '@site/console-contract/releases';
import { Facts } from '../../../components/facts';
import { contributionChanges } from './version-contribution';

/** The version worth comparing first: the canary, else the newest one that is not active. */
function comingVersion(status: AreaStatus): string | undefined {
  return status.canary?.version ?? [...status.versions].reverse().find((version) => version !== status.active);
}

/** What a version contributes to the site (pages, menu entries) against the active version: added and removed. */
export function ContributionDiff({ status }: { status: AreaStatus }) {
  const { t, i18n } = useTranslation();
  const candidates = status.versions.filter((version) => version !== status.active).reverse();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const version = chosen && candidates.includes(chosen) ? chosen : comingVersion(status);
  const active = status.active ? status.pages[status.active] : null;
  const candidate = version ? status.pages[version] : null;

  const entryText = (entry: AreaEntry) => `${entry.label?.[i18n.language === 'en' ? 'en' : 'zh'] ?? entry.path ?? entry.href ?? ''} (${entry.slot}${entry.path || entry.href ? `, ${entry.path ?? entry.href}` : ''})`;
  const list = (items: string[]) => (items.length ? items.join(', ') : t('contribution.nothing'));

  let body;
  if (!version || !status.active) body = <Typography.Text type="secondary">{t('contribution.noCandidate')}</Typography.Text>;
  else if (!active || !candidate) body = <Typography.Text type="secondary">{t('contribution.unknown', { version: !candidate ? version : status.active })}</Typography.Text>;
  else {
    const changes = contributionChanges(candidate, active);
    body = (
      <Facts
        items={[
          { key: 'pagesAdded', label: t('contribution.pagesAdded'), value: list(changes.pagesAdded) },
          { key: 'pagesRemoved', label: t('contribution.pagesRemoved'), value: list(changes.pagesRemoved) },
          { key: 'entriesAdded', label: t('contribution.entriesAdded'), value: list(changes.entriesAdded.map(entryText)) },
          { key: 'entriesRemoved', label: t('contribution.entriesRemoved'), value: list(changes.entriesRemoved.map(entryText)) },
        ]}
      />
    );
  }

  return (
    <section aria-labelledby="contribution-title">
      <Typography.Title level={2} id="contribution-title">
        {t('contribution.title')}
      </Typography.Title>
      {candidates.length > 0 && (
        <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
          <label id="contribution-version-label">{t('contribution.compare', { active: status.active ?? t('overview.none') })}</label>
          <Select
            aria-labelledby="contribution-version-label"
            value={version}
            onChange={setChosen}
            options={candidates.map((name) => ({ value: name, label: name }))}
            style={{ minWidth: 140 }}
          />
        </Flex>
      )}
      {body}
    </section>
  );
}
