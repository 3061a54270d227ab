import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { deployRights, type DeployRight, type DeployToken, type NewDeployToken } from '@site/console-contract/deploy';
import { areaNames, type AreaName } from '@site/console-contract/releases';
import { useApi } from '../../../app/api/api-context';
import type { ConsoleCall } from '../../../app/actions/use-console-call';
import { useFormat } from '../../../app/i18n/use-format';
import { ConfirmButton } from '../../../components/confirm-button';
import { ResponsiveTable } from '../../../components/responsive-table';

interface NewToken {
  name: string;
  area: AreaName;
  may: DeployRight;
  expires: string;
}

const expiries = ['30d', '90d', '365d', 'never'] as const;
const stateColour = { active: 'green', expired: 'default', revoked: 'red' } as const;

/** The teams' deploy tokens (issue 49): each ships one area from its CI; made here, shown once, revoked here. */
export function DeployTokensPanel({ tokens, call }: { tokens: DeployToken[]; call: ConsoleCall }) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const [form] = Form.useForm<NewToken>();
  const [shown, setShown] = useState<NewDeployToken | null>(null);

  async function add(fields: NewToken) {
    const name = fields.name.trim();
    const made = await call.run('add-token', { done: t('tokens.added', { name }), failed: t('tokens.addFailed', { name }) }, async () => {
      const answer = await api.addDeployToken({ ...fields, name });
      setShown(answer);
      return answer;
    });
    if (made) form.resetFields();
  }

  return (
    <section aria-labelledby="deploy-tokens-title">
      <Typography.Title level={2} id="deploy-tokens-title">
        {t('tokens.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('tokens.intro')}</Typography.Paragraph>
      {shown && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setShown(null), 'aria-label': t('tokens.hide') }}
          title={t('tokens.shownOnce', { name: shown.record.name })}
          description={
            <Typography.Paragraph copyable={{ text: shown.token }} code style={{ wordBreak: 'break-all', marginBottom: 0 }}>
              {shown.token}
            </Typography.Paragraph>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <ResponsiveTable<DeployToken>
        rowKey={(token) => token.name}
        rows={tokens}
        caption={t('tokens.caption')}
        empty={t('tokens.empty')}
        columns={[
          { key: 'name', title: t('tokens.name'), render: ({ name }) => name },
          { key: 'area', title: t('tokens.area'), render: ({ area }) => t(`areas.names.${area}`) },
          { key: 'may', title: t('tokens.may'), render: ({ may }) => t(`tokens.rights.${may}`) },
          { key: 'expires', title: t('tokens.expires'), render: ({ expiresAt }) => (expiresAt ? format.dateTime(expiresAt) : t('tokens.never')) },
          { key: 'created', title: t('tokens.created'), render: ({ createdBy, createdAt }) => t('tokens.createdBy', { time: format.dateTime(createdAt), who: createdBy }) },
          { key: 'used', title: t('tokens.lastUsed'), render: ({ lastUsedAt }) => (lastUsedAt ? format.dateTime(lastUsedAt) : t('tokens.neverUsed')) },
          {
            key: 'state',
            title: t('tokens.state'),
            render: (token) =>
              token.state === 'active' ? (
                <ConfirmButton
                  label={t('tokens.revoke', { name: token.name })}
                  title={t('tokens.revokeTitle', { name: token.name })}
                  confirmLabel={t('tokens.revokeConfirm')}
                  danger
                  buttonProps={{ size: 'small' }}
                  onConfirm={() => call.run(`revoke-${token.name}`, { done: t('tokens.revoked', { name: token.name }), failed: t('tokens.revokeFailed', { name: token.name }) }, () => api.revokeDeployToken(token.name))}
                >
                  <p>{t('tokens.revokeBody', { name: token.name, area: token.area })}</p>
                </ConfirmButton>
              ) : (
                <Tag color={stateColour[token.state]}>{t(`tokens.states.${token.state}`)}</Tag>
              ),
          },
        ]}
      />
      <Typography.Title level={3}>{t('tokens.addTitle')}</Typography.Title>
      <Form<NewToken> form={form} layout="inline" initialValues={{ may: 'publish', expires: '90d' }} onFinish={(fields) => void add(fields)} style={{ rowGap: 12 }}>
        <Form.Item label={t('tokens.name')} name="name" rules={[{ required: true, whitespace: true, message: t('tokens.nameRequired') }]} extra={t('tokens.nameHint')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('tokens.area')} name="area" rules={[{ required: true, message: t('tokens.areaRequired') }]}>
          <Select style={{ minWidth: 140 }} options={areaNames.map((area) => ({ value: area, label: t(`areas.names.${area}`) }))} />
        </Form.Item>
        <Form.Item label={t('tokens.may')} name="may">
          <Select style={{ minWidth: 220 }} options={deployRights.map((right) => ({ value: right, label: t(`tokens.rights.${right}`) }))} />
        </Form.Item>
        <Form.Item label={t('tokens.expires')} name="expires">
          <Select style={{ minWidth: 120 }} options={expiries.map((expiry) => ({ value: expiry, label: t(`tokens.expiry.${expiry}`) }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={call.pending === 'add-token'}>
          {t('tokens.add')}
        </Button>
      </Form>
    </section>
  );
}
