import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaStatus, VersionDetails } from '@site/console-contract/releases';
import { consoleTokens } from '../app/theme/console-theme';

export type VersionRole = 'active' | 'canary' | 'previous';

const roleColors: Record<VersionRole, string> = {
  active: consoleTokens.colorTagActive,
  canary: consoleTokens.colorTagCanary,
  previous: consoleTokens.colorTagPrevious,
};

export function rolesOf(status: AreaStatus, version: string): VersionRole[] {
  const roles: VersionRole[] = [];
  if (status.active === version) roles.push('active');
  if (status.canary?.version === version) roles.push('canary');
  if (status.previous === version) roles.push('previous');
  return roles;
}

export function VersionRoleTags({ roles }: { roles: VersionRole[] }) {
  const { t } = useTranslation();
  return roles.map((role) => (
    <Tag key={role} variant="solid" color={roleColors[role]}>
      {t(`roles.version.${role}`)}
    </Tag>
  ));
}

/** Whether the live shell can run a version (its requirements against what the shell provides). */
export function FitTag({ details }: { details: VersionDetails | undefined }) {
  const { t } = useTranslation();
  const fits = details?.fits ?? null;
  if (fits === null) return <Tag variant="solid" color={consoleTokens.colorTagUnknown}>{t('fit.unknown')}</Tag>;
  return fits ? <Tag variant="solid" color={consoleTokens.colorTagFits}>{t('fit.fits')}</Tag> : <Tag variant="solid" color={consoleTokens.colorTagMisfit}>{t('fit.misfit')}</Tag>;
}
