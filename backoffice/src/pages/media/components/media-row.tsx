import { useState } from 'react';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@site/console-contract/newsroom';
import type { useConsoleCall } from '../../../app/actions/use-console-call';
import { useApi } from '../../../app/api/api-context';
import { ConfirmButton } from '../../../components/confirm-button';
import { MediaImage } from '../../../components/newsroom/media-image';
import { consoleTokens } from '../../../app/theme/console-theme';

/** One image: its alt text in both languages (editable), where it is used, and delete while unused. */
export function MediaRow({ item, call }: { item: MediaItem; call: ReturnType<typeof useConsoleCall> }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [alt, setAlt] = useState(item.alt);
  const changed = alt.zh !== item.alt.zh || alt.en !== item.alt.en;
  const missing = !item.alt.zh.trim() || !item.alt.en.trim();
  return (
    <Flex gap={16} wrap align="start">
      <MediaImage item={item} alt={i18n.language === 'en' ? item.alt.en : item.alt.zh} />
      <Flex vertical gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {item.originalName}
        </Typography.Text>
        <Typography.Text type="secondary">{t('media.size', { width: item.width, height: item.height })}</Typography.Text>
        {missing && <Tag variant="solid" color={consoleTokens.colorTagUnknown}>{t('media.altMissing')}</Tag>}
        <label>
          {t('media.altZh')}
          <Input value={alt.zh} onChange={(event) => setAlt({ ...alt, zh: event.target.value })} maxLength={300} />
        </label>
        <label>
          {t('media.altEn')}
          <Input value={alt.en} onChange={(event) => setAlt({ ...alt, en: event.target.value })} maxLength={300} />
        </label>
        <Flex gap={8} wrap align="center">
          <Button disabled={!changed || !alt.zh.trim() || !alt.en.trim()} loading={call.pending === `alt ${item.id}`} onClick={() => void call.run(`alt ${item.id}`, { done: t('media.altSaved'), failed: t('media.altFailed') }, () => api.setMediaAlt(item.id, alt).then(() => ({})))}>
            {t('media.saveAlt')}
          </Button>
          {item.usedBy.length > 0 ? (
            <Typography.Text type="secondary">{t('media.inUse', { articles: item.usedBy.join(', ') })}</Typography.Text>
          ) : (
            <ConfirmButton
              label={t('media.delete')}
              name={t('media.deleteNamed', { name: item.originalName })}
              title={t('media.deleteConfirm')}
              confirmLabel={t('media.delete')}
              danger
              onConfirm={() => call.run(`delete ${item.id}`, { done: t('media.deleted'), failed: t('media.deleteFailed') }, () => api.deleteMedia(item.id).then(() => ({})))}
            >
              {item.originalName}
            </ConfirmButton>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
