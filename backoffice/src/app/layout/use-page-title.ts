import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIncidentCount } from '../live/incidents';

/** The tab's title: an incident first (an area failing its visitors), then the page, then the console. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const app = t('app.name');
  const { count } = useIncidentCount();
  const incidents = count > 0 ? `${t('incidents.tabTitle', { count })} · ` : '';
  useEffect(() => {
    document.title = `${incidents}${page} · ${app}`;
  }, [incidents, page, app]);
}
