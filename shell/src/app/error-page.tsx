import type { ReactNode } from 'react';
import { LocaleLink, useTranslation } from '@site/i18n';

/** The error page: status (default 500), message (default 'Sorry, request error'; for 503, try again soon) and a way home. */
export function ErrorPage({ status = 500, message, note }: { status?: number; message?: string; note?: ReactNode }) {
  const { t } = useTranslation('shell');
  const text = message ?? (status === 503 ? t('error.unavailable') : t('error.default'));
  return (
    <section className="error-page">
      <title>{`${status} | ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <p className="error-page__status">{status}</p>
      <h1 className="error-page__message">{text}</h1>
      {note ? <p className="error-page__note">{note}</p> : null}
      <LocaleLink to="/" className="button-link button-link--primary">
        {t('error.home')}
      </LocaleLink>
    </section>
  );
}
