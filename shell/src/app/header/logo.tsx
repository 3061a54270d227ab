import { useLocale, useTranslation } from '@site/i18n';

/** The logo differs by language: Chinese word mark, or the English one. */
export function Logo() {
  const locale = useLocale();
  const { t } = useTranslation('shell');
  return (
    <svg className="logo" data-locale={locale} height="28" viewBox={locale === 'zh' ? '0 0 150 28' : '0 0 210 28'} role="img" aria-label={t('site.name')}>
      <circle cx="14" cy="14" r="11" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="14" cy="14" r="4" fill="var(--site-color-gold)" />
      <text x="32" y="20" fill="currentColor" fontSize={locale === 'zh' ? 18 : 15} fontWeight="700" letterSpacing={locale === 'zh' ? 2 : 1.5}>
        {t('site.logoText')}
      </text>
    </svg>
  );
}
