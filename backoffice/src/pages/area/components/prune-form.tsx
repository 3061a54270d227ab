import { useState } from 'react';
import { Flex, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaName } from '@site/console-contract/releases';
import { useApi } from '../../../app/api/api-context';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { ConfirmButton } from '../../../components/confirm-button';

/** Admins: removes old versions, keeping the newest N (never the active, previous, canary or one live in the last day). */
export function PruneForm({ remote, call }: { remote: AreaName; call: ConsoleCall }) {
  const { t } = useTranslation();
  const api = useApi();
  const [keep, setKeep] = useState<number | null>(5);
  const inputId = `prune-keep-${remote}`;
  return (
    <section aria-labelledby="prune-title">
      <Typography.Title level={2} id="prune-title">
        {t('prune.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('prune.explain')}</Typography.Paragraph>
      <Flex gap={8} align="center" wrap>
        <label htmlFor={inputId}>{t('prune.keep')}</label>
        <InputNumber id={inputId} min={0} precision={0} value={keep} onChange={setKeep} />
        <ConfirmButton
          label={t('prune.button', { remote })}
          title={t('prune.confirmTitle', { remote })}
          confirmLabel={t('prune.confirm')}
          danger
          buttonProps={{ disabled: keep === null, loading: call.pending === `prune-${remote}` }}
          onConfirm={() =>
            call.run(`prune-${remote}`, { done: t('prune.done', { remote }), failed: t('prune.failed', { remote }) }, () => api.act(remote, { action: 'prune', keep: keep ?? 0 }))
          }
        >
          <p>{t('prune.body', { remote, keep: keep ?? 0 })}</p>
        </ConfirmButton>
      </Flex>
    </section>
  );
}
