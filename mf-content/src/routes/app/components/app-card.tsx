import { useMedia } from '@site/design';
import { LocaleLink, useTranslation } from '@site/i18n';
import { apps, type AppKey } from '../../../shared/app-download/apps';
import { StoreButtons } from '../../../shared/app-download/store-buttons';
import styles from '../app.module.css';

/** One app on /app: robot picture, name, summary, store buttons and a link to its page. */
export function AppCard({ app }: { app: AppKey }) {
  const { t } = useTranslation('app');
  const media = useMedia();
  const { robot } = apps[app];
  return (
    <li className={styles.card}>
      <img className={styles.robot} src={media(robot.file)} alt="" width={robot.width} height={robot.height} />
      <div className={styles.cardText}>
        <h2 className={styles.cardTitle}>{t(`${app}.banner.title`)}</h2>
        <p>{t(`${app}.summary`)}</p>
        <StoreButtons app={app} />
        <LocaleLink className={styles.more} to={`/app/${app}`}>
          {t('overview.details', { app: t(`${app}.banner.title`) })}
        </LocaleLink>
      </div>
    </li>
  );
}
