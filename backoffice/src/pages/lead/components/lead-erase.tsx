import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ErasurePreview, Lead } from '@site/console-contract/leads';
import type { useConsoleCall } from '../../../app/actions/use-console-call';
import { useApi } from '../../../app/api/api-context';
import { useFormat } from '../../../app/i18n/use-format';
import { paths } from '../../../app/router/paths';
import { Panel } from '../../../components/panel';

/**
 * An admin erases the person behind this enquiry, on their request: the confirmation names exactly
 * what goes (each enquiry of their phone or e-mail, their SMS records), read from the server as the
 * dialog opens. Afterwards the inbox, since this enquiry is gone too.
 */
export function LeadErase({ lead, call }: { lead: Lead; call: ReturnType<typeof useConsoleCall> }) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<ErasurePreview | null>(null);

  async function ask() {
    await call.run('erase-preview', { done: '', failed: t('leads.erase.failed') }, async () => setPreview(await api.erasurePreview(lead.id)));
  }

  async function erase() {
    if (!preview) return;
    const count = preview.enquiries.length;
    const done = await call.run('erase', { done: '', failed: t('leads.erase.failed') }, () => api.eraseContact({ phone: preview.phone, email: preview.email }));
    setPreview(null);
    // The inbox says it: this page's enquiry is gone.
    if (done) await navigate(paths.leads(), { state: { erased: count } });
  }

  return (
    <Panel id="lead-erase" title={t('leads.erase.title')}>
      <Typography.Paragraph type="secondary">{t('lead.erase.explain')}</Typography.Paragraph>
      <Button danger onClick={() => void ask()} loading={call.pending === 'erase-preview'}>
        {t('lead.erase.button')}
      </Button>
      <Modal
        open={preview !== null}
        title={t('leads.erase.confirmTitle')}
        okText={t('leads.erase.confirm')}
        okButtonProps={{ danger: true, loading: call.pending === 'erase' }}
        cancelText={t('common.cancel')}
        onOk={() => void erase()}
        onCancel={() => setPreview(null)}
      >
        {preview && (
          <>
            <p>{t('lead.erase.whose', { phone: preview.phone, email: preview.email })}</p>
            <ul>
              <li>
                {t('lead.erase.enquiries', { count: preview.enquiries.length })}{' '}
                {preview.enquiries.map((item) => t('lead.erase.enquiry', { id: item.id, time: format.dateTime(item.receivedAt) })).join(t('lead.erase.separator'))}
              </li>
              <li>{t('lead.erase.history')}</li>
              <li>{t('lead.erase.sms', { count: preview.smsRecords })}</li>
              <li>{t('lead.erase.formSteps')}</li>
            </ul>
            <p>{t('lead.erase.final')}</p>
          </>
        )}
      </Modal>
    </Panel>
  );
}
