import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Downloads of the filtered list (the browser's own download: the session cookie goes with it). */
export function ExportButtons({ csv, xlsx }: { csv: string; xlsx: string }) {
  const { t } = useTranslation();
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
