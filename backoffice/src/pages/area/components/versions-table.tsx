import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaName, AreaStatus, VersionDetails } from '../../../../server/console-api';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { useFormat } from '../../../app/i18n/use-format';
import { canRelease, useSession } from '../../../app/session/use-session';
import { FitTag, rolesOf, VersionRoleTags } from '../../../components/version-tags';
import { VersionActions } from './version-actions';

interface VersionRow {
  version: string;
  details: VersionDetails | undefined;
}

/** Every stored version, newest first: when and by whom it was published, what it needs, when it was last live, its role. */
export function VersionsTable({ remote, status, call }: { remote: AreaName; status: AreaStatus; call: ConsoleCall }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { role } = useSession();
  const rows: VersionRow[] = [...status.versions].reverse().map((version) => ({ version, details: status.details[version] }));
  return (
    <Table<VersionRow>
      rowKey="version"
      dataSource={rows}
      pagination={rows.length > 20 ? { pageSize: 20 } : false}
      caption={t('versions.caption', { remote })}
      locale={{ emptyText: t('versions.empty') }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: t('versions.version'),
          dataIndex: 'version',
          render: (version: string) => (
            <>
              <Typography.Text strong>{version}</Typography.Text> <VersionRoleTags roles={rolesOf(status, version)} />
            </>
          ),
        },
        {
          title: t('versions.published'),
          key: 'published',
          render: (_, { details }) =>
            details ? t('versions.publishedBy', { time: format.dateTime(details.publishedAt), who: details.publishedBy ?? t('versions.unknownPublisher') }) : '',
        },
        {
          title: t('versions.requires'),
          key: 'requires',
          render: (_, { details }) => (
            <>
              <FitTag details={details} /> {details?.requires ?? t('versions.notRecorded')}
              {details?.misfit && (
                <>
                  <br />
                  {t('versions.misfit', { misfit: details.misfit })}
                </>
              )}
            </>
          ),
        },
        {
          title: t('versions.lastLive'),
          key: 'lastLive',
          render: (_, { details }) => (details?.activatedAt ? format.dateTime(details.activatedAt) : t('versions.neverLive')),
        },
        ...(canRelease(role)
          ? [{ title: t('versions.actions'), key: 'actions', render: (_: unknown, { version }: VersionRow) => <VersionActions remote={remote} version={version} status={status} call={call} /> }]
          : []),
      ]}
    />
  );
}
