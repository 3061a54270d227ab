import { useRouteLoaderData } from 'react-router';
import type { ConsoleRole, SessionInfo } from '../../../server/console-api';

export const sessionRouteId = 'session';

/** The signed-in user (the layout route's data: every page inside it has one). */
export function useSession(): SessionInfo {
  const session = useRouteLoaderData(sessionRouteId) as SessionInfo | undefined;
  if (!session) throw new Error('useSession outside the signed-in layout');
  return session;
}

export function canRelease(role: ConsoleRole): boolean {
  return role === 'releaser' || role === 'admin';
}

export function isAdmin(role: ConsoleRole): boolean {
  return role === 'admin';
}
