import { useTranslation } from '@site/i18n';
import { ErrorPage } from './error-page';

/**
 * The 404 page: 'Page Not Found: {path}'. The server answers it with status 404. The Chinese page
 * also carries the English line, the site's contract text for unknown paths.
 */
export function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation('shell');
  const english = t('error.notFoundEnglish', { path });
  return <ErrorPage status={404} message={t('error.notFound', { path })} note={english ? <span lang="en">{english}</span> : undefined} />;
}
