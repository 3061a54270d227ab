// `npm run release -- launch …`: a release manager's script for launches (area versions and articles
// that go live together). The back office shows and does the same.
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Database } from '@site/api';
import { remoteNames, remoteRecord, type Registry, type RemoteName } from '@site/federation';
import type { AreaManifest } from '@site/federation/area-manifest';
import { addAreaMember, addArticleMember, articleFacts, createLaunch, findLaunch, LaunchError, listLaunches, maxLaunchPreviewMs, memberName, openLaunches, preflight, scheduleLaunch, servesPage, signLaunchPreview, type AreaPlan, type Launch, type PreflightBlock } from '@site/launches';
import { openNewsroom } from '@site/newsroom';
import { readVersionManifest } from '../area-manifests.js';
import { remoteArgument, storedVersionRefusal, validRollout } from '../commands.js';
import { goLive, revertLaunch, type MomentDeps } from './launch-moment.js';
import { liveRegistry, ReleaseError, type ReleaseContext } from '../release-context.js';

export const launchUsage = `  launch create <name>                         a new launch; prints its id as the last line
  launch add <id> --area <remote> <V> [--canary N]
                                               an area version, going live for everyone or as a canary
  launch add <id> --article <slug> [--only zh|en] [--pin] [--home]
                                               an article, in both languages unless one is enough;
                                               pinned, on the home page once live
  launch add <id> --area <remote> <V> --steps 5,25,100 --every 10m
                                               an area version as a staged rollout
  launch preflight <id>                        what blocks it, member by member (exit 1 when anything does)
  launch preview <id>                          a link (a day) to the whole site as the launch will make it
  launch schedule <id> --at <ISO time>         goes live at that time (--at go: when someone presses Go)
  launch go <id>                               every member live now, together
  launch revert <id>                           every member back as it was before, together
  launch list                                  every launch with its members`;

export interface LaunchOptions {
  area?: string;
  article?: string;
  only?: string;
  pin?: boolean;
  home?: boolean;
  canary?: string;
  steps?: string;
  every?: string;
  at?: string;
}

/** How long every instance takes to see a news change (they re-read it at most once a second). */
export const launchSettleMs = () => {
  const value = Number(process.env.LAUNCH_SETTLE_MS ?? 1500);
  return Number.isFinite(value) && value >= 0 ? value : 1500;
};

/** What a launch's moment needs, with `ctx`'s actor acting. */
export function momentDeps(ctx: ReleaseContext, db: Database['db'], settleMs = launchSettleMs()): MomentDeps {
  return { ctx, db, settleMs, blocks: (launch) => launchBlocks(ctx, db, launch) };
}

/** The site's database with the newsroom's and the launches' tables. */
async function launchesDatabase(open: () => Promise<Database>): Promise<Database> {
  const database = await open();
  await openNewsroom(database);
  await openLaunches(database);
  return database;
}

function launchId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id < 1) throw new ReleaseError('name the launch by its id (launch list shows them)', 'invalid');
  return id;
}

/** The live registry with the launch's area versions in place. */
function withLaunchVersions(registry: Registry, launch: Launch): Registry {
  const next = { ...registry };
  for (const member of launch.members) if (member.kind === 'area') next[member.remote] = remoteRecord(member.remote, member.version);
  return next;
}

/** The area versions that passed activation's checks beside a set of live versions. */
const passedChecks = new LRUCache<string, true>({ max: 200, ttl: 10 * 60_000 });

/** Everything that blocks a launch, as its preflight finds it against the live site and the store. */
export async function launchBlocks(ctx: ReleaseContext, db: Database['db'], launch: Launch): Promise<PreflightBlock[]> {
  const registry = await liveRegistry(ctx);
  const launched = withLaunchVersions(registry, launch);
  const manifestOf = async (remote: RemoteName, version: string): Promise<AreaManifest[]> => {
    const read = await readVersionManifest(join(ctx.remotesDir, remote, version));
    return 'manifest' in read ? [read.manifest] : [];
  };
  const manifests = (await Promise.all(remoteNames.flatMap((remote) => [manifestOf(remote, registry[remote].version), ...(launched[remote].version !== registry[remote].version ? [manifestOf(remote, launched[remote].version)] : [])]))).flat();
  return preflight(launch, {
    article: (slug) => articleFacts(db, slug),
    serves: (path) => servesPage(manifests, path),
    areaProblem: async (member) => {
      // A stored version never changes, nor does this process's shell: a version that passed beside
      // the same versions passes again, so a launch page opened again does not render it all again.
      // A refusal is asked anew (a render that timed out on a busy machine may pass next time).
      const key = `${ctx.remotesDir}\n${member.remote}@${member.version}\n${remoteNames.map((remote) => `${remote}@${launched[remote].version}`).join(' ')}`;
      if (passedChecks.has(key)) return undefined;
      const problem = await storedVersionRefusal(ctx, member.remote, member.version, launched);
      if (problem === undefined) passedChecks.set(key, true);
      return problem;
    },
  });
}

/** `2026-12-01 20:00:00`, as the clocks in Asia/Shanghai show it. */
export const shanghaiTime = (at: number) => new Date(at).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' });

function describe(launch: Launch): string[] {
  const when = launch.at === null ? 'when someone presses Go' : `${new Date(launch.at).toISOString()} (${shanghaiTime(launch.at)} Asia/Shanghai)`;
  return [
    `${launch.id}  ${launch.name}  ${launch.state}, ${when}${launch.alert ? `  ALERT: ${launch.alert}` : ''}`,
    ...launch.members.map((member) => {
      if (member.kind === 'area') return `    ${memberName(member)}  ${member.plan.kind === 'canary' ? `canary ${member.plan.percent}%` : member.plan.kind === 'steps' ? `steps ${member.plan.steps.join(',')} every ${member.plan.every}` : 'activate'}  (${member.joinedBy})`;
      return `    ${memberName(member)}  ${member.languages === 'both' ? 'zh + en' : `${member.languages} only`}${member.pinned ? ', pinned' : ''}${member.homePage ? ', home page' : ''}  (${member.joinedBy})`;
    }),
  ];
}

export async function launchCommand(ctx: ReleaseContext, args: string[], options: LaunchOptions, openDatabase: () => Promise<Database>, siteOrigin: string): Promise<void> {
  const [action, ...rest] = args;
  const database = await launchesDatabase(openDatabase);
  const db = database.db;
  const now = ctx.now();
  try {
    switch (action) {
      case 'create': {
        const name = rest.join(' ');
        const id = await createLaunch(db, name, ctx.actor, now);
        ctx.print(`created launch ${id}: ${name.trim()}`);
        ctx.print(String(id));
        return;
      }
      case 'add': {
        const id = launchId(rest[0]);
        if ((options.area === undefined) === (options.article === undefined)) throw new ReleaseError('add an area version (--area <remote> <V>) or an article (--article <slug>)', 'invalid');
        if (options.area !== undefined) {
          const remote = remoteArgument(options.area);
          const version = rest[1];
          if (!version) throw new ReleaseError('name the version: launch add <id> --area <remote> <V>', 'invalid');
          if (options.canary !== undefined && options.steps !== undefined) throw new ReleaseError('--canary or --steps, not both: a staged rollout starts at its first step', 'invalid');
          let plan: AreaPlan = { kind: 'activate' };
          if (options.canary !== undefined) plan = { kind: 'canary', percent: Number(options.canary) };
          if (options.steps !== undefined) {
            const rollout = validRollout({ steps: options.steps, every: options.every ?? '' }, ctx.actor, now);
            plan = { kind: 'steps', steps: rollout.steps, every: rollout.every };
          }
          await addAreaMember(db, id, remote, version, plan, ctx.actor, now);
          ctx.print(`launch ${id}: ${remote} ${version} (${plan.kind === 'canary' ? `a canary for ${plan.percent}% of visitors` : plan.kind === 'steps' ? `staged: ${plan.steps.join(',')}% every ${plan.every}` : 'for everyone'})`);
          return;
        }
        const only = options.only;
        if (only !== undefined && only !== 'zh' && only !== 'en') throw new ReleaseError('--only takes zh or en', 'invalid');
        await addArticleMember(db, id, options.article!, { languages: only ?? 'both', pinned: options.pin ?? false, homePage: options.home ?? false }, ctx.actor, now);
        ctx.print(`launch ${id}: article ${options.article} (${only ? `${only} only` : 'zh + en'}${options.pin ? ', pinned' : ''}${options.home ? ', home page' : ''})`);
        return;
      }
      case 'preflight': {
        const launch = await findLaunch(db, launchId(rest[0]));
        if (!launch) throw new ReleaseError(`there is no launch ${rest[0]}`, 'invalid');
        const blocks = await launchBlocks(ctx, db, launch);
        for (const block of blocks) ctx.print(`  blocked: ${block.line}`);
        if (blocks.length) throw new ReleaseError(`launch ${launch.id} (${launch.name}) is blocked: ${blocks.length} reason${blocks.length === 1 ? '' : 's'} above`, 'refused');
        ctx.print(`launch ${launch.id} (${launch.name}) may go live: every member passed`);
        return;
      }
      case 'preview': {
        const launch = await findLaunch(db, launchId(rest[0]));
        if (!launch) throw new ReleaseError(`there is no launch ${rest[0]}`, 'invalid');
        const expiresAt = now + maxLaunchPreviewMs;
        const link = `${siteOrigin.replace(/\/$/, '')}/preview/launch/${await signLaunchPreview(db, launch.id, expiresAt)}`;
        ctx.print(`preview of launch ${launch.id} (${launch.name}) until ${new Date(expiresAt).toISOString()}, as it stands when opened; the badge's exit link ends it. Open:`);
        ctx.print(`  ${link}`);
        ctx.print(`  ${link}?lang=en`);
        return;
      }
      case 'schedule': {
        const id = launchId(rest[0]);
        if (!options.at) throw new ReleaseError('give the time: launch schedule <id> --at 2026-12-01T20:00:00+08:00 (or --at go)', 'invalid');
        const at = options.at === 'go' ? null : Date.parse(options.at);
        if (at !== null && (Number.isNaN(at) || !/(Z|[+-]\d\d:?\d\d)$/i.test(options.at))) throw new ReleaseError(`--at takes an ISO time with its zone (2026-12-01T20:00:00+08:00), not "${options.at}"`, 'invalid');
        await scheduleLaunch(db, id, at, ctx.actor, now);
        ctx.print(at === null ? `launch ${id} goes live when someone presses Go` : `launch ${id} goes live at ${new Date(at).toISOString()} (${shanghaiTime(at)} Asia/Shanghai)`);
        return;
      }
      case 'go': {
        const id = launchId(rest[0]);
        if (!(await goLive(momentDeps(ctx, db), id, 'go'))) throw new ReleaseError(`launch ${id} is being taken live by another process`, 'conflict');
        return;
      }
      case 'revert': {
        const id = launchId(rest[0]);
        if (!(await revertLaunch(momentDeps(ctx, db), id))) throw new ReleaseError(`launch ${id} is being reverted by another process`, 'conflict');
        return;
      }
      case 'list':
      case undefined:
        for (const launch of await listLaunches(db)) for (const line of describe(launch)) ctx.print(line);
        return;
      default:
        throw new ReleaseError(`launch ${action}: unknown; see npm run release -- --help`, 'invalid');
    }
  } catch (error) {
    if (error instanceof LaunchError) throw new ReleaseError(error.message, error.kind === 'conflict' ? 'conflict' : 'invalid');
    throw error;
  } finally {
    await database.close();
  }
}
