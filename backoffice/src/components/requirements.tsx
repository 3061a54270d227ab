import { Trans, useTranslation } from 'react-i18next';
import type { BuildRequirements, Misfit } from '@site/console-contract/releases';
import styles from './requirements.module.css';

/** What a build was made with: the contract's number in words, each shared package as `name version`. */
export function Requirements({ requires }: { requires: BuildRequirements }) {
  const { t } = useTranslation();
  return (
    <span className={styles.list}>
      <span>{t('versions.contract', { contract: requires.federationContract })}</span>
      {Object.entries(requires.packages).map(([name, version]) => (
        <code key={name}>
          {name} {version}
        </code>
      ))}
    </span>
  );
}

/** What a version needs that the live shell lacks. */
export function MisfitText({ misfit }: { misfit: Misfit }) {
  const { t } = useTranslation();
  if (misfit.kind === 'contract') return <>{t('versions.misfitContract', { needed: misfit.needed, present: misfit.present })}</>;
  const values = { needed: `${misfit.name} ${misfit.needed}`, present: misfit.present ?? t('versions.misfitNone') };
  return <Trans i18nKey="versions.misfitPackage" values={values} components={{ code: <code /> }} shouldUnescape />;
}
