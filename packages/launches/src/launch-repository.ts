import { bumpNewsVersion, type DatabaseSchema } from '@site/api';
import { isRemoteName, locales } from '@site/federation';
import { findArticle, latestRevisions, type NewsLanguage } from '@site/newsroom';
import type { Kysely, Selectable } from 'kysely';
import { launchDb, type LaunchDb, type LaunchMemberTable } from './launch-store.js';
import { publishedCopyColumns, type AreaPlan, type Launch, type LaunchBefore, type LaunchMember, type LaunchState, type PublishedCopy } from './launch-types.js';

/** A refusal the person launching can act on (unknown launch or member, a launch past changing). */
export class LaunchError extends Error {
  override name = 'LaunchError';
  constructor(
    message: string,
    readonly kind: 'not-found' | 'invalid' | 'conflict' = 'invalid',
  ) {
    super(message);
  }
}

/** The site's database, as the API opens it. */
type SiteDb = Kysely<DatabaseSchema>;
const db = (siteDb: SiteDb): LaunchDb => launchDb(siteDb);

function member(row: Selectable<LaunchMemberTable>): LaunchMember {
  if (row.kind === 'area') {
    if (!isRemoteName(row.key)) throw new LaunchError(`launch member ${row.key} is not an area`);
    return { kind: 'area', remote: row.key, version: row.version, plan: JSON.parse(row.plan) as AreaPlan, joinedAt: Number(row.joined_at), joinedBy: row.joined_by };
  }
  return {
    kind: 'article',
    slug: row.key,
    languages: row.languages as Extract<LaunchMember, { kind: 'article' }>['languages'],
    pinned: row.pinned === 1,
    homePage: row.home_page === 1,
    joinedAt: Number(row.joined_at),
    joinedBy: row.joined_by,
    joinedRevisions: JSON.parse(row.joined_revisions) as Extract<LaunchMember, { kind: 'article' }>['joinedRevisions'],
  };
}

export async function findLaunch(siteDb: SiteDb, id: number): Promise<Launch | undefined> {
  const row = await db(siteDb).selectFrom('launch').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const members = await db(siteDb).selectFrom('launch_member').selectAll().where('launch_id', '=', id).orderBy('joined_at').orderBy('key').execute();
  return {
    id: Number(row.id),
    name: row.name,
    state: row.state as LaunchState,
    at: row.at === null ? null : Number(row.at),
    createdAt: Number(row.created_at),
    createdBy: row.created_by,
    members: members.map(member),
    updatedAt: Number(row.updated_at),
    liveAt: row.live_at === null ? null : Number(row.live_at),
    revertedAt: row.reverted_at === null ? null : Number(row.reverted_at),
    alert: row.alert,
  };
}

/** Every launch, newest first, with its members. */
export async function listLaunches(siteDb: SiteDb): Promise<Launch[]> {
  const rows = await db(siteDb).selectFrom('launch').select('id').orderBy('id', 'desc').execute();
  return (await Promise.all(rows.map((row) => findLaunch(siteDb, Number(row.id))))).filter((launch) => launch !== undefined);
}

async function changeable(siteDb: SiteDb, id: number): Promise<Launch> {
  const launch = await findLaunch(siteDb, id);
  if (!launch) throw new LaunchError(`there is no launch ${id}`, 'not-found');
  if (launch.state !== 'draft' && launch.state !== 'scheduled') throw new LaunchError(`launch ${id} (${launch.name}) is ${launch.state}: its members no longer change`, 'conflict');
  return launch;
}

const record = (siteDb: SiteDb, launchId: number, at: number, actor: string, kind: string, detail = '') => db(siteDb).insertInto('launch_event').values({ launch_id: launchId, at, actor, kind, detail }).execute();

/** A new launch, empty, to go live when someone presses Go; its id. */
export async function createLaunch(siteDb: SiteDb, name: string, actor: string, now: number): Promise<number> {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 120) throw new LaunchError('a launch needs a name of 1 to 120 characters');
  return db(siteDb)
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx.insertInto('launch').values({ name: trimmed, state: 'draft', at: null, created_at: now, created_by: actor, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('launch_event').values({ launch_id: Number(id), at: now, actor, kind: 'create', detail: trimmed }).execute();
      return Number(id);
    });
}

async function putMember(siteDb: SiteDb, launchId: number, row: LaunchMemberTable): Promise<void> {
  await db(siteDb)
    .insertInto('launch_member')
    .values(row)
    .onConflict((conflict) => conflict.columns(['launch_id', 'kind', 'key']).doUpdateSet({ version: row.version, plan: row.plan, languages: row.languages, pinned: row.pinned, home_page: row.home_page, joined_revisions: row.joined_revisions, joined_at: row.joined_at, joined_by: row.joined_by }))
    .execute();
  // A change to a launch is a reason to try its time again: its alert goes.
  await db(siteDb).updateTable('launch').set({ updated_at: row.joined_at, alert: '' }).where('id', '=', launchId).execute();
}

/** Adds an area's version (or replaces the launch's version of that area). Whether the store holds it is the preflight's to say. */
export async function addAreaMember(siteDb: SiteDb, launchId: number, remote: string, version: string, plan: AreaPlan, actor: string, now: number): Promise<void> {
  if (!isRemoteName(remote)) throw new LaunchError(`${remote} is not an area (products, parts, content, contact)`);
  if (!/^[\w.+-]{1,64}$/.test(version)) throw new LaunchError(`${version} is not a version id`);
  if (plan.kind === 'canary' && (!Number.isInteger(plan.percent) || plan.percent < 1 || plan.percent > 99)) throw new LaunchError('a canary takes a whole percentage of visitors from 1 to 99');
  await changeable(siteDb, launchId);
  await putMember(siteDb, launchId, { launch_id: launchId, kind: 'area', key: remote, version, plan: JSON.stringify(plan), languages: '', pinned: 0, home_page: 0, joined_revisions: '{}', joined_at: now, joined_by: actor });
  await record(siteDb, launchId, now, actor, 'add', `${remote} ${version}`);
}

/**
 * Adds an article (or joins it again, after an edit): both languages unless one is said to be
 * enough, and its pin and home-page state once live. It joins at its latest saves.
 */
export async function addArticleMember(
  siteDb: SiteDb,
  launchId: number,
  slug: string,
  options: { languages?: 'both' | 'zh' | 'en'; pinned?: boolean; homePage?: boolean },
  actor: string,
  now: number,
): Promise<void> {
  await changeable(siteDb, launchId);
  if (!(await findArticle(siteDb, slug))) throw new LaunchError(`there is no article ${slug}`, 'not-found');
  const joined = await latestRevisions(siteDb, slug);
  await putMember(siteDb, launchId, {
    launch_id: launchId,
    kind: 'article',
    key: slug,
    version: '',
    plan: '',
    languages: options.languages ?? 'both',
    pinned: options.pinned ? 1 : 0,
    home_page: options.homePage ? 1 : 0,
    joined_revisions: JSON.stringify(joined),
    joined_at: now,
    joined_by: actor,
  });
  await record(siteDb, launchId, now, actor, 'add', `article ${slug}`);
}

/** Takes a member out of a launch that has not gone live. */
export async function removeMember(siteDb: SiteDb, launchId: number, kind: 'area' | 'article', key: string, actor: string, now: number): Promise<void> {
  await changeable(siteDb, launchId);
  const { numDeletedRows } = await db(siteDb).deleteFrom('launch_member').where('launch_id', '=', launchId).where('kind', '=', kind).where('key', '=', key).executeTakeFirst();
  if (!numDeletedRows) throw new LaunchError(`launch ${launchId} has no ${kind} ${key}`, 'not-found');
  await db(siteDb).updateTable('launch').set({ updated_at: now, alert: '' }).where('id', '=', launchId).execute();
  await record(siteDb, launchId, now, actor, 'remove', `${kind} ${key}`);
}

/** What was done to a launch, oldest first. */
export async function launchEvents(siteDb: SiteDb, launchId: number): Promise<{ at: number; actor: string; kind: string; detail: string }[]> {
  const rows = await db(siteDb).selectFrom('launch_event').select(['at', 'actor', 'kind', 'detail']).where('launch_id', '=', launchId).orderBy('at').orderBy('id').execute();
  return rows.map((row) => ({ ...row, at: Number(row.at) }));
}

/** An article as the preflight reads it: each language's working copy's HTML, and its latest saves. */
export async function articleFacts(siteDb: SiteDb, slug: string): Promise<{ html: Partial<Record<NewsLanguage, string>>; latestRevisions: Partial<Record<NewsLanguage, number>> } | undefined> {
  const article = await findArticle(siteDb, slug);
  if (!article) return undefined;
  const html: Partial<Record<NewsLanguage, string>> = {};
  for (const language of locales) {
    const side = article.languages[language];
    if (side.state !== 'missing' && side.copy) html[language] = side.copy.contentHtml;
  }
  return { html, latestRevisions: await latestRevisions(siteDb, slug) };
}

/** Sets the launch's time (`at`, ms) or, with null, leaves it to Go; only while it is being put together. */
export async function scheduleLaunch(siteDb: SiteDb, id: number, at: number | null, actor: string, now: number): Promise<void> {
  const launch = await changeable(siteDb, id);
  if (at !== null && (!Number.isFinite(at) || at <= now)) throw new LaunchError('schedule a time in the future');
  await db(siteDb)
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable('launch').set({ state: at === null ? 'draft' : 'scheduled', at, alert: '', updated_at: now }).where('id', '=', id).where('state', '=', launch.state).execute();
      await trx.insertInto('launch_event').values({ launch_id: id, at: now, actor, kind: at === null ? 'unschedule' : 'schedule', detail: at === null ? '' : new Date(at).toISOString() }).execute();
    });
}

/**
 * Takes the launch, exactly as it was seen (its state and its last change), to `to` ('going',
 * 'reverting'): of several processes trying at once (every back office's scheduler, a Go pressed
 * twice) one succeeds, and none takes a launch that changed meanwhile (its time moved, a member added).
 */
export async function claimLaunch(siteDb: SiteDb, launch: Launch, to: 'going' | 'reverting', now: number): Promise<boolean> {
  const result = await db(siteDb)
    .updateTable('launch')
    .set({ state: to, updated_at: now })
    .where('id', '=', launch.id)
    .where('state', '=', launch.state)
    .where('updated_at', '=', launch.updatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The launches whose moment (going live, reverting) began before `before` and never ended: its process died. */
export async function interruptedLaunches(siteDb: SiteDb, before: number): Promise<Launch[]> {
  const rows = await db(siteDb).selectFrom('launch').select('id').where('state', 'in', ['going', 'reverting']).where('updated_at', '<', before).execute();
  return (await Promise.all(rows.map((row) => findLaunch(siteDb, Number(row.id))))).filter((launch) => launch !== undefined);
}

/** Ends a launch's moment in `state`, with what it keeps for its revert, and records who did what. */
export async function settleLaunch(
  siteDb: SiteDb,
  id: number,
  state: LaunchState,
  fields: { before?: LaunchBefore; liveAt?: number; revertedAt?: number; alert?: string },
  record: { actor: string; kind: string; detail: string; at: number },
): Promise<void> {
  await db(siteDb)
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('launch')
        .set({
          state,
          updated_at: record.at,
          ...(fields.before ? { before: JSON.stringify(fields.before) } : {}),
          ...(fields.liveAt !== undefined ? { live_at: fields.liveAt } : {}),
          ...(fields.revertedAt !== undefined ? { reverted_at: fields.revertedAt } : {}),
          ...(fields.alert !== undefined ? { alert: fields.alert } : {}),
        })
        .where('id', '=', id)
        .execute();
      await trx.insertInto('launch_event').values({ launch_id: id, at: record.at, actor: record.actor, kind: record.kind, detail: record.detail }).execute();
    });
}

/** What the launch's last moment replaced (its revert restores it). */
export async function launchBefore(siteDb: SiteDb, id: number): Promise<LaunchBefore> {
  const row = await db(siteDb).selectFrom('launch').select('before').where('id', '=', id).executeTakeFirst();
  return row?.before ? (JSON.parse(row.before) as LaunchBefore) : { records: {}, published: [] };
}

/** Says why a launch's time passed without it going live (shown in the back office until it is scheduled again), once. */
export async function alertLaunch(siteDb: SiteDb, id: number, alert: string, actor: string, now: number): Promise<boolean> {
  const result = await db(siteDb).updateTable('launch').set({ alert }).where('id', '=', id).where('alert', '!=', alert).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await record(siteDb, id, now, actor, 'alert', alert);
  return true;
}

/** The scheduled launches whose time has come, oldest first. */
export async function dueLaunches(siteDb: SiteDb, now: number): Promise<Launch[]> {
  const rows = await db(siteDb).selectFrom('launch').select('id').where('state', '=', 'scheduled').where('at', '<=', now).where('alert', '=', '').orderBy('at').limit(20).execute();
  return (await Promise.all(rows.map((row) => findLaunch(siteDb, Number(row.id))))).filter((launch) => launch !== undefined);
}

/** The ids of the launches in `state`. */
export async function launchesIn(siteDb: SiteDb, state: LaunchState): Promise<number[]> {
  const rows = await db(siteDb).selectFrom('launch').select('id').where('state', '=', state).execute();
  return rows.map((row) => Number(row.id));
}

/** The site's published copy of an article's language, as a launch finds it (undefined: not on the site). */
export async function publishedCopy(siteDb: SiteDb, slug: string, language: NewsLanguage): Promise<PublishedCopy | undefined> {
  const row = await siteDb
    .selectFrom('news')
    .select([...publishedCopyColumns])
    .where('slug', '=', slug)
    .where('language', '=', language)
    .where('display', '=', 1)
    .where('launch_id', 'is', null)
    .executeTakeFirst();
  return row && { ...row, language: row.language as NewsLanguage };
}

/** Puts copies back on the site as a launch found them, in one transaction. */
export async function restoreCopies(siteDb: SiteDb, copies: readonly PublishedCopy[], now: number): Promise<void> {
  if (copies.length === 0) return;
  await siteDb.transaction().execute(async (trx) => {
    for (const { slug, language, ...values } of copies) await trx.updateTable('news').set({ ...values, updated_at: now }).where('slug', '=', slug).where('language', '=', language).execute();
    await bumpNewsVersion(trx, now);
  });
}
