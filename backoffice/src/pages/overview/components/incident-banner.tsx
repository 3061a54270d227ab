import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AreaIncident } from '@site/console-contract/releases';
import { useFormat } from '../../../app/i18n/use-format';
import { paths } from '../../../app/router/paths';
import styles from './incident-banner.module.css';

/**
 * Areas failing their visitors now, at the head of the overview in red: which version, what share of
 * its visitors saw a failure (or that the canary is slower), since when, and the way to the area.
 */
export function IncidentBanner({ incidents, windowMs }: { incidents: AreaIncident[]; windowMs: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (incidents.length === 0) return null;
  return (
    <section className={styles.banner} role="alert" aria-labelledby="incidents-title">
      <h2 id="incidents-title" className={styles.title}>
        {t('incidents.title', { count: incidents.length })}
      </h2>
      <ul className={styles.list}>
        {incidents.map((incident) => {
          const area = t(`areas.names.${incident.remote}`);
          const what =
            incident.reason === 'speed'
              ? t('incidents.slower', { version: incident.version })
              : t(`incidents.failures.${incident.role}`, {
                  version: incident.version,
                  rate: format.percent(incident.figures.views === 0 ? 0 : incident.figures.failed / incident.figures.views),
                  failed: format.number(incident.figures.failed),
                  views: format.number(incident.figures.views),
                  minutes: Math.round(windowMs / 60_000),
                });
          return (
            <li key={`${incident.remote} ${incident.role}`} className={styles.item}>
              <strong className={styles.area}>{area}</strong> <span>{what}</span> <span className={styles.since}>{t('incidents.since', { time: format.time(incident.since) })}</span>{' '}
              <Link to={paths.area(incident.remote)} className={styles.link}>
                {t('incidents.open', { area })}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
