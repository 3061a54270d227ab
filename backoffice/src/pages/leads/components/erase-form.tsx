import { Button, Form, Input, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EraseResult } from '@site/console-contract/leads';
import type { useConsoleCall } from '../../../app/actions/use-console-call';
import { useApi } from '../../../app/api/api-context';
import { Panel } from '../../../components/panel';

interface EraseFields {
  phone?: string;
  email?: string;
}

/** An admin erases what the site keeps about a person, on their request (by phone or e-mail). */
export function EraseForm({ call }: { call: ReturnType<typeof useConsoleCall> }) {
  const { t } = useTranslation();
  const api = useApi();
  const [form] = Form.useForm<EraseFields>();

  async function erase() {
    const fields = await form.validateFields().catch(() => undefined);
    if (!fields) return;
    const contact = { ...(fields.phone?.trim() ? { phone: fields.phone.trim() } : {}), ...(fields.email?.trim() ? { email: fields.email.trim() } : {}) };
    const said = (result: unknown) => t('leads.erase.done', { enquiries: (result as EraseResult).enquiries, sms: (result as EraseResult).smsRecords });
    const done = await call.run('erase', { done: said, failed: t('leads.erase.failed') }, () => api.eraseContact(contact));
    if (done) form.resetFields();
  }

  return (
    <Panel id="erase-contact" title={t('leads.erase.title')}>
      <Typography.Paragraph>{t('leads.erase.explain')}</Typography.Paragraph>
      <Form<EraseFields> form={form} layout="vertical" aria-label={t('leads.erase.title')} style={{ maxWidth: 420 }}>
        <Form.Item label={t('leads.erase.phone')} name="phone">
          <Input inputMode="tel" autoComplete="off" placeholder={t('leads.erase.phonePlaceholder')} />
        </Form.Item>
        <Form.Item
          label={t('leads.erase.email')}
          name="email"
          dependencies={['phone']}
          rules={[{ validator: async (_, email?: string) => (email?.trim() || form.getFieldValue('phone')?.trim() ? undefined : Promise.reject(new Error(t('leads.erase.required')))) }]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Popconfirm title={t('leads.erase.confirmTitle')} okText={t('leads.erase.confirm')} okButtonProps={{ danger: true }} cancelText={t('common.cancel')} onConfirm={() => erase()}>
          <Button danger loading={call.pending === 'erase'}>
            {t('leads.erase.submit')}
          </Button>
        </Popconfirm>
      </Form>
    </Panel>
  );
}
