import { useTranslation } from '@site/i18n';

export function AreaLoading() {
  const { t } = useTranslation('shell');
  return (
    <section className="area-state" aria-busy="true">
      <span className="area-state__spinner" aria-hidden="true" />
      <p className="area-state__text">{t('area.loading')}</p>
    </section>
  );
}
