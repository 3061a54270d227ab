import { useState } from 'react';
import { HeroBanner, PageMeta, ToastRegion, useMedia, useToasts, type RouteModule } from '@site/design';
import { useTranslation, type Locale } from '@site/i18n';
import { build } from '../../build';
import { EnquiryForm } from './components/enquiry-form';
import { EnquirySuccess } from './components/enquiry-success';
import styles from './components/contact-form.module.css';
import { bannerImage, bannerMobileImage } from './data/media';

const translations: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('../../../locales/zh/contact.json'),
  en: () => import('../../../locales/en/contact.json'),
};

/** /contact: banner, a tip line and the enquiry form, replaced by a success result once sent. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const media = useMedia();
  const [submitted, setSubmitted] = useState(false);
  // Outside the form: the success toast stays while the form gives way to the result.
  const toasts = useToasts();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/contact" />
      <HeroBanner
        image={{ ...bannerImage, src: media(bannerImage.file) }}
        mobileImage={{ ...bannerMobileImage, src: media(bannerMobileImage.file) }}
        title={t('banner.title')}
        texts={[t('banner.subtitle')]}
      />
      <div className={styles.page}>
        {submitted ? (
          <EnquirySuccess />
        ) : (
          <>
            <p className={styles.tip}>{t('tip')}</p>
            <EnquiryForm onSubmitted={() => setSubmitted(true)} notify={toasts.show} />
          </>
        )}
      </div>
      <ToastRegion toasts={toasts.toasts} />
    </>
  );
}

const route: RouteModule = {
  Page: ContactPage,
  messages: async (locale) => ({ contact: (await translations[locale]()).default }),
  build,
};

export default route;
