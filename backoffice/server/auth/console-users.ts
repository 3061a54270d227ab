import type { DatabaseSchema } from '@site/api';
import type { Kysely } from 'kysely';
import { consoleRoles, type ConsoleRole, type ConsoleUser } from '../console-api.js';
import { hashPassword, passwordProblem } from './passwords.js';

/** A user name: letters, digits and `._-`, up to 50 characters (it appears in the audit log). */
export const userNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;

export class UserError extends Error {
  override name = 'UserError';
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

function validName(name: string): string {
  if (!userNamePattern.test(name)) throw new UserError(`"${name}" is not a valid user name (letters, digits and . _ -, up to 50 characters)`);
  return name;
}

function validRole(role: string): ConsoleRole {
  if (!isRole(role)) throw new UserError(`"${role}" is not a role (${consoleRoles.join(', ')})`);
  return role;
}

async function validHash(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw new UserError(problem);
  return hashPassword(password);
}

/** The console's users, in the site's database (`npm run console -- user …`, and admins in the console). */
export class ConsoleUsers {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: () => number = Date.now,
  ) {}

  async find(name: string): Promise<{ name: string; role: ConsoleRole; passwordHash: string } | undefined> {
    const row = await this.db.selectFrom('console_user').select(['name', 'role', 'password_hash']).where('name', '=', name).executeTakeFirst();
    return row && isRole(row.role) ? { name: row.name, role: row.role, passwordHash: row.password_hash } : undefined;
  }

  async list(): Promise<ConsoleUser[]> {
    const rows = await this.db.selectFrom('console_user').select(['name', 'role', 'created_at']).orderBy('name').execute();
    return rows.filter((row) => isRole(row.role)).map((row) => ({ name: row.name, role: row.role as ConsoleRole, createdAt: new Date(Number(row.created_at)).toISOString() }));
  }

  async add(name: string, role: string, password: string): Promise<void> {
    const row = { name: validName(name), role: validRole(role), password_hash: await validHash(password), created_at: this.clock() };
    const added = await this.db.insertInto('console_user').values(row).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) throw new UserError(`user "${name}" already exists`);
  }

  /** Removes the user (never the last admin); their sessions end with them. */
  async remove(name: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('console_user').select('role').where('name', '=', name).executeTakeFirst();
      if (!user) throw new UserError(`there is no user "${name}"`);
      if (user.role === 'admin' && (await otherAdmins(trx, name)) === 0) throw new LastAdminError();
      await trx.deleteFrom('console_user').where('name', '=', name).execute();
    });
  }

  async setRole(name: string, role: string): Promise<void> {
    await this.change(name, { role });
  }

  /** A new password ends the user's sessions: whoever knew the old one is signed out. */
  async setPassword(name: string, password: string): Promise<void> {
    await this.change(name, { password });
  }

  /**
   * Changes a user's role and password together, or nothing: everything is checked first (the
   * user, the role, the password's length, the last admin), then applied in one transaction. A new
   * password ends the user's sessions but `keepSession` (a token hash: the user's own, changing it).
   */
  async change(name: string, change: { role?: string; password?: string }, options: { keepSession?: string } = {}): Promise<void> {
    const role = change.role === undefined ? undefined : validRole(change.role);
    if (change.password !== undefined) {
      const problem = passwordProblem(change.password);
      if (problem) throw new UserError(problem);
    }
    const current = await this.find(name);
    if (!current) throw new UserError(`there is no user "${name}"`);
    const hash = change.password === undefined ? undefined : await hashPassword(change.password);
    await this.db.transaction().execute(async (trx) => {
      if (role !== undefined && role !== 'admin' && current.role === 'admin' && (await otherAdmins(trx, name)) === 0) throw new LastAdminError();
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
async function otherAdmins(db: Kysely<DatabaseSchema>, name: string): Promise<number> {
  const row = await db.selectFrom('console_user').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'admin').where('name', '!=', name).executeTakeFirstOrThrow();
  return Number(row.n);
}
