import { useEffect, useRef } from 'react';
import { Button } from '@site/design';
import { useNavigate, useLocalePath, useTranslation } from '@site/i18n';
import styles from './enquiry-success.module.css';

/** Shown in place of the form once an enquiry was accepted; takes focus so it is read out. */
export function EnquirySuccess() {
  const { t } = useTranslation('contact');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.result} aria-labelledby="contact-success-title">
      <svg className={styles.icon} viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <circle className={styles.ring} cx="36" cy="36" r="33" />
        <path className={styles.check} d="M22 37.5l9.5 9.5L51 27" />
      </svg>
      <h2 id="contact-success-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('success.title')}
      </h2>
      <p className={styles.subtitle}>{t('success.subtitle')}</p>
      {/* A GET form: home without scripts too; with them, the router's navigation. */}
      <form action={localePath('/')} method="get">
        <Button
          type="submit"
          variant="primary"
          onClick={(event) => {
            event.preventDefault();
            void navigate(localePath('/'));
          }}
        >
          {t('success.backHome')}
        </Button>
      </form>
    </section>
  );
}
