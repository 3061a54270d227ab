import { type RouteModule } from '@site/federation/route-module';
import { PageMeta } from '@site/design';
import { company } from '@site/config';
import { useTranslation } from '@site/i18n';
import { build } from '../../build';
import { LegalDocument, type LegalDocumentText } from '../../shared/legal-document';
import { messagesOf } from '../../shared/messages';
import styles from './privacy.module.css';

/** /privacy.html (Chinese) and /privacy-en.html (English): what the enquiry form collects and why. */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const text = t('document', { returnObjects: true, email: company.emails.official }) as LegalDocumentText;
  return (
    <div className={styles.page}>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/privacy.html" name={text.title} />
      <LegalDocument text={text} effective={t('effective')} titleAs="h1" />
    </div>
  );
}

const route: RouteModule = {
  Page: PrivacyPage,
  messages: messagesOf('privacy'),
  build,
};

export default route;
