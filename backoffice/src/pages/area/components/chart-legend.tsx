import { useTranslation } from 'react-i18next';
import type { ChartLine } from './chart-lines';
import styles from './health-chart.module.css';

/** Which line is which: a sample of each line's colour and dash pattern, and its words. */
export function ChartLegend({ lines }: { lines: ChartLine[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend} aria-label={t('chart.legend')}>
      {lines.map((line) => (
        <li key={`${line.version}-${line.measure}`}>
          <svg width="36" height="10" aria-hidden="true">
            <line x1="0" y1="5" x2="36" y2="5" stroke={line.color} strokeWidth={line.width} strokeDasharray={line.dash.join(' ') || undefined} />
            {line.points && <circle cx="18" cy="5" r="2.5" fill={line.color} />}
          </svg>
          {t(`chart.lines.${line.measure}`, { version: line.version, role: t(`roles.version.${line.role}`) })}
        </li>
      ))}
    </ul>
  );
}
