import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { leadStatuses, type LeadDetails, type LeadStatus } from '@site/console-contract/leads';
import type { useConsoleCall } from '../../../app/actions/use-console-call';
import { useApi } from '../../../app/api/api-context';
import { Panel } from '../../../components/panel';
import { statusText } from '../../../components/leads/lead-words';

interface PipelineFields {
  status: LeadStatus;
  /** '' for nobody. */
  owner: string;
  note?: string;
}

/** Status, owner and a note, saved together; each change goes into the enquiry's history. */
export function PipelineForm({ details, call }: { details: LeadDetails; call: ReturnType<typeof useConsoleCall> }) {
  const { t } = useTranslation();
  const api = useApi();
  const [form] = Form.useForm<PipelineFields>();
  const { lead, owners } = details;

  async function save(fields: PipelineFields) {
    const saved = await call.run('pipeline', { done: t('lead.saved'), failed: t('lead.saveFailed') }, () =>
      api.changeLead(lead.id, { status: fields.status, owner: fields.owner || null, ...(fields.note?.trim() ? { note: fields.note.trim() } : {}) }).then(() => ({})),
    );
    // The note is in the history now; what was typed stays when saving failed.
    if (saved) form.setFieldValue('note', '');
  }

  return (
    <Panel id="lead-pipeline" title={t('lead.pipeline')}>
      <Form<PipelineFields> form={form} layout="vertical" initialValues={{ status: lead.status, owner: lead.owner ?? '' }} onFinish={save} aria-label={t('lead.pipeline')}>
        <Form.Item label={t('leads.status')} name="status">
          <Select options={leadStatuses.map((status) => ({ value: status, label: statusText(t, status) }))} />
        </Form.Item>
        <Form.Item label={t('leads.owner')} name="owner">
          <Select options={[{ value: '', label: t('leads.nobody') }, ...owners.map((name) => ({ value: name, label: name }))]} />
        </Form.Item>
        <Form.Item label={t('lead.note')} name="note">
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} placeholder={t('lead.notePlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={call.pending === 'pipeline'}>
          {t('lead.save')}
        </Button>
      </Form>
    </Panel>
  );
}
