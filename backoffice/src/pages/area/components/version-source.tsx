import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Provenance } from '@site/console-contract/deploy';

const webAddress = (value: string | undefined) => (value && /^https?:\/\//.test(value) ? value : undefined);

/** Where a version came from: the token that pushed it or the checkout it was published from, its commit, CI run and upload digest. */
export function VersionSource({ provenance }: { provenance: Provenance | null }) {
  const { t } = useTranslation();
  if (!provenance) return <Typography.Text type="secondary">{t('versions.sourceUnknown')}</Typography.Text>;
  const repository = webAddress(provenance.repository);
  const pipeline = webAddress(provenance.pipeline);
  return (
    <>
      {provenance.via === 'push' ? t('versions.pushedBy', { who: provenance.by.replace(/^token /, '') }) : t('versions.publishedHere', { who: provenance.by })}
      {provenance.commit && (
        <>
          <br />
          {/* Ids in <code>: names, not words, in either language. */}
          {repository ? (
            <Typography.Link href={repository}>
              {t('versions.commit')} <code>{provenance.commit.slice(0, 12)}</code>
            </Typography.Link>
          ) : (
            <>
              {t('versions.commit')} <code>{provenance.commit.slice(0, 12)}</code>
            </>
          )}
        </>
      )}
      {pipeline && (
        <>
          {' · '}
          <Typography.Link href={pipeline}>{t('versions.ciRun')}</Typography.Link>
        </>
      )}
      {provenance.digest && (
        <>
          <br />
          <Typography.Text type="secondary" copyable={{ text: provenance.digest }}>
            {t('versions.digest')} <code>{provenance.digest.slice(0, 12)}…</code>
          </Typography.Text>
        </>
      )}
    </>
  );
}
