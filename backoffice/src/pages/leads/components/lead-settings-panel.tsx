import { useEffect, useState } from 'react';
import { Button, Flex, Form, InputNumber, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeadSettings, LeadSettingsView } from '@site/console-contract/leads';
import type { useConsoleCall } from '../../../app/actions/use-console-call';
import { CallOutcome } from '../../../app/actions/call-outcome';
import { useApi } from '../../../app/api/api-context';
import { Panel } from '../../../components/panel';
import { countryName } from '../../../components/leads/lead-words';

interface SettingsFields {
  assignment: LeadSettings['assignment'];
  onDuty: string[];
  byCountry: { country: string; owner: string }[];
  ageAmberHours: number;
  ageRedHours: number;
}

const fieldsOf = (settings: LeadSettings): SettingsFields => ({ ...settings, byCountry: Object.entries(settings.byCountry).map(([country, owner]) => ({ country, owner })) });

/**
 * An admin's settings of the lead desk: how new enquiries find an owner (nobody; round-robin among
 * those on duty, the fewest given today first; by country, else round-robin), and when an open
 * enquiry's age turns amber and red. Each save is audited.
 */
export function LeadSettingsPanel({ countries, call }: { countries: string[]; call: ReturnType<typeof useConsoleCall> }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [form] = Form.useForm<SettingsFields>();
  const [view, setView] = useState<LeadSettingsView | null>(null);
  useEffect(() => {
    void api.leadSettings().then((loaded) => {
      setView(loaded);
      form.setFieldsValue(fieldsOf(loaded.settings));
    });
  }, [api, form]);
  const mode = Form.useWatch('assignment', form);
  const people = (view?.people ?? []).map((name) => ({ value: name, label: name }));

  async function save() {
    // Every value, those of fields hidden by the mode too (the form's submit gives only those shown).
    const fields = form.getFieldsValue(true) as SettingsFields;
    const settings: LeadSettings = {
      assignment: fields.assignment,
      onDuty: fields.onDuty ?? [],
      byCountry: Object.fromEntries((fields.byCountry ?? []).filter((row) => row.country && row.owner).map((row) => [row.country, row.owner])),
      ageAmberHours: fields.ageAmberHours,
      ageRedHours: fields.ageRedHours,
    };
    await call.run('lead-settings', { done: t('leads.settings.saved'), failed: t('leads.settings.failed') }, async () => {
      const saved = await api.saveLeadSettings(settings);
      setView(saved);
      return {};
    });
  }

  return (
    <Panel id="lead-settings" title={t('leads.settings.title')}>
      <Form<SettingsFields> form={form} layout="vertical" onFinish={save} aria-label={t('leads.settings.title')} style={{ maxWidth: 560 }}>
        <Form.Item label={t('leads.settings.assignment')} name="assignment">
          <Radio.Group
            options={[
              { value: 'off', label: t('leads.settings.off') },
              { value: 'round-robin', label: t('leads.settings.roundRobin') },
              { value: 'country', label: t('leads.settings.byCountry') },
            ]}
          />
        </Form.Item>
        {mode !== 'off' && (
          <Form.Item label={t('leads.settings.onDuty')} name="onDuty" extra={t('leads.settings.onDutyHint')}>
            <Select mode="multiple" options={people} aria-label={t('leads.settings.onDuty')} />
          </Form.Item>
        )}
        {mode === 'country' && (
          <Form.List name="byCountry">
            {(rows, { add, remove }) => (
              <Flex vertical gap={8} style={{ marginBottom: 16 }}>
                <Typography.Text>{t('leads.settings.countries')}</Typography.Text>
                {rows.map((row) => (
                  <Flex key={row.key} gap={8} wrap>
                    <Form.Item name={[row.name, 'country']} noStyle>
                      <Select showSearch={{ optionFilterProp: 'label' }} style={{ minWidth: 160 }} aria-label={t('leads.country')} options={countries.map((code) => ({ value: code, label: countryName(code, i18n.language) }))} />
                    </Form.Item>
                    <Form.Item name={[row.name, 'owner']} noStyle>
                      <Select style={{ minWidth: 140 }} aria-label={t('leads.owner')} options={people} />
                    </Form.Item>
                    <Button onClick={() => remove(row.name)}>{t('leads.settings.removeCountry')}</Button>
                  </Flex>
                ))}
                <Button onClick={() => add({ country: '', owner: '' })} style={{ alignSelf: 'start' }}>
                  {t('leads.settings.addCountry')}
                </Button>
              </Flex>
            )}
          </Form.List>
        )}
        <Flex gap={16} wrap>
          <Form.Item label={t('leads.settings.amber')} name="ageAmberHours">
            <InputNumber min={1} max={720} suffix={t('leads.settings.hours')} />
          </Form.Item>
          <Form.Item label={t('leads.settings.red')} name="ageRedHours">
            <InputNumber min={1} max={720} suffix={t('leads.settings.hours')} />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" loading={call.pending === 'lead-settings'} disabled={!view}>
          {t('leads.settings.save')}
        </Button>
        <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} of={['lead-settings']} />
      </Form>
    </Panel>
  );
}
