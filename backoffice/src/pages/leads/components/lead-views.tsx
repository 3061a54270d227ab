import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { leadViews, type LeadView } from '@site/console-contract/leads';
import { useFormat } from '../../../app/i18n/use-format';
import { paths } from '../../../app/router/paths';
import styles from './lead-views.module.css';

/** The inbox's views with how many each holds (they follow new enquiries with the list). */
export function LeadViews({ current, counts }: { current: LeadView; counts: Record<LeadView, number> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <nav aria-label={t('leads.views.label')} className={styles.views}>
      {leadViews.map((view) => (
        <Link key={view} to={view === 'all' ? paths.leads() : `${paths.leads()}?view=${view}`} className={styles.view} aria-current={view === current ? 'page' : undefined}>
          <span>{t(`leads.views.${view}`)}</span> <span className={styles.count}>{format.number(counts[view])}</span>
        </Link>
      ))}
    </nav>
  );
}
