import { useEffect, useRef, useState } from 'react';
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

/** Typing in the search box applies it after this pause (a choice in a list applies at once). */
const typingPauseMs = 400;

/**
 * Status, country, dates (with today, this week and this month a click away), owner and free text,
 * applied as they change; they live in the address with the view, so a filtered inbox can be shared
 * and is there again on return.
 */
export function LeadFilters({ query, owners, countries }: { query: LeadQuery; owners: string[]; countries: string[] }) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  const [form] = Form.useForm<FilterFields>();
  // On a phone each filter's label goes above it: a label and a date range side by side are wider than the screen.
  const wide = Grid.useBreakpoint().md !== false;
  const [initial] = useState<FilterFields>({ ...query, dates: query.from || query.until ? [day(query.from), day(query.until)] : null });

  function apply(fields: FilterFields) {
    clearTimeout(typingTimer.current);
    const params = new URLSearchParams();
    const set = (name: string, value: string | undefined) => value && params.set(name, value);
    set('view', searchParams.get('view') ?? undefined);
    set('status', fields.status);
    set('country', fields.country);
    set('from', dayText(fields.dates?.[0]));
    set('until', dayText(fields.dates?.[1]));
    set('owner', fields.owner);
    set('q', fields.q?.trim());
    setSearchParams(params);
  }

  function clear() {
    clearTimeout(typingTimer.current);
    form.setFieldsValue({ status: undefined, country: undefined, dates: null, owner: undefined, q: undefined });
    const view = searchParams.get('view');
    setSearchParams(new URLSearchParams(view ? { view } : {}));
  }

  function changed(changes: Partial<FilterFields>, fields: FilterFields) {
    clearTimeout(typingTimer.current);
    if ('q' in changes) typingTimer.current = setTimeout(() => apply(fields), typingPauseMs);
    else apply(fields);
  }

  const today = dayjs().startOf('day');
  const presets = [
    { label: t('leads.presets.today'), value: [today, today] as [Dayjs, Dayjs] },
    // Weeks start on Monday, as the sales team's do.
    { label: t('leads.presets.week'), value: [today.subtract((today.day() + 6) % 7, 'day'), today] as [Dayjs, Dayjs] },
    { label: t('leads.presets.month'), value: [today.startOf('month'), today] as [Dayjs, Dayjs] },
  ];

  // On a phone the filters fold away behind one button (saying how many are on): the first enquiry is on the first screen.
  const active = (['q', 'status', 'country', 'owner', 'from', 'until'] as const).filter((name) => query[name]).length;
  const [unfolded, setUnfolded] = useState(false);
  if (!wide && !unfolded) {
    return (
      <Button onClick={() => setUnfolded(true)} aria-expanded={false} style={{ marginBottom: 16 }}>
        {t('leads.showFilters', { count: active })}
      </Button>
    );
  }

  return (
    <Form<FilterFields> form={form} layout={wide ? 'inline' : 'vertical'} initialValues={initial} onFinish={apply} onValuesChange={changed} aria-label={t('leads.filters')} style={{ rowGap: 12, marginBottom: 16 }}>
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
        <DatePicker.RangePicker allowEmpty={[true, true]} presets={presets} format={i18n.language === 'en' ? 'MMM D, YYYY' : 'YYYY年M月D日'} style={{ maxWidth: '100%' }} />
      </Form.Item>
      <Flex gap={8} wrap>
        {/* Enter in the search box applies it without waiting; the button is for those who look for one. */}
        <Button htmlType="submit">{t('leads.apply')}</Button>
        <Button onClick={clear}>{t('leads.clear')}</Button>
      </Flex>
    </Form>
  );
}
