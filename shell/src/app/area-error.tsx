import { useTranslation } from '@site/i18n';

/** What a visitor sees where a remote could not be loaded: the rest of the page keeps working. */
export function AreaError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className="area-state area-state--failed" role="alert">
      {/* The page answers 503 with this block: it still has a title, and no search engine keeps it. */}
      <title>{`${t('area.failedTitle')} | ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <svg className="area-state__icon" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
        <path d="M24 5 45 42H3z" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        <path d="M24 19v11M24 35v1" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h2 className="area-state__title">{t('area.failedTitle')}</h2>
      <p className="area-state__text">{t('area.failedText')}</p>
      <button type="button" className="button-link button-link--primary" onClick={onRetry}>
        {t('area.retry')}
      </button>
    </section>
  );
}
