import type { TFunction } from 'i18next';
import { consoleRoles } from '@site/console-contract/session';

export function roleOptions(t: TFunction) {
  return consoleRoles.map((role) => ({ value: role, label: t(`roles.user.${role}` as const) as string }));
}

/** A user's roles in words: `编辑、销售`, `editor, sales`. */
export function rolesText(t: TFunction, roles: readonly string[]): string {
  return roles.map((role) => t(`roles.user.${role}` as 'roles.user.admin', { defaultValue: role }) as string).join(t('roles.separator') as string);
}

