import { useTranslation } from '@site/i18n';
import { ErrorPage } from './error-page';

/** The 404 page: 'Page Not Found: {path}'. The server answers it with status 404. */
export function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation('shell');
  return <ErrorPage status={404} message={t('error.notFound', { path })} />;
}
