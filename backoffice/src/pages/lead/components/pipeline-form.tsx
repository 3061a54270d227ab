import { useEffect, useRef } from 'react';
import { Button, Flex, Form, Input, Select, type GetRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { leadStatuses, type LeadDetails, type LeadStatus } from '@site/console-contract/leads';
import type { useConsoleCall } from '../../../app/actions/use-console-call';
import { useApi } from '../../../app/api/api-context';
import { useShortcuts } from '../../../app/keys/use-shortcuts';
import { useSession } from '../../../app/session/use-session';
import { Panel } from '../../../components/panel';
import { statusText } from '../../../components/leads/lead-words';

interface PipelineFields {
  status: LeadStatus;
  /** '' for nobody. */
  owner: string;
  note?: string;
}

/** Where the keyboard starts on the form (the inbox's `s` and `n`). */
export type PipelineFocus = 'status' | 'note';

/**
 * Status, owner and a note, saved together (the button, or Ctrl+Enter); each change goes into the
 * enquiry's history. "Assign to me" (or `a`) saves at once. `s` and `n` put the keyboard on the
 * status and the note.
 */
export function PipelineForm({ details, call, focus }: { details: LeadDetails; call: ReturnType<typeof useConsoleCall>; focus?: PipelineFocus | undefined }) {
  const { t } = useTranslation();
  const api = useApi();
  const { user } = useSession();
  const [form] = Form.useForm<PipelineFields>();
  const { lead, owners } = details;
  const statusRef = useRef<GetRef<typeof Select>>(null);
  const noteRef = useRef<GetRef<typeof Input.TextArea>>(null);
  const mine = lead.owner === user;

  async function save(fields: PipelineFields) {
    const saved = await call.run('pipeline', { done: t('lead.saved'), failed: t('lead.saveFailed') }, () =>
      api.changeLead(lead.id, { status: fields.status, owner: fields.owner || null, ...(fields.note?.trim() ? { note: fields.note.trim() } : {}) }).then(() => ({})),
    );
    // The note is in the history now; what was typed stays when saving failed.
    if (saved) form.setFieldValue('note', '');
  }

  async function assignToMe() {
    if (mine) return;
    const saved = await call.run('pipeline', { done: t('lead.assignedToYou'), failed: t('lead.saveFailed') }, () => api.changeLead(lead.id, { owner: user }).then(() => ({})));
    if (saved) form.setFieldValue('owner', user);
  }

  const focusOn = (field: PipelineFocus) => (field === 'status' ? statusRef.current?.focus() : noteRef.current?.focus());
  useEffect(() => {
    if (focus) focusOn(focus);
  }, [focus]);
  useShortcuts({ a: () => void assignToMe(), s: () => focusOn('status'), n: () => focusOn('note') });

  return (
    <Panel id="lead-pipeline" title={t('lead.pipeline')}>
      <Form<PipelineFields>
        form={form}
        layout="vertical"
        initialValues={{ status: lead.status, owner: lead.owner ?? '' }}
        onFinish={save}
        aria-label={t('lead.pipeline')}
        onKeyDown={(event) => {
          // Ctrl+Enter saves; it, or Esc, gives the keys back to the page (j to the next enquiry).
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            form.submit();
            (document.activeElement as HTMLElement | null)?.blur();
          } else if (event.key === 'Escape' && event.target instanceof HTMLTextAreaElement) event.target.blur();
        }}
      >
        <Form.Item label={t('leads.status')} name="status">
          <Select ref={statusRef} options={leadStatuses.map((status) => ({ value: status, label: statusText(t, status) }))} />
        </Form.Item>
        <Form.Item label={t('leads.owner')}>
          <Flex gap={8} wrap>
            <Form.Item name="owner" noStyle>
              <Select aria-label={t('leads.owner')} style={{ flex: 1, minWidth: 160 }} options={[{ value: '', label: t('leads.nobody') }, ...owners.map((name) => ({ value: name, label: name }))]} />
            </Form.Item>
            {!mine && (
              <Button onClick={() => void assignToMe()} loading={call.pending === 'pipeline'}>
                {t('leads.assignToMe')}
              </Button>
            )}
          </Flex>
        </Form.Item>
        <Form.Item label={t('lead.note')} name="note" extra={t('lead.saveKeys')}>
          <Input.TextArea ref={noteRef} autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} placeholder={t('lead.notePlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={call.pending === 'pipeline'}>
          {t('lead.save')}
        </Button>
      </Form>
    </Panel>
  );
}
