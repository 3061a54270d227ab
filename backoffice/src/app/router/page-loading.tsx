import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The first load, before the session and the page's data are there. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <main>
      <Flex justify="center" align="center" gap={12} style={{ minHeight: '60vh' }} role="status">
        <Spin />
        {t('common.loading')}
      </Flex>
    </main>
  );
}
