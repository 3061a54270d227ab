// A launch's moment: every member takes effect together, and its revert undoes them together.
//
// The registry decides what a visit sees. A launch's new articles are published beforehand naming
// the launch, which keeps them off the site; its area versions and the launch itself then become
// live in one registry write. An instance therefore shows the page, its menu entry and the article
// together or none of them, from the moment it reads that registry (PostgreSQL announces it; a file
// is checked on each request). A revert is the same write the other way.
import type { Database } from '@site/api';
import { locales, remoteRecord, type Canary, type LiveLaunch, type RemoteName, type RemoteRecord } from '@site/federation';
import { alertLaunch, claimLaunch, findLaunch, launchBefore, LaunchError, publishedCopy, readyStates, restoreCopies, settleLaunch, type Launch, type LaunchBefore, type PreflightBlock } from '@site/launches';
import { pinArticle, publishArticle, publishForLaunch, setArticleHomePage, withdrawLaunch, type NewsLanguage } from '@site/newsroom';
import { validRollout } from '../commands.js';
import { event, ReleaseError, type ReleaseContext } from '../release-context.js';
import { versionIntegrity } from '../version-integrity.js';
import { findVersion } from '../version-store.js';

export interface MomentDeps {
  ctx: ReleaseContext;
  db: Database['db'];
  /** What blocks the launch now (its preflight against the live site). */
  blocks(launch: Launch): Promise<PreflightBlock[]>;
  /**
   * How long every instance takes to see a news change (they re-read it at most once a second): the
   * launch's articles are in place this long before the registry switches. 0 in tests of one process.
   */
  settleMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (deps: MomentDeps, ms: number) => (ms > 0 ? (deps.sleep ?? ((wait) => new Promise<void>((done) => setTimeout(done, wait))))(ms) : Promise.resolve());

/** Stands for a launch in the release log's entries of its areas. */
const launchNote = (launch: Launch) => `launch ${launch.id} (${launch.name})`;

/** The registry records of a launch's areas once live, the canary versions it goes live with, and what they replace. */
async function switchedRecords(deps: MomentDeps, launch: Launch, now: number) {
  const site = await deps.ctx.records.readSite();
  if (!site) throw new ReleaseError('there is no registry yet: start the site once (npm start)');
  const records: Partial<Record<RemoteName, RemoteRecord>> = {};
  const before: Partial<Record<RemoteName, RemoteRecord>> = {};
  const cohort: LiveLaunch['cohort'] = [];
  const events = [];
  for (const member of launch.members) {
    if (member.kind !== 'area') continue;
    const { remote, version, plan } = member;
    const info = await findVersion(deps.ctx.remotesDir, remote, version);
    if (!info) throw new ReleaseError(`${remote} ${version} is not in the store`, 'refused');
    const current = site.registry[remote];
    before[remote] = current;
    const record = remoteRecord(remote, version, info.baseUrl, versionIntegrity(info.files));
    const { canary: _running, ...active } = current;
    const note = `passed: ${launchNote(launch)}`;
    if (plan.kind === 'activate') {
      records[remote] = record;
      events.push(event(deps.ctx, remote, 'activate', current.version, version, note));
      continue;
    }
    const canary: Canary =
      plan.kind === 'canary'
        ? { ...record, percent: plan.percent, since: now }
        : (() => {
            const rollout = validRollout({ steps: plan.steps, every: plan.every }, deps.ctx.actor, now);
            return { ...record, percent: rollout.steps[0]!, since: now, rollout };
          })();
    records[remote] = { ...active, canary };
    cohort.push({ remote, version });
    events.push(event(deps.ctx, remote, plan.kind === 'canary' ? 'canary' : 'rollout', current.version, version, `${note}, ${canary.percent}% of visitors`));
  }
  return { records, before, cohort, events };
}

/** The launch's article copies: those new to the site (published naming the launch) and those already on it (republished after the switch). */
async function copiesOf(deps: MomentDeps, launch: Launch) {
  const fresh: { slug: string; language: NewsLanguage; pinned: boolean; homePage: boolean }[] = [];
  const onSite: LaunchBefore['published'] = [];
  const later: { slug: string; languages: NewsLanguage[]; pinned: boolean; homePage: boolean }[] = [];
  for (const member of launch.members) {
    if (member.kind !== 'article') continue;
    const languages = member.languages === 'both' ? [...locales] : [member.languages];
    const republished: NewsLanguage[] = [];
    for (const language of languages) {
      const published = await publishedCopy(deps.db, member.slug, language);
      if (published) {
        onSite.push(published);
        republished.push(language);
      } else fresh.push({ slug: member.slug, language, pinned: member.pinned, homePage: member.homePage });
    }
    if (republished.length) later.push({ slug: member.slug, languages: republished, pinned: member.pinned, homePage: member.homePage });
  }
  return { fresh, onSite, later };
}

/**
 * Takes a launch live: at its time (`how: 'time'`, the scheduler) or now (Go). Refused, naming each
 * member and reason, when its preflight blocks it; at its time the refusal is also the launch's
 * alert. Exactly once: of several processes, the one that claims the launch takes it live.
 * Returns false when another process had claimed it.
 */
export async function goLive(deps: MomentDeps, id: number, how: 'go' | 'time'): Promise<boolean> {
  const { ctx, db } = deps;
  const seen = await findLaunch(db, id);
  if (!seen) throw new LaunchError(`there is no launch ${id}`, 'not-found');
  let launch: Launch = seen;
  if (!readyStates.includes(launch.state)) throw new LaunchError(`launch ${id} (${launch.name}) is ${launch.state}`, 'conflict');
  const blocks = await deps.blocks(launch);
  if (blocks.length) {
    if (how === 'time') await alertLaunch(db, id, `blocked: ${blocks.map((block) => block.line).join('; ')}`, 'launch schedule', ctx.now());
    for (const block of blocks) ctx.print(`  blocked: ${block.line}`);
    throw new ReleaseError(`launch ${id} (${launch.name}) is blocked: ${blocks.length} reason${blocks.length === 1 ? '' : 's'} above`, 'refused');
  }
  if (how === 'time' && launch.at !== null) {
    // The scheduler looks early (the preflight takes time) but claims the launch only just before its
    // time: a back office that stops meanwhile leaves it scheduled, for another (or itself, restarted).
    await pause(deps, launch.at - deps.settleMs - ctx.now());
    const now = await findLaunch(db, id);
    if (!now || now.updatedAt !== launch.updatedAt || now.state !== launch.state) return false;
    launch = now;
  }
  if (!(await claimLaunch(db, launch, 'going', ctx.now()))) return false;
  let switched = false;
  try {
    const now = ctx.now();
    const area = await switchedRecords(deps, launch, now);
    const copies = await copiesOf(deps, launch);
    const before: LaunchBefore = { records: area.before, published: copies.onSite };
    await settleLaunch(db, id, 'going', { before }, { actor: ctx.actor, kind: 'going', detail: how === 'time' ? `its time, ${new Date(launch.at ?? now).toISOString()}` : 'Go', at: now });
    // 1. Its new articles, published naming the launch: off the site until the registry says it is live.
    if (copies.fresh.length) await publishForLaunch(db, copies.fresh, id, ctx.actor, ctx.now());
    // The scheduler starts a little early (the preflight takes time): the switch waits for the time itself.
    const untilTime = how === 'time' && launch.at !== null ? launch.at - ctx.now() : 0;
    await pause(deps, Math.max(copies.fresh.length ? deps.settleMs : 0, untilTime));
    // 2. Its area versions and the launch itself, live in one registry write.
    switched = await ctx.records.switchLaunch({ records: area.records, launch: { go: { id, cohort: area.cohort } } }, area.events);
    if (!switched) throw new ReleaseError(`launch ${id} is already live in the registry`);
    const liveAt = ctx.now();
    // 3. Articles already on the site take the launch's copy once every instance serves its pages.
    if (copies.later.length) {
      await pause(deps, deps.settleMs);
      for (const article of copies.later) {
        await publishArticle(db, article.slug, article.languages, ctx.actor, ctx.now());
        await pinArticle(db, article.slug, article.pinned, ctx.actor, ctx.now());
        await setArticleHomePage(db, article.slug, article.homePage, ctx.actor, ctx.now());
      }
    }
    await settleLaunch(db, id, 'live', { liveAt, alert: '' }, { actor: ctx.actor, kind: 'live', detail: how === 'time' ? 'at its time' : 'Go', at: ctx.now() });
    ctx.print(`launch ${id} (${launch.name}) is live: ${launch.members.length} member${launch.members.length === 1 ? '' : 's'}`);
    return true;
  } catch (error) {
    // Nothing half-live: before the switch its articles leave again and it is back where it was.
    if (!switched) {
      await withdrawLaunch(db, id, ctx.actor, ctx.now());
      await settleLaunch(db, id, launch.state, { alert: `failed: ${String(error instanceof Error ? error.message : error)}` }, { actor: ctx.actor, kind: 'failed', detail: String(error), at: ctx.now() });
    } else await settleLaunch(db, id, 'live', { liveAt: ctx.now(), alert: `its copies already on the site were not all republished: ${String(error)}` }, { actor: ctx.actor, kind: 'live', detail: 'with a failure', at: ctx.now() });
    throw error;
  }
}

/**
 * Reverts a live launch: its areas' previous records, its articles' previous copies (or off the site
 * if they were new) and their pins, in one registry write as it went live. By a person, or by the
 * scheduler when a canary the launch went live with ended (the guard, or a rollback). It may go live again.
 */
export async function revertLaunch(deps: MomentDeps, id: number, why = 'revert'): Promise<boolean> {
  const { ctx, db } = deps;
  const launch = await findLaunch(db, id);
  if (!launch) throw new LaunchError(`there is no launch ${id}`, 'not-found');
  if (launch.state !== 'live') throw new LaunchError(`launch ${id} (${launch.name}) is ${launch.state}: only a live launch is reverted`, 'conflict');
  if (!(await claimLaunch(db, launch, 'reverting', ctx.now()))) return false;
  const before = await launchBefore(db, id);
  // 1. Copies it republished go back first: the launch's copy may link to its pages.
  if (before.published.length) {
    await restoreCopies(db, before.published, ctx.now());
    await pause(deps, deps.settleMs);
  }
  // 2. Its areas' previous records, and the launch no longer live: its new articles leave with them.
  const site = await ctx.records.readSite();
  const events = Object.entries(before.records).map(([remote, record]) => event(ctx, remote as RemoteName, 'rollback', site?.registry[remote as RemoteName].version ?? null, record.version, `passed: ${launchNote(launch)} reverted`));
  await ctx.records.switchLaunch({ records: before.records, launch: { end: id } }, events);
  const revertedAt = ctx.now();
  // 3. Its new articles, already hidden by the registry, leave the site for good.
  await withdrawLaunch(db, id, ctx.actor, ctx.now());
  await settleLaunch(db, id, 'reverted', { revertedAt }, { actor: ctx.actor, kind: 'revert', detail: why, at: ctx.now() });
  ctx.print(`launch ${id} (${launch.name}) reverted: its areas and articles are as before it went live`);
  return true;
}

/**
 * A launch whose moment began long ago and never ended: the process taking it live or reverting it
 * died. The registry says how far it got. Going live: if the launch is in the registry it is live
 * (settled so); if not, nothing of it went live: its hidden articles leave and it waits again for its
 * time (or for Go). Reverting: if the registry no longer holds it, the revert is finished; if it
 * does, it is live again, with an alert to revert it once more.
 */
export async function recoverInterrupted(deps: MomentDeps, launch: Launch): Promise<void> {
  const { ctx, db } = deps;
  const site = await ctx.records.readSite();
  const inRegistry = site?.launches.some((live) => live.id === launch.id) ?? false;
  const record = (kind: string, detail: string) => ({ actor: ctx.actor, kind, detail, at: ctx.now() });
  if (launch.state === 'going') {
    if (inRegistry) return settleLaunch(db, launch.id, 'live', { liveAt: ctx.now(), alert: 'interrupted after its switch: its articles already on the site may still show their previous copy' }, record('live', 'after an interruption'));
    await withdrawLaunch(db, launch.id, ctx.actor, ctx.now());
    return settleLaunch(db, launch.id, launch.at === null ? 'draft' : 'scheduled', {}, record('interrupted', 'before its switch: nothing of it went live'));
  }
  if (!inRegistry) {
    await withdrawLaunch(db, launch.id, ctx.actor, ctx.now());
    return settleLaunch(db, launch.id, 'reverted', { revertedAt: ctx.now() }, record('revert', 'finished after an interruption'));
  }
  return settleLaunch(db, launch.id, 'live', { alert: 'its revert was interrupted before the switch: revert it again' }, record('interrupted', 'the revert, before its switch'));
}
