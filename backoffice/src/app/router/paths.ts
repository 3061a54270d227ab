import type { AreaName } from '../../../server/console-api';

/** Every address of the console, built in one place. */
export const paths = {
  overview: () => '/',
  area: (remote: AreaName) => `/areas/${remote}`,
  audit: () => '/audit',
  users: () => '/users',
  /** The sign-in page; `next` is where to go back to afterwards. */
  signIn: (next?: string) => (next && next !== '/' ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in'),
} as const;

/** Route patterns (react-router). */
export const routePatterns = {
  signIn: '/sign-in',
  area: 'areas/:remote',
  audit: 'audit',
  users: 'users',
} as const;

/** Only this console's own pages are followed after signing in (never another origin). */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/sign-in') ? next : paths.overview();
}
