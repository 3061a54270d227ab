import type { DatabaseSchema } from '@site/api';
import type { Kysely } from 'kysely';
import { consoleRoles, type ConsoleRole, type ConsoleUser } from '../console-api.js';
import { hashPassword, passwordProblem } from './passwords.js';

/** A user name: letters, digits and `._-`, up to 50 characters (it appears in the audit log). */
export const userNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;

export class UserError extends Error {
  override name = 'UserError';
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

  /** Removes the user; their sessions end with them. */
  async remove(name: string): Promise<void> {
    await this.changed(name, this.db.deleteFrom('console_user').where('name', '=', name).executeTakeFirst());
  }

  async setRole(name: string, role: string): Promise<void> {
    await this.changed(name, this.db.updateTable('console_user').set({ role: validRole(role) }).where('name', '=', name).executeTakeFirst());
  }

  /** A new password ends the user's sessions: whoever knew the old one is signed out. */
  async setPassword(name: string, password: string): Promise<void> {
    const hash = await validHash(password);
    await this.db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('console_user').set({ password_hash: hash }).where('name', '=', name).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new UserError(`there is no user "${name}"`);
      await trx.deleteFrom('console_session').where('user_name', '=', name).execute();
    });
  }

  /** Whether another admin than `name` exists: the last admin cannot be removed or demoted. */
  async otherAdmins(name: string): Promise<number> {
    const row = await this.db.selectFrom('console_user').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'admin').where('name', '!=', name).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private async changed(name: string, result: Promise<{ numDeletedRows?: bigint; numUpdatedRows?: bigint }>): Promise<void> {
    const done = await result;
    if (Number(done.numDeletedRows ?? done.numUpdatedRows ?? 0) === 0) throw new UserError(`there is no user "${name}"`);
  }
}
