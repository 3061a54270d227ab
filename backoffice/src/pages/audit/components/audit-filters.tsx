import { useState } from 'react';
import { Button, DatePicker, Flex, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { areaNames, auditActions, auditScopes, consoleRemote, type AuditScope } from '@site/console-contract/releases';
import { leadsRemote } from '@site/console-contract/leads';
import { newsroomRemote } from '@site/console-contract/newsroom';
import { launchesSection } from '@site/console-contract/launches';
import { auditRemoteName } from './audit-table';
import type { AuditQuery } from '../../../app/api/console-api-client';

interface FilterFields {
  scope: AuditScope;
  remote?: string;
  actor?: string;
  action?: string;
  since?: Dayjs | null;
  until?: Dayjs | null;
}

const asDay = (iso: string | undefined) => (iso && dayjs(iso).isValid() ? dayjs(iso) : undefined);

/** Filters by kind, area, person, action and time; they live in the address, so a filtered view can be shared. */
export function AuditFilters({ query, csvHref }: { query: AuditQuery; csvHref: string }) {
  const { t, i18n } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const [initial] = useState<FilterFields>({ ...query, scope: query.scope ?? 'release', since: asDay(query.since), until: asDay(query.until) });
  // The picker's own words come from antd's locale; its dates are written the way the language writes them.
  const dateFormat = i18n.language === 'en' ? 'MMM D, YYYY HH:mm' : 'YYYY年M月D日 HH:mm';

  function apply(fields: FilterFields) {
    const params = new URLSearchParams();
    const set = (name: string, value: string | undefined) => value && params.set(name, value);
    set('scope', fields.scope);
    set('remote', fields.remote);
    set('actor', fields.actor?.trim());
    set('action', fields.action);
    set('since', fields.since?.toISOString());
    set('until', fields.until?.toISOString());
    setSearchParams(params);
  }

  return (
    <Form<FilterFields> layout="inline" initialValues={initial} onFinish={apply} aria-label={t('audit.filters')} style={{ rowGap: 12, marginBottom: 16 }}>
      <Form.Item label={t('audit.scope')} name="scope">
        <Select style={{ minWidth: 120 }} options={auditScopes.map((scope) => ({ value: scope, label: t(`audit.scopes.${scope}`) }))} />
      </Form.Item>
      <Form.Item label={t('audit.remote')} name="remote">
        <Select allowClear style={{ minWidth: 120 }} placeholder={t('audit.any')} options={[...areaNames, consoleRemote, leadsRemote, newsroomRemote, launchesSection].map((name) => ({ value: name, label: auditRemoteName(t, name) }))} />
      </Form.Item>
      <Form.Item label={t('audit.actor')} name="actor">
        <Input style={{ width: 140 }} />
      </Form.Item>
      <Form.Item label={t('audit.action')} name="action">
        <Select allowClear style={{ minWidth: 140 }} placeholder={t('audit.any')} options={auditActions.map((name) => ({ value: name, label: t(`audit.actions.${name}`) }))} />
      </Form.Item>
      <Form.Item label={t('audit.since')} name="since">
        <DatePicker showTime={{ format: 'HH:mm' }} format={dateFormat} placeholder={t('audit.pickTime')} />
      </Form.Item>
      <Form.Item label={t('audit.until')} name="until">
        <DatePicker showTime={{ format: 'HH:mm' }} format={dateFormat} placeholder={t('audit.pickTime')} />
      </Form.Item>
      <Flex gap={8} wrap>
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
