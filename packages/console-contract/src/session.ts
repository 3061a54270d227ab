// The console's HTTP API, the session and users section (server/routes/session-routes.ts and
// user-routes.ts): who is signed in, the roles and which sections they open, the users and the
// security log.

/**
 * A user holds a set of roles. Release management: `viewer` reads, `releaser` also acts, `admin`
 * also prunes and manages users. `editor`: the newsroom; `sales`: the lead desk. An admin has every
 * role.
 */
export const consoleRoles = ['viewer', 'releaser', 'admin', 'editor', 'sales'] as const;
export type ConsoleRole = (typeof consoleRoles)[number];

/** The back office's sections, and who may use them (reading included: the server refuses the others). */
export const sections = ['releases', 'launches', 'newsroom', 'leads', 'users'] as const;
export type Section = (typeof sections)[number];
const sectionRoles: Record<Section, readonly ConsoleRole[]> = {
  releases: ['viewer', 'releaser'],
  // Release managers bring area versions, editors articles.
  launches: ['viewer', 'releaser', 'editor'],
  newsroom: ['editor'],
  leads: ['sales'],
  users: [],
};

export function mayUse(roles: readonly ConsoleRole[], section: Section): boolean {
  return roles.includes('admin') || sectionRoles[section].some((role) => roles.includes(role));
}

/** A set of roles in the order of `consoleRoles`, each once. */
export function normalRoles(roles: readonly ConsoleRole[]): ConsoleRole[] {
  return consoleRoles.filter((role) => roles.includes(role));
}

/**
 * `GET /console/api/session`. `POST` `{ user, password }` signs in (204), `DELETE` signs out
 * (`?everywhere=true`: every session of this user). `PUT /console/api/session/password`
 * `{ current, password }`: any user's own new password (204; the user's other sessions end).
 */
export interface SessionInfo {
  user: string;
  roles: ConsoleRole[];
  /** Sent back as `X-CSRF-Token` on every POST, PATCH and DELETE. */
  csrfToken: string;
}

/**
 * Sent (`1`) with the requests an open page makes on its own (a refresh every few seconds): they
 * do not keep the session alive, so an unattended tab is signed out at the idle limit.
 */
export const backgroundHeader = 'x-console-background';

/** `GET /console/api/users` (admins); `POST` `{ name, roles, password }`, `PATCH /users/<name>` `{ roles?, password? }`, `DELETE /users/<name>`. */
export interface ConsoleUser {
  name: string;
  roles: ConsoleRole[];
  createdAt: string;
}

/** What the security log records (`GET /console/api/security`, admins). */
export const securityEventKinds = ['sign-in', 'sign-in-failed', 'sign-out', 'unlock', 'password-change'] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

export interface SecurityEvent {
  at: string;
  kind: SecurityEventKind;
  /** The name as typed at sign-in (it may name nobody), or the user acted on. */
  user: string;
  address: string | null;
  /**
   * `sign-in-failed`: `wrong-password`, `no-such-user` or `wrong-current-password`; `sign-in`: the
   * roles (`editor,sales`); `sign-out`: `everywhere` or empty; `unlock`: who lifted the lock.
   */
  detail: string;
}

/** A name or address refused at sign-in until `until` (too many failures in the window). */
export interface LoginLock {
  kind: 'user' | 'address';
  name: string;
  until: string;
}

/**
 * `GET /console/api/security?user=&kind=&limit=` (admins): the newest security events and what is
 * locked now; `DELETE /console/api/login-locks/<name>` (admins) lets a locked name sign in again.
 */
export interface SecurityOverview {
  events: SecurityEvent[];
  locks: LoginLock[];
}
