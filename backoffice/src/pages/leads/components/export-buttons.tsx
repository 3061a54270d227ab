import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeadQuery } from '@site/console-contract/leads';
import { useApi } from '../../../app/api/api-context';

/**
 * Downloads of the filtered list (the browser's own download: the session cookie goes with it), in
 * the page's language with times on this computer's clock.
 */
export function ExportButtons({ query }: { query: LeadQuery }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const reader = { lang: i18n.language === 'en' ? 'en' : 'zh', tz: Intl.DateTimeFormat().resolvedOptions().timeZone };
  const [xlsx, csv] = [api.leadsExportHref(query, 'xlsx', reader), api.leadsExportHref(query, 'csv', reader)];
  return (
    <>
      <Button href={xlsx} download>
        {t('leads.exportXlsx')}
      </Button>
      <Button href={csv} download>
        {t('leads.exportCsv')}
      </Button>
      <Typography.Text type="secondary">{t('leads.exportHint')}</Typography.Text>
    </>
  );
}
