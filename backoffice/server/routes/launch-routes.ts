import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { remoteNames } from '@site/federation';
import { launchesSection, type LaunchDetail, type LaunchMemberView, type LaunchPreviewLink, type LaunchView } from '@site/console-contract/launches';
import type { ConsoleRole } from '@site/console-contract/session';
import { addAreaMember, addArticleMember, createLaunch, findLaunch, launchEvents, LaunchError, listLaunches, maxLaunchPreviewMs, removeMember, scheduleLaunch, signLaunchPreview, type Launch } from '@site/launches';
import { findArticle } from '@site/newsroom';
import { goLive, launchBlocks, momentDeps, ReleaseError, revertLaunch } from '@site/release';
import { ConsoleHttpError, changingSession, sectionSession } from '../console-guards.js';
import type { ConsoleServices } from '../console-services.js';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
/** Release managers bring area versions, editors articles; an admin both. */
const mayAddArea = (roles: readonly ConsoleRole[]) => roles.includes('admin') || roles.includes('releaser');
const mayAddArticle = (roles: readonly ConsoleRole[]) => roles.includes('admin') || roles.includes('editor');
/** One may launch (and revert) what one may bring: every kind of member it holds. */
const mayLaunch = (roles: readonly ConsoleRole[], launch: Launch) =>
  (mayAddArea(roles) || mayAddArticle(roles)) && launch.members.every((member) => (member.kind === 'area' ? mayAddArea(roles) : mayAddArticle(roles)));

const memberSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('area'), remote: z.enum(remoteNames), version: z.string().min(1).max(64), canary: z.number().int().optional() }),
  z.strictObject({ kind: z.literal('article'), slug: z.string().min(1).max(200), only: z.enum(['zh', 'en']).optional(), pinned: z.boolean().default(false), homePage: z.boolean().default(false) }),
]);
const actionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('schedule'), at: z.string().max(40).nullable() }),
  z.strictObject({ action: z.literal('go') }),
  z.strictObject({ action: z.literal('revert') }),
]);

/**
 * Launches (README "Launches"): listed for everyone who may use the section, put together by
 * editors (articles) and release managers (area versions), taken live and reverted by whoever may
 * bring all of its members. Every change is in the activity trail; going live and reverting are
 * also in the release log, under each area.
 */
export async function launchRoutes(app: FastifyInstance, { services }: { services: ConsoleServices }): Promise<void> {
  const { db, audit } = services;

  /** The launch as its page shows it: each member with its state (an area's live version, an article's titles). */
  async function view(launch: Launch): Promise<LaunchView> {
    const registry = await services.records.read();
    const members = await Promise.all(
      launch.members.map(async (member): Promise<LaunchMemberView> => {
        if (member.kind === 'area') {
          const record = registry?.[member.remote];
          const live = record?.canary?.version === member.version ? `canary ${record.canary.percent}%` : record?.version === member.version ? 'active' : (record?.version ?? '');
          return { kind: 'area', remote: member.remote, version: member.version, plan: member.plan, joinedAt: iso(member.joinedAt)!, joinedBy: member.joinedBy, live };
        }
        const article = await findArticle(db, member.slug);
        const articleId = article?.languages.zh.id ?? article?.languages.en.id;
        const titles = { ...(article?.languages.zh.copy?.title ? { zh: article.languages.zh.copy.title } : {}), ...(article?.languages.en.copy?.title ? { en: article.languages.en.copy.title } : {}) };
        return { kind: 'article', slug: member.slug, languages: member.languages, pinned: member.pinned, homePage: member.homePage, joinedAt: iso(member.joinedAt)!, joinedBy: member.joinedBy, titles, ...(articleId ? { articleId } : {}) };
      }),
    );
    return { id: launch.id, name: launch.name, state: launch.state, at: iso(launch.at), createdAt: iso(launch.createdAt)!, createdBy: launch.createdBy, liveAt: iso(launch.liveAt), revertedAt: iso(launch.revertedAt), alert: launch.alert, members };
  }

  const launchParam = async (value: string): Promise<Launch> => {
    const id = Number(value);
    const launch = Number.isInteger(id) && id > 0 ? await findLaunch(db, id) : undefined;
    if (!launch) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', `there is no launch ${value}`);
    return launch;
  };
  const refused = (error: unknown, lines: string[] = []): never => {
    if (error instanceof LaunchError) throw new ConsoleHttpError(error.kind === 'not-found' ? 404 : error.kind === 'conflict' ? 409 : 400, error.kind === 'not-found' ? 'CONSOLE.NOT_FOUND' : error.kind === 'conflict' ? 'CONSOLE.REFUSED' : 'CONSOLE.BAD_REQUEST', error.message, { lines });
    if (error instanceof ReleaseError) throw new ConsoleHttpError(error.kind === 'invalid' ? 400 : 409, error.kind === 'invalid' ? 'CONSOLE.BAD_REQUEST' : 'CONSOLE.REFUSED', error.message, { lines });
    throw error;
  };

  app.get('/console/api/launches', async (request) => {
    sectionSession(request, 'launches');
    return { items: await Promise.all((await listLaunches(db)).map(view)) } satisfies { items: LaunchView[] };
  });

  // Opening a launch runs its preflight against the live site.
  app.get<{ Params: { id: string } }>('/console/api/launches/:id', async (request) => {
    const session = sectionSession(request, 'launches');
    const launch = await launchParam(request.params.id);
    const ctx = services.releaseContext(session.user);
    const blocks = launch.state === 'draft' || launch.state === 'scheduled' || launch.state === 'reverted' ? await launchBlocks(ctx, db, launch) : [];
    const events = (await launchEvents(db, launch.id)).map((entry) => ({ ...entry, at: iso(entry.at)! })).reverse();
    return {
      launch: await view(launch),
      blocks: blocks.map(({ member, reason, line, ...rest }) => ({ member, reason, line, ...rest })),
      events,
      may: { addArea: mayAddArea(session.roles), addArticle: mayAddArticle(session.roles), launch: mayLaunch(session.roles, launch) },
    } satisfies LaunchDetail;
  });

  app.post('/console/api/launches', async (request, reply) => {
    const session = changingSession(request, (roles) => mayAddArea(roles) || mayAddArticle(roles), 'create launches');
    const body = z.strictObject({ name: z.string().max(200) }).safeParse(request.body);
    if (!body.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send { "name" }');
    try {
      const id = await createLaunch(db, body.data.name, session.user, services.clock());
      await audit(launchesSection, session.user, 'launch-create', `passed: ${body.data.name.trim()}`, { to: `launch ${id}` });
      return reply.status(201).send({ id });
    } catch (error) {
      return refused(error);
    }
  });

  app.post<{ Params: { id: string } }>('/console/api/launches/:id/members', async (request, reply) => {
    const body = memberSchema.safeParse(request.body);
    const kind = body.success ? body.data.kind : undefined;
    const session = changingSession(request, (roles) => (kind === 'area' ? mayAddArea(roles) : kind === 'article' ? mayAddArticle(roles) : mayAddArea(roles) || mayAddArticle(roles)), kind === 'area' ? 'add area versions to launches' : 'add articles to launches');
    if (!body.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', body.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    const launch = await launchParam(request.params.id);
    const member = body.data;
    try {
      if (member.kind === 'area') await addAreaMember(db, launch.id, member.remote, member.version, member.canary === undefined ? { kind: 'activate' } : { kind: 'canary', percent: member.canary }, session.user, services.clock());
      else await addArticleMember(db, launch.id, member.slug, { languages: member.only ?? 'both', pinned: member.pinned, homePage: member.homePage }, session.user, services.clock());
    } catch (error) {
      return refused(error);
    }
    const name = member.kind === 'area' ? `${member.remote} ${member.version}` : `article ${member.slug}`;
    await audit(launchesSection, session.user, 'launch-add', `passed: ${name}`, { to: `launch ${launch.id}` });
    return reply.status(204).send();
  });

  app.delete<{ Params: { id: string; kind: string; key: string } }>('/console/api/launches/:id/members/:kind/:key', async (request, reply) => {
    const { kind, key } = request.params;
    if (kind !== 'area' && kind !== 'article') throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'a member is an area or an article');
    const session = changingSession(request, kind === 'area' ? mayAddArea : mayAddArticle, `remove ${kind} members`);
    const launch = await launchParam(request.params.id);
    try {
      await removeMember(db, launch.id, kind, key, session.user, services.clock());
    } catch (error) {
      return refused(error);
    }
    await audit(launchesSection, session.user, 'launch-remove', `passed: ${kind} ${key}`, { from: `launch ${launch.id}` });
    return reply.status(204).send();
  });

  // A link to the whole site as the launch will make it, for whoever puts it together (and may share it).
  app.post<{ Params: { id: string } }>('/console/api/launches/:id/preview', async (request) => {
    const session = changingSession(request, (roles) => mayAddArea(roles) || mayAddArticle(roles), 'preview launches');
    const launch = await launchParam(request.params.id);
    const expiresAt = services.clock() + maxLaunchPreviewMs;
    const token = await signLaunchPreview(db, launch.id, expiresAt);
    const link = `${services.previews.origin}/preview/launch/${token}`;
    await audit(launchesSection, session.user, 'launch-preview', `passed: until ${new Date(expiresAt).toISOString()}`, { to: `launch ${launch.id}` });
    return { links: { zh: link, en: `${link}?lang=en` }, expiresAt: iso(expiresAt)! } satisfies LaunchPreviewLink;
  });

  app.post<{ Params: { id: string } }>('/console/api/launches/:id/actions', async (request) => {
    const launch = await launchParam(request.params.id);
    const session = changingSession(request, (roles) => mayLaunch(roles, launch), 'take this launch live or revert it (it holds members of a kind you may not bring)');
    const body = actionSchema.safeParse(request.body);
    if (!body.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send { "action": "schedule", "at": "<ISO time>" | null } or { "action": "go" | "revert" }');
    const ctx = services.releaseContext(session.user);
    const action = body.data;
    try {
      if (action.action === 'schedule') {
        const at = action.at === null ? null : Date.parse(action.at);
        if (at !== null && Number.isNaN(at)) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'at: an ISO 8601 time');
        await scheduleLaunch(db, launch.id, at, session.user, services.clock());
        await audit(launchesSection, session.user, 'launch-schedule', `passed: ${at === null ? 'when someone presses Go' : new Date(at).toISOString()}`, { to: `launch ${launch.id}` });
      } else if (action.action === 'go') {
        if (!(await goLive(momentDeps(ctx, db), launch.id, 'go'))) throw new LaunchError(`launch ${launch.id} is being taken live by someone else`, 'conflict');
        await audit(launchesSection, session.user, 'launch-go', `passed: ${launch.name}`, { to: `launch ${launch.id}` });
      } else {
        if (!(await revertLaunch(momentDeps(ctx, db), launch.id))) throw new LaunchError(`launch ${launch.id} is being reverted by someone else`, 'conflict');
        await audit(launchesSection, session.user, 'launch-revert', `passed: ${launch.name}`, { from: `launch ${launch.id}` });
      }
    } catch (error) {
      if (action.action === 'go' && error instanceof ReleaseError && error.kind === 'refused') await audit(launchesSection, session.user, 'launch-go', `failed: ${error.message}`, { to: `launch ${launch.id}` });
      return refused(error, ctx.lines);
    }
    return { lines: ctx.lines, launch: await view((await findLaunch(db, launch.id))!) };
  });
}
