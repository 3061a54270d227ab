import { useState } from 'react';
import { Button, DatePicker, Flex, Form, Grid, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { leadStatuses, type LeadQuery, type LeadStatus } from '@site/console-contract/leads';
import { countryName, statusText } from '../../../components/leads/lead-words';

interface FilterFields {
  status?: LeadStatus;
  country?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  owner?: string;
  q?: string;
}

const day = (value: string | undefined) => (value && dayjs(value).isValid() ? dayjs(value) : null);
const dayText = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

/** Status, country, dates, owner and free text; they live in the address, so a filtered inbox can be shared. */
export function LeadFilters({ query, owners, countries }: { query: LeadQuery; owners: string[]; countries: string[] }) {
  const { t, i18n } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const [form] = Form.useForm<FilterFields>();
  // On a phone each filter's label goes above it: a label and a date range side by side are wider than the screen.
  const wide = Grid.useBreakpoint().md !== false;
  const [initial] = useState<FilterFields>({ ...query, dates: query.from || query.until ? [day(query.from), day(query.until)] : null });

  function apply(fields: FilterFields) {
    const params = new URLSearchParams();
    const set = (name: string, value: string | undefined) => value && params.set(name, value);
    set('status', fields.status);
    set('country', fields.country);
    set('from', dayText(fields.dates?.[0]));
    set('until', dayText(fields.dates?.[1]));
    set('owner', fields.owner);
    set('q', fields.q?.trim());
    setSearchParams(params);
  }

  function clear() {
    form.resetFields();
    form.setFieldsValue({ status: undefined, country: undefined, dates: null, owner: undefined, q: undefined });
    setSearchParams(new URLSearchParams());
  }

  return (
    <Form<FilterFields> form={form} layout={wide ? 'inline' : 'vertical'} initialValues={initial} onFinish={apply} aria-label={t('leads.filters')} style={{ rowGap: 12, marginBottom: 16 }}>
      <Form.Item label={t('leads.search')} name="q">
        <Input type="search" allowClear style={{ width: 240, maxWidth: '100%' }} placeholder={t('leads.searchPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('leads.status')} name="status">
        <Select allowClear style={{ minWidth: 130 }} placeholder={t('leads.any')} options={leadStatuses.map((status) => ({ value: status, label: statusText(t, status) }))} />
      </Form.Item>
      <Form.Item label={t('leads.country')} name="country">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 140 }}
          placeholder={t('leads.any')}
          options={countries.map((code) => ({ value: code, label: countryName(code, i18n.language) }))}
        />
      </Form.Item>
      <Form.Item label={t('leads.owner')} name="owner">
        <Select allowClear style={{ minWidth: 130 }} placeholder={t('leads.any')} options={[{ value: 'none', label: t('leads.nobody') }, ...owners.map((name) => ({ value: name, label: name }))]} />
      </Form.Item>
      <Form.Item label={t('leads.dates')} name="dates">
        <DatePicker.RangePicker allowEmpty={[true, true]} format={i18n.language === 'en' ? 'MMM D, YYYY' : 'YYYY年M月D日'} style={{ maxWidth: '100%' }} />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit">
          {t('leads.apply')}
        </Button>
        <Button onClick={clear}>{t('leads.clear')}</Button>
      </Flex>
    </Form>
  );
}
