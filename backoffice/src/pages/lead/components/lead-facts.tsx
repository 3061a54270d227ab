import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lead } from '@site/console-contract/leads';
import { useFormat } from '../../../app/i18n/use-format';
import { Facts } from '../../../components/facts';
import { Panel } from '../../../components/panel';
import { countryName } from '../../../components/leads/lead-words';
import { mailtoHref } from '../../../components/leads/mailto';
import styles from '../lead.module.css';
import { consoleTokens } from '../../../app/theme/console-theme';

/** Every field the visitor sent, where it came from, and what they consented to. */
export function LeadFacts({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = (code: string | null) => (code ? t(`lead.languages.${code}` as 'lead.languages.zh', { defaultValue: code }) : '–');
  return (
    <>
      <Panel id="lead-contact" title={t('lead.contact')}>
        <Facts
          items={[
            { key: 'name', label: t('leads.name'), value: lead.name },
            { key: 'company', label: t('leads.company'), value: lead.company },
            { key: 'email', label: t('lead.email'), value: mailtoHref(lead.email) ? <a href={mailtoHref(lead.email)}>{lead.email}</a> : lead.email },
            {
              key: 'phone',
              label: t('lead.phone'),
              value: (
                <>
                  <a href={`tel:+${lead.phoneNumber}`}>+{lead.phoneNumber}</a>{' '}
                  <Tag variant="solid" color={lead.phoneVerified ? consoleTokens.colorTagFits : consoleTokens.colorTagUnknown}>{lead.phoneVerified ? t('lead.phoneVerified') : t('lead.phoneNotVerified')}</Tag>
                </>
              ),
            },
            { key: 'country', label: t('leads.country'), value: countryName(lead.countryCode, i18n.language) },
            { key: 'city', label: t('lead.city'), value: lead.city },
            { key: 'received', label: t('leads.received'), value: <time dateTime={lead.receivedAt}>{format.dateTime(lead.receivedAt)}</time> },
            { key: 'remark', label: t('lead.remark'), value: <span className={styles.remark}>{lead.remark}</span> },
          ]}
        />
      </Panel>
      <Panel id="lead-origin" title={t('lead.origin')}>
        <Facts
          items={[
            { key: 'page', label: t('lead.page'), value: lead.sourcePath ? <code>{lead.sourcePath}</code> : t('lead.unknownPage') },
            { key: 'language', label: t('lead.language'), value: language(lead.language) },
            { key: 'consent', label: t('lead.consentAt'), value: <time dateTime={lead.consentAt}>{format.dateTime(lead.consentAt)}</time> },
            { key: 'policy', label: t('lead.policy'), value: t('lead.policyOf', { version: lead.policyVersion, language: language(lead.policyLanguage ?? lead.language) }) },
          ]}
        />
      </Panel>
    </>
  );
}
