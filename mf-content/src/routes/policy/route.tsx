import { type RouteModule } from '@site/federation/route-module';
import { TabsLayout } from '@site/design';
import { useTranslation } from '@site/i18n';
import { build } from '../../build';
import { LegalDocument, type LegalDocumentText } from '../../shared/legal-document';
import { messagesOf } from '../../shared/messages';
import { PageBanner } from '../../shared/page-banner';
import { policyTabs } from './data';
import styles from './policy.module.css';

/** /policy: banner and three tabs (terms by default); only the active document is in the DOM. */
export function PolicyPage() {
  const { t } = useTranslation('policy');
  const items = policyTabs.map((key) => ({
    key,
    label: t(`tabs.${key}`),
    content: <LegalDocument text={t(`documents.${key}`, { returnObjects: true }) as LegalDocumentText} effective={t('effective')} />,
  }));
  return (
    <>
      <PageBanner ns="policy" name="policy" path="/policy" />
      <section className={styles.tabs} aria-label={t('tabs.label')}>
        <TabsLayout items={items} defaultActiveKey="terms" />
      </section>
    </>
  );
}

const route: RouteModule = {
  Page: PolicyPage,
  messages: messagesOf('policy'),
  build,
};

export default route;
