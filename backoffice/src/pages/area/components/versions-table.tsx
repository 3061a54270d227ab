import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaName, AreaStatus, VersionDetails } from '@site/console-contract/releases';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { useFormat } from '../../../app/i18n/use-format';
import { canRelease, useSession } from '../../../app/session/use-session';
import { MisfitText, Requirements } from '../../../components/requirements';
import { ResponsiveTable, type TableColumn } from '../../../components/responsive-table';
import { FitTag, rolesOf, VersionRoleTags } from '../../../components/version-tags';
import { VersionActions } from './version-actions';
import { VersionSource } from './version-source';

interface VersionRow {
  version: string;
  details: VersionDetails | undefined;
}

/** Every stored version, newest first: when and by whom it was published, what it needs, when it was last live, its role. */
export function VersionsTable({ remote, status, call }: { remote: AreaName; status: AreaStatus; call: ConsoleCall }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { roles } = useSession();
  const rows: VersionRow[] = [...status.versions].reverse().map((version) => ({ version, details: status.details[version] }));
  const columns: TableColumn<VersionRow>[] = [
    {
      key: 'version',
      title: t('versions.version'),
      render: ({ version }) => (
        <>
          <Typography.Text strong>{version}</Typography.Text> <VersionRoleTags roles={rolesOf(status, version)} />
        </>
      ),
    },
    {
      key: 'published',
      title: t('versions.published'),
      render: ({ details }) => (details ? t('versions.publishedBy', { time: format.dateTime(details.publishedAt), who: details.publishedBy ?? t('versions.unknownPublisher') }) : ''),
    },
    { key: 'source', title: t('versions.source'), render: ({ details }) => (details ? <VersionSource provenance={details.provenance} /> : '') },
    {
      key: 'requires',
      title: t('versions.requires'),
      render: ({ details }) => (
        <>
          <FitTag details={details} /> {details?.requires ? <Requirements requires={details.requires} /> : t('versions.notRecorded')}
          {details?.misfit && (
            <>
              <br />
              <MisfitText misfit={details.misfit} />
            </>
          )}
        </>
      ),
    },
    { key: 'lastLive', title: t('versions.lastLive'), render: ({ details }) => (details?.activatedAt ? format.dateTime(details.activatedAt) : t('versions.neverLive')) },
    ...(canRelease(roles) ? [{ key: 'actions', title: t('versions.actions'), render: ({ version }: VersionRow) => <VersionActions remote={remote} version={version} status={status} call={call} /> }] : []),
  ];
  return <ResponsiveTable<VersionRow> rows={rows} rowKey={(row) => row.version} columns={columns} caption={t('versions.caption', { remote })} empty={t('versions.empty')} pageSize={20} />;
}
