import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/i18n/use-format';

/** Text typed here earlier that the server never got (a reload, a closed tab, a lost connection): take it back, or drop it. */
export function LocalCopyOffer({ savedAt, onRestore, onDiscard }: { savedAt: number; onRestore: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Alert
      type="info"
      showIcon
      role="alert"
      title={t('article.localCopy.title', { time: format.dateTime(savedAt) })}
      description={t('article.localCopy.body')}
      action={
        <Flex gap={8} wrap>
          <Button type="primary" onClick={onRestore}>
            {t('article.localCopy.restore')}
          </Button>
          <Button onClick={onDiscard}>{t('article.localCopy.discard')}</Button>
        </Flex>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
