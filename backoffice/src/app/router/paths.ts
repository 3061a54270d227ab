import { mayUse, type ConsoleRole } from '@site/console-contract/session';
import type { AreaName } from '@site/console-contract/releases';

/** Every address of the console, built in one place. */
export const paths = {
  overview: () => '/',
  area: (remote: AreaName) => `/areas/${remote}`,
  audit: () => '/audit',
  users: () => '/users',
  leads: () => '/leads',
  lead: (id: number) => `/leads/${id}`,
  newsroom: () => '/news',
  newArticle: () => '/news/new',
  article: (slug: string) => `/news/${encodeURIComponent(slug)}`,
  media: () => '/media',
  launches: () => '/launches',
  launch: (id: number) => `/launches/${id}`,
  /** The sign-in page; `next` is where to go back to afterwards. */
  signIn: (next?: string) => (next && next !== '/' ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in'),
} as const;

/** Route patterns (react-router). */
export const routePatterns = {
  signIn: '/sign-in',
  area: 'areas/:remote',
  audit: 'audit',
  users: 'users',
  leads: 'leads',
  lead: 'leads/:id',
  newsroom: 'news',
  newArticle: 'news/new',
  article: 'news/:slug',
  media: 'media',
  launches: 'launches',
  launch: 'launches/:id',
} as const;

/** Only this console's own pages are followed after signing in (never another origin). */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/sign-in') ? next : paths.overview();
}

/** Where a user starts: release management for those who may use it, else their own section. */
export function homeOf(roles: readonly ConsoleRole[]): string {
  if (mayUse(roles, 'releases')) return paths.overview();
  if (mayUse(roles, 'leads')) return paths.leads();
  if (mayUse(roles, 'newsroom')) return paths.newsroom();
  return paths.users();
}
