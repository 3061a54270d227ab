import { useState } from 'react';
import type { ContactFormStep } from './plain-form/contact-form-step';
import { type RouteModule, type RoutePageProps } from '@site/federation/route-module';
import { BelowTheFold, HeroBanner, PageMeta, ToastRegion, useMedia, useToasts } from '@site/design';
import { useTranslation, type Locale } from '@site/i18n';
import { build } from '../../build';
import { EnquiryForm } from './components/enquiry-form';
import { EnquirySuccess } from './components/enquiry-success';
import styles from './components/contact-form.module.css';
import { bannerImage, bannerMobileImage } from '../../shared/banner-images';

const translations: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('../../../locales/zh/contact.json'),
  en: () => import('../../../locales/en/contact.json'),
};

/**
 * /contact: banner, a tip line and the enquiry form, replaced by a success result once sent.
 * `data`: what the server made of a plain post of the form (issue 28), or null.
 */
export function ContactPage({ data }: Partial<RoutePageProps<ContactFormStep | null>>) {
  const step = data ?? undefined;
  const { t } = useTranslation('contact');
  const media = useMedia();
  const [submitted, setSubmitted] = useState(step?.step === 'success');
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
      <BelowTheFold>
        <div className={styles.page}>
          {submitted ? (
            <EnquirySuccess />
          ) : (
            <>
              <p className={styles.tip}>{t('tip')}</p>
              <EnquiryForm onSubmitted={() => setSubmitted(true)} notify={toasts.show} step={step} />
            </>
          )}
        </div>
      </BelowTheFold>
      <ToastRegion toasts={toasts.toasts} />
    </>
  );
}

const route: RouteModule<ContactFormStep | null> = {
  Page: ContactPage,
  messages: async (locale) => ({ contact: (await translations[locale]()).default }),
  // A plain post's answer comes from the shell's server only (never from a URL). Loaded when
  // there is one: the browser never needs this code.
  load: async ({ actionData, locale }) => (actionData ? (await import('./plain-form/contact-state')).pageStep(actionData, locale) : null),
  action: () => import('./plain-form/action'),
  build,
};

export default route;
