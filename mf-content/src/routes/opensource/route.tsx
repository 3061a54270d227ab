import { useEffect, useState } from 'react';
import type { RouteModule } from '@site/federation/route-module';
import { useTranslation } from '@site/i18n';
import { build } from '../../build';
import { messagesOf } from '../../shared/messages';
import { PageBanner } from '../../shared/page-banner';
import { SdkCard } from './components/sdk-card';
import { sdkFilters, sdkRepositories, type SdkFilter } from './data';
import styles from './components/opensource.module.css';

/** True above 1024 px, after hydration (the server and the first render assume a narrow screen). */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(min-width: 1025px)');
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/** /opensource: the SDK repositories, filtered by product line. */
export function OpenSourcePage() {
  const { t } = useTranslation('opensource');
  const [filter, setFilter] = useState<SdkFilter>('all');
  const wide = useWideScreen();
  const shown = sdkRepositories.filter((repo) => filter === 'all' || repo.group === filter);
  return (
    <>
      <PageBanner ns="opensource" name="opensource" path="/opensource" />
      <div className={styles.body}>
        <div className={styles.menu} role="group" aria-label={t('filter.label')}>
          {sdkFilters.map((key) => (
            <button key={key} type="button" className={styles.filter} aria-pressed={filter === key} onClick={() => setFilter(key)}>
              {t(`filter.${key}`)}
            </button>
          ))}
        </div>
        <ul className={styles.grid}>
          {shown.map((repo) => (
            <SdkCard key={repo.key} title={t(`repos.${repo.key}.title`)} desc={t(`repos.${repo.key}.desc`)} href={repo.href} group={repo.group} newTabLabel={t('newTab')} wide={wide} />
          ))}
        </ul>
      </div>
    </>
  );
}

const route: RouteModule = {
  Page: OpenSourcePage,
  messages: messagesOf('opensource'),
  build,
};

export default route;
