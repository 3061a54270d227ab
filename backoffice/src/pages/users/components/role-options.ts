import type { TFunction } from 'i18next';
import { consoleRoles } from '../../../../server/console-api';

export function roleOptions(t: TFunction) {
  return consoleRoles.map((role) => ({ value: role, label: t(`roles.user.${role}`) }));
}

