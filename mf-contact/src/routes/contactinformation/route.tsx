import { type RouteModule } from '@site/federation/route-module';
import { PageMeta } from '@site/design';
import { useTranslation, type Locale } from '@site/i18n';
import { build } from '../../build';
import { ContactBanner } from './components/contact-banner';
import { ContactCard } from './components/contact-card';
import { MailGlyph, PhoneGlyph } from './components/icons';
import { QrCodes } from './components/qr-codes';
import { SocialLinks } from './components/social-links';
import styles from './components/contact-info.module.css';
import { emailEntry, phoneEntry } from './data';

const translations: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('../../../locales/zh/contactinfo.json'),
  en: () => import('../../../locales/en/contactinfo.json'),
};

/** /contactinformation: phone and e-mail cards, social accounts and QR images. */
export function ContactInformationPage() {
  const { t } = useTranslation('contactinfo');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/contactinformation" />
      <ContactBanner />
      <div className={styles.body}>
        <ContactCard entry={phoneEntry} icon={<PhoneGlyph />} note={t('phone.hours')} />
        <ContactCard entry={emailEntry} icon={<MailGlyph />} />
        <SocialLinks />
        <QrCodes />
      </div>
    </>
  );
}

const route: RouteModule = {
  Page: ContactInformationPage,
  messages: async (locale) => ({ contactinfo: (await translations[locale]()).default }),
  build,
};

export default route;
