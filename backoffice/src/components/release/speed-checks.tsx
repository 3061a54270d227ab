import { useTranslation } from 'react-i18next';
import { speedVitalNames, type GuardVerdict, type SpeedCheck, type VitalFigure } from '@site/console-contract/releases';
import { useVitalFormat } from './use-vital-format';
import styles from './guard-verdict.module.css';

type Verdict = 'failing' | 'aboveSoFar' | 'slowerSoFar' | 'notJudged' | 'within';

/** What a vital says about the canary, in the guard's terms: a reason it fails, worse so far, or fine. */
function speedVerdict({ canary, active, judged, worse }: SpeedCheck): Verdict {
  if (worse) return judged ? 'failing' : 'aboveSoFar';
  if (canary.p75 !== null && active.p75 !== null && canary.p75 > active.p75) return 'slowerSoFar';
  return judged ? 'within' : 'notJudged';
}

/** LCP and INP of the canary against the active version: their p75 and visitors, the guard's limit, and what the guard makes of each. */
export function SpeedChecks({ speed }: { speed: GuardVerdict['speed'] }) {
  const { t } = useTranslation();
  const formatVital = useVitalFormat();
  return (
    <ul className={styles.speed} aria-label={t('guard.speed.caption')}>
      {speedVitalNames.map((name) => {
        const check = speed[name];
        const verdict = speedVerdict(check);
        const sample = ({ p75, visitors }: VitalFigure) => (p75 === null ? t('guard.speed.noSample') : t('guard.speed.sample', { value: formatVital(name, p75), count: visitors }));
        return (
          <li key={name} data-verdict={verdict}>
            {t('guard.speed.figures', { name, canary: sample(check.canary), active: sample(check.active) })}{' '}
            {check.active.p75 !== null && <>{t('guard.speed.limit', { limit: formatVital(name, check.limit) })} </>}
            {verdict === 'failing' || verdict === 'aboveSoFar' || verdict === 'slowerSoFar' ? (
              <strong className={styles.worse}>{t(`guard.speed.${verdict}`)}</strong>
            ) : (
              t(`guard.speed.${verdict}`)
            )}
          </li>
        );
      })}
    </ul>
  );
}
