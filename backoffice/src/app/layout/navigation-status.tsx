import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Says that the next page is loading (its data or its code), for eyes and for screen readers. */
export function NavigationStatus() {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  return (
    <div role="status" aria-live="polite">
      {loading && (
        <Flex gap={8} align="center">
          <Spin size="small" />
          {t('common.loading')}
        </Flex>
      )}
    </div>
  );
}
