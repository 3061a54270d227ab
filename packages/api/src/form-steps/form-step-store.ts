import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';

/** What a post's one-time token tells: first use, a repeat (and what the first use became), or not ours. */
export type FormStepClaim = { kind: 'claimed' } | { kind: 'used'; nextId: string | null } | { kind: 'unknown' };

const randomId = () => randomBytes(16).toString('hex');
const hashOwner = (owner: string) => createHash('sha256').update(owner).digest('hex');
const idPattern = /^[0-9a-f]{32}$/;

/**
 * The contact form's steps without scripts (issue 28), in the API's database so that any instance
 * serves the page a post redirects to. A step is the page state (JSON, the visitor's values
 * included), found by a random id (the redirect's query) and readable only with the cookie that
 * created it; it lives `ttlMs` (half an hour) and is pruned as new steps come. Each step's page
 * posts back a one-time token: `claim` lets a post through once, and tells a repeat (a reload, a
 * double click, the back button) what the first one became, so nothing is sent twice.
 */
export class FormStepStore {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: () => number,
    private readonly ttlMs = 30 * 60_000,
  ) {}

  static isId(value: unknown): value is string {
    return typeof value === 'string' && idPattern.test(value);
  }

  /** A new owner key for a browser's cookie. */
  static newOwner(): string {
    return randomBytes(24).toString('base64url');
  }

  /** Stores a step for `owner`; returns its id and the token its page's form posts back. */
  async create(owner: string, state: string): Promise<{ id: string; token: string }> {
    const now = this.clock();
    await this.db.deleteFrom('form_step').where('expires_at', '<', now).execute();
    const step = { id: randomId(), token: randomId() };
    await this.db
      .insertInto('form_step')
      .values({ ...step, owner: hashOwner(owner), state, created_at: now, expires_at: now + this.ttlMs, used_at: null, next_id: null })
      .execute();
    return step;
  }

  /** The step's state and token, when it exists, has not expired and belongs to `owner`. */
  async read(id: string, owner: string): Promise<{ state: string; token: string; createdAt: number } | undefined> {
    if (!FormStepStore.isId(id)) return undefined;
    const row = await this.db.selectFrom('form_step').selectAll().where('id', '=', id).where('expires_at', '>', this.clock()).executeTakeFirst();
    if (!row) return undefined;
    const expected = Buffer.from(row.owner, 'hex');
    const given = Buffer.from(hashOwner(owner), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return { state: row.state, token: row.token, createdAt: Number(row.created_at) };
  }

  /** Marks `token` used, atomically: exactly one post of it is `claimed`. */
  async claim(token: string): Promise<FormStepClaim> {
    if (!FormStepStore.isId(token)) return { kind: 'unknown' };
    const now = this.clock();
    const updated = await this.db
      .updateTable('form_step')
      .set({ used_at: now })
      .where('token', '=', token)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { kind: 'claimed' };
    const row = await this.db.selectFrom('form_step').select(['next_id', 'used_at']).where('token', '=', token).where('expires_at', '>', now).executeTakeFirst();
    return row?.used_at != null ? { kind: 'used', nextId: row.next_id } : { kind: 'unknown' };
  }

  /** Records the step a claimed token's post led to (a repeat of the post shows it). */
  async settle(token: string, nextId: string): Promise<void> {
    await this.db.updateTable('form_step').set({ next_id: nextId }).where('token', '=', token).execute();
  }
}

/** Every text in a step's state (JSON), however deep. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(textsOf);
}

/**
 * An erasure on a person's request: deletes every step whose state holds a text `isTheirs` says is
 * theirs (their e-mail, their number as typed), and every expired step while at it. A state is
 * the form as a page posted it, whatever the form: its texts are read, not its shape. Returns how
 * many steps went.
 */
export async function eraseFormSteps(db: Kysely<DatabaseSchema>, isTheirs: (text: string) => boolean, now: number): Promise<number> {
  const steps = await db.selectFrom('form_step').select(['id', 'state', 'expires_at']).execute();
  const holds = (state: string) => {
    try {
      return textsOf(JSON.parse(state)).some(isTheirs);
    } catch {
      return isTheirs(state);
    }
  };
  const ids = steps.filter((step) => Number(step.expires_at) <= now || holds(step.state)).map((step) => step.id);
  if (ids.length > 0) await db.deleteFrom('form_step').where('id', 'in', ids).execute();
  return ids.length;
}
