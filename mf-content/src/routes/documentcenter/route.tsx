import { type RouteModule } from '@site/federation/route-module';
import { TabsLayout, useMedia } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { build } from '../../build';
import { DocumentList } from '../../shared/document-list';
import { documentPath } from '../../shared/documents';
import { messagesOf } from '../../shared/messages';
import { PageBanner } from '../../shared/page-banner';
import { documentTabs } from './data';
import styles from './documentcenter.module.css';

/** /documentcenter: the SDK guides as PDFs, one tab per product line. */
export function DocumentCenterPage() {
  const { t } = useTranslation('documents');
  const locale = useLocale();
  const media = useMedia();
  const items = documentTabs.map(({ key, files }) => ({
    key,
    label: t(`tabs.${key}`),
    content: (
      <DocumentList
        accessLabel={t('access')}
        headingLevel={2}
        items={files.map((file) => ({ name: t(`files.${file}.name`), desc: t(`files.${file}.desc`), link: media(documentPath(file, locale)) }))}
      />
    ),
  }));
  return (
    <>
      <PageBanner ns="documents" name="documentcenter" path="/documentcenter" />
      <div className={styles.tabs}>
        <TabsLayout items={items} defaultActiveKey="bot" />
      </div>
    </>
  );
}

const route: RouteModule = {
  Page: DocumentCenterPage,
  messages: messagesOf('documents'),
  build,
};

export default route;
