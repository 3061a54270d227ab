import { useState } from 'react';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { areaNames, auditActions } from '../../../../server/console-api';
import type { AuditQuery } from '../../../app/api/console-api-client';
import { isoToLocalInput, localInputToIso } from '../audit-query';

interface FilterFields {
  remote?: string;
  actor?: string;
  action?: string;
  since?: string;
  until?: string;
}


/** Filters by area, person, action and time; they live in the address, so a filtered view can be shared. */
export function AuditFilters({ query, csvHref }: { query: AuditQuery; csvHref: string }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const [initial] = useState<FilterFields>({ ...query, since: isoToLocalInput(query.since), until: isoToLocalInput(query.until) });

  function apply(fields: FilterFields) {
    const params = new URLSearchParams();
    const set = (name: string, value: string | undefined) => value && params.set(name, value);
    set('remote', fields.remote);
    set('actor', fields.actor?.trim());
    set('action', fields.action);
    set('since', fields.since ? localInputToIso(fields.since) : undefined);
    set('until', fields.until ? localInputToIso(fields.until) : undefined);
    setSearchParams(params);
  }

  return (
    <Form<FilterFields> layout="inline" initialValues={initial} onFinish={apply} aria-label={t('audit.filters')} style={{ rowGap: 12 }}>
      <Form.Item label={t('audit.remote')} name="remote">
        <Select allowClear style={{ minWidth: 140 }} placeholder={t('audit.any')} options={[...areaNames, 'console'].map((name) => ({ value: name, label: name }))} />
      </Form.Item>
      <Form.Item label={t('audit.actor')} name="actor">
        <Input style={{ width: 140 }} />
      </Form.Item>
      <Form.Item label={t('audit.action')} name="action">
        <Select allowClear style={{ minWidth: 140 }} placeholder={t('audit.any')} options={auditActions.map((name) => ({ value: name, label: t(`audit.actions.${name}`) }))} />
      </Form.Item>
      <Form.Item label={t('audit.since')} name="since">
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item label={t('audit.until')} name="until">
        <Input type="datetime-local" />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit">
          {t('audit.apply')}
        </Button>
        <Button href={csvHref} download>
          {t('audit.exportCsv')}
        </Button>
      </Flex>
    </Form>
  );
}
