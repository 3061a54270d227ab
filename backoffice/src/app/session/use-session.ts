import { useRouteLoaderData } from 'react-router';
import { mayUse, type ConsoleRole, type SessionInfo } from '@site/console-contract/session';

export const sessionRouteId = 'session';

/** The signed-in user (the layout route's data: every page inside it has one). */
export function useSession(): SessionInfo {
  const session = useRouteLoaderData(sessionRouteId) as SessionInfo | undefined;
  if (!session) throw new Error('useSession outside the signed-in layout');
  return session;
}

export function canRelease(roles: readonly ConsoleRole[]): boolean {
  return roles.includes('releaser') || roles.includes('admin');
}

export function isAdmin(roles: readonly ConsoleRole[]): boolean {
  return roles.includes('admin');
}

export { mayUse };
