import { HeroBanner, PageMeta, useMedia, type RouteModule } from '@site/design';
import { AntdScope, TabsLayout } from '@site/design/antd';
import { useTranslation } from '@site/i18n';
import { build } from '../../build';
import { LegalDocument, type LegalDocumentText } from '../../shared/legal-document';
import { messagesOf } from '../../shared/messages';
import { policyBanner, policyTabs } from './data';
import styles from './policy.module.css';

/** /policy: banner and three tabs (terms by default); only the active document is in the DOM. */
export function PolicyPage() {
  const { t } = useTranslation('policy');
  const media = useMedia();
  const items = policyTabs.map((key) => ({
    key,
    label: t(`tabs.${key}`),
    content: <LegalDocument text={t(`documents.${key}`, { returnObjects: true }) as LegalDocumentText} effective={t('effective')} />,
  }));
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/policy" image={media(policyBanner.image.file)} />
      <HeroBanner
        image={{ src: media(policyBanner.image.file), width: policyBanner.image.width, height: policyBanner.image.height }}
        mobileImage={{ src: media(policyBanner.mobile.file), width: policyBanner.mobile.width, height: policyBanner.mobile.height }}
        title={t('banner.title')}
        texts={[t('banner.subtitle')]}
      />
      <div className={styles.tabs} aria-label={t('tabs.label')} role="region">
        <AntdScope>
          <TabsLayout items={items} defaultActiveKey="terms" />
        </AntdScope>
      </div>
    </>
  );
}

const route: RouteModule = {
  Page: PolicyPage,
  messages: messagesOf('policy'),
  build,
};

export default route;
