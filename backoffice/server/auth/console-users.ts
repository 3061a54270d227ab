import type { DatabaseSchema } from '@site/api';
import type { Kysely } from 'kysely';
import { consoleRoles, normalRoles, type ConsoleRole, type ConsoleUser } from '@site/console-contract/session';
import { hashPassword, passwordProblem } from './passwords.js';
import { accountsDb, type AccountsDb } from './accounts-store.js';

/** A user name: letters, digits and `._-`, up to 50 characters (it appears in the audit log). */
export const userNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;

export class UserError extends Error {
  override name = 'UserError';
  /** A finer reason the page has words for (a refused password's). */
  constructor(message: string, readonly reason?: string) {
    super(message);
  }
}

/** Demoting or removing the last admin would leave nobody to manage users. */
export class LastAdminError extends Error {
  override name = 'LastAdminError';
  constructor() {
    super('the last admin stays an admin: make another admin first');
  }
}

export function isRole(value: unknown): value is ConsoleRole {
  return typeof value === 'string' && (consoleRoles as readonly string[]).includes(value);
}

/**
 * The roles stored for a user (`editor,sales`; one role as before), or undefined when any of them
 * is unknown: such a user cannot sign in until an admin fixes it.
 */
export function storedRoles(text: string): ConsoleRole[] | undefined {
  const roles = text.split(',').map((role) => role.trim());
  return roles.length > 0 && roles.every(isRole) ? normalRoles(roles) : undefined;
}

function validName(name: string): string {
  if (!userNamePattern.test(name)) throw new UserError(`"${name}" is not a valid user name (letters, digits and . _ -, up to 50 characters)`);
  return name;
}

/** `editor,sales` or a list: every one a role, at least one; stored in the roles' own order, comma separated. */
function validRoles(roles: string | readonly string[]): string {
  const names = (typeof roles === 'string' ? roles.split(',') : roles).map((role) => role.trim()).filter(Boolean);
  const unknown = names.find((role) => !isRole(role));
  if (unknown !== undefined) throw new UserError(`"${unknown}" is not a role (${consoleRoles.join(', ')})`);
  if (names.length === 0) throw new UserError(`give at least one role (${consoleRoles.join(', ')})`);
  return normalRoles(names as ConsoleRole[]).join(',');
}

const isAdminRoles = (text: string) => storedRoles(text)?.includes('admin') ?? false;

async function validHash(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw new UserError(problem.message, problem.reason);
  return hashPassword(password);
}

/** The console's users, in the site's database (`npm run console -- user …`, and admins in the console). */
export class ConsoleUsers {
  private readonly db: AccountsDb;

  constructor(
    siteDb: Kysely<DatabaseSchema>,
    private readonly clock: () => number = Date.now,
  ) {
    this.db = accountsDb(siteDb);
  }

  async find(name: string): Promise<{ name: string; roles: ConsoleRole[]; passwordHash: string } | undefined> {
    const row = await this.db.selectFrom('console_user').select(['name', 'role', 'password_hash']).where('name', '=', name).executeTakeFirst();
    const roles = row && storedRoles(row.role);
    return row && roles ? { name: row.name, roles, passwordHash: row.password_hash } : undefined;
  }

  async list(): Promise<ConsoleUser[]> {
    const rows = await this.db.selectFrom('console_user').select(['name', 'role', 'created_at']).orderBy('name').execute();
    return rows.flatMap((row) => {
      const roles = storedRoles(row.role);
      return roles ? [{ name: row.name, roles, createdAt: new Date(Number(row.created_at)).toISOString() }] : [];
    });
  }

  /** The users who hold `role` (an admin holds every role): the owners a lead can have. */
  async withRole(role: ConsoleRole): Promise<string[]> {
    return (await this.list()).filter((user) => user.roles.includes(role) || user.roles.includes('admin')).map((user) => user.name);
  }

  async add(name: string, roles: string | readonly string[], password: string): Promise<void> {
    const row = { name: validName(name), role: validRoles(roles), password_hash: await validHash(password), created_at: this.clock() };
    const added = await this.db.insertInto('console_user').values(row).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) throw new UserError(`user "${name}" already exists`);
  }

  /** Removes the user (never the last admin); their sessions end with them. */
  async remove(name: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('console_user').select('role').where('name', '=', name).executeTakeFirst();
      if (!user) throw new UserError(`there is no user "${name}"`);
      if (isAdminRoles(user.role) && (await otherAdmins(trx, name)) === 0) throw new LastAdminError();
      await trx.deleteFrom('console_user').where('name', '=', name).execute();
    });
  }

  async setRoles(name: string, roles: string | readonly string[]): Promise<void> {
    await this.change(name, { roles });
  }

  /** A new password ends the user's sessions: whoever knew the old one is signed out. */
  async setPassword(name: string, password: string): Promise<void> {
    await this.change(name, { password });
  }

  /**
   * Changes a user's roles and password together, or nothing: everything is checked first (the
   * user, the roles, the password's length, the last admin), then applied in one transaction. A new
   * password ends the user's sessions but `keepSession` (a token hash: the user's own, changing it).
   */
  async change(name: string, change: { roles?: string | readonly string[]; password?: string }, options: { keepSession?: string } = {}): Promise<void> {
    const role = change.roles === undefined ? undefined : validRoles(change.roles);
    if (change.password !== undefined) {
      const problem = passwordProblem(change.password);
      if (problem) throw new UserError(problem.message, problem.reason);
    }
    const current = await this.find(name);
    if (!current) throw new UserError(`there is no user "${name}"`);
    const hash = change.password === undefined ? undefined : await hashPassword(change.password);
    await this.db.transaction().execute(async (trx) => {
      if (role !== undefined && !isAdminRoles(role) && current.roles.includes('admin') && (await otherAdmins(trx, name)) === 0) throw new LastAdminError();
      const result = await trx
        .updateTable('console_user')
        .set({ ...(role !== undefined ? { role } : {}), ...(hash !== undefined ? { password_hash: hash } : {}) })
        .where('name', '=', name)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new UserError(`there is no user "${name}"`);
      if (hash === undefined) return;
      let sessions = trx.deleteFrom('console_session').where('user_name', '=', name);
      if (options.keepSession) sessions = sessions.where('token_hash', '!=', options.keepSession);
      await sessions.execute();
    });
  }
}

/** How many admins there are besides `name`: the last admin cannot be removed or demoted. */
async function otherAdmins(db: AccountsDb, name: string): Promise<number> {
  const rows = await db.selectFrom('console_user').select('role').where('name', '!=', name).execute();
  return rows.filter((row) => isAdminRoles(row.role)).length;
}
