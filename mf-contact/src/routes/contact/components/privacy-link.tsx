import type { ReactNode } from 'react';
import { LocaleLink, useTranslation } from '@site/i18n';

/**
 * The privacy policy (/privacy.html in Chinese, /privacy-en.html in English), in a new tab so the
 * visitor's input stays. Used as the `<privacy>` tag of translated sentences.
 */
export function PrivacyLink({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('contact');
  return (
    <LocaleLink to="/privacy.html" target="_blank" rel="noopener noreferrer" title={t('form.newTab')}>
      {children}
    </LocaleLink>
  );
}
