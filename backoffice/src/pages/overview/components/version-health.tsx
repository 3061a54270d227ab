import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaName, AreaStatus } from '@site/console-contract/releases';
import { useFormat } from '../../../app/i18n/use-format';
import { failureRate, failuresOf } from '../../../components/release/health';
import { rolesOf, VersionRoleTags } from '../../../components/version-tags';
import styles from './version-health.module.css';

/** The last hour's browser reports per live version: views and the share of them that failed. (A plain table: antd's stays out of the first load.) */
export function VersionHealth({ remote, status }: { remote: AreaName; status: AreaStatus }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!status.reports) return <Typography.Text type="secondary">{t('health.unavailable')}</Typography.Text>;
  const rows = Object.entries(status.reports);
  if (rows.length === 0) return <Typography.Text type="secondary">{t('health.empty')}</Typography.Text>;
  return (
    <table className={styles.table}>
      <caption>{t('health.caption', { remote })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('health.version')}</th>
          <th scope="col">{t('health.views')}</th>
          <th scope="col">{t('health.failures')}</th>
          <th scope="col">{t('health.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([version, counts]) => {
          const rate = failureRate(counts);
          return (
            <tr key={version}>
              <th scope="row">
                {version} <VersionRoleTags roles={rolesOf(status, version)} />
              </th>
              <td>{format.number(counts.views)}</td>
              <td>{format.number(failuresOf(counts))}</td>
              <td>{rate === null ? t('health.noViews') : format.percent(rate)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
