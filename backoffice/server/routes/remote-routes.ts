import { ReleaseError, statusObject } from '@site/release';
import { isRemoteName, type RemoteName } from '@site/federation';
import type { FastifyInstance } from 'fastify';
import { seriesRanges, type AreaIncident, type AreaMessages, type AreaSeries, type SeriesRange, type VersionSeries } from '@site/console-contract/releases';
import { ConsoleHttpError, changingSession, sectionSession } from '../console-guards.js';
import type { ConsoleServices } from '../console-services.js';
import { actionRequestSchema, mayAct, runAction } from '../release-actions.js';

const minuteMs = 60_000;
const rangeMinutes: Record<SeriesRange, number> = { hour: 60, day: 24 * 60, week: 7 * 24 * 60 };

function remoteParam(value: string): RemoteName {
  if (!isRemoteName(value)) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', `there is no area "${value}"`);
  return value;
}

function rangeParam(value: string | undefined): SeriesRange {
  const range = value ?? 'hour';
  if (!(seriesRanges as readonly string[]).includes(range)) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', `range is one of ${seriesRanges.join(', ')}`);
  return range as SeriesRange;
}

/** The areas: their versions and health (reads, for the release roles), and the release actions (by role). */
export async function remoteRoutes(app: FastifyInstance, { services }: { services: ConsoleServices }): Promise<void> {
  app.get('/console/api/remotes', async (request) => {
    return statusObject(services.releaseContext(sectionSession(request, 'releases').user));
  });

  app.get('/console/api/guard', async (request) => {
    sectionSession(request, 'releases');
    return await services.guardState();
  });

  app.get('/console/api/incidents', async (request) => {
    sectionSession(request, 'releases');
    return { incidents: await services.incidents() } satisfies { incidents: AreaIncident[] };
  });

  app.get<{ Params: { remote: string }; Querystring: { range?: string } }>('/console/api/remotes/:remote/series', async (request) => {
    sectionSession(request, 'releases');
    const remote = remoteParam(request.params.remote);
    const range = rangeParam(request.query.range);
    const minutes = rangeMinutes[range];
    const now = services.clock();
    const sinceMs = now - (now % minuteMs) - (minutes - 1) * minuteMs;
    const [counts, registry] = await Promise.all([services.siteEvents.perMinute({ remote, sinceMs, minutes }), services.records.read()]);
    const record = registry?.[remote];
    const role = (version: string): VersionSeries['role'] => (version === record?.version ? 'active' : version === record?.canary?.version ? 'canary' : 'other');
    const versions: Record<string, VersionSeries> = {};
    for (const [version, series] of Object.entries(counts.versions)) versions[version] = { role: role(version), ...series };
    // The live versions have a line even before their first report.
    for (const version of [record?.version, record?.canary?.version]) {
      if (version && !versions[version]) versions[version] = { role: role(version), views: new Array<number>(counts.minutes).fill(0), failed: new Array<number>(counts.minutes).fill(0) };
    }
    return { remote, range, from: counts.from, stepMs: minuteMs, points: counts.minutes, versions } satisfies AreaSeries;
  });

  app.get<{ Params: { remote: string }; Querystring: { range?: string; version?: string } }>('/console/api/remotes/:remote/messages', async (request) => {
    sectionSession(request, 'releases');
    const remote = remoteParam(request.params.remote);
    const sinceMs = services.clock() - rangeMinutes[rangeParam(request.query.range)] * minuteMs;
    const version = request.query.version?.slice(0, 100);
    return { messages: await services.siteEvents.topMessages({ remote, sinceMs, limit: 20, ...(version ? { version } : {}) }) } satisfies AreaMessages;
  });

  app.get<{ Params: { remote: string } }>('/console/api/remotes/:remote/vitals', async (request) => {
    sectionSession(request, 'releases');
    return await services.vitals(remoteParam(request.params.remote));
  });

  app.post<{ Params: { remote: string } }>('/console/api/remotes/:remote/actions', async (request) => {
    const body = actionRequestSchema.safeParse(request.body);
    const action = body.success ? body.data.action : undefined;
    const session = changingSession(request, (roles) => (action === undefined ? roles.includes('releaser') || roles.includes('admin') : mayAct(roles, action)), `run ${action ?? 'release actions'}`);
    if (!body.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', body.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    const remote = remoteParam(request.params.remote);
    const ctx = services.releaseContext(session.user);
    try {
      return await runAction(ctx, remote, body.data, services.previews);
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      // Refused: the registry is as it was; say why, with what the library printed.
      throw new ConsoleHttpError(error.kind === 'invalid' ? 400 : 409, error.kind === 'invalid' ? 'CONSOLE.BAD_REQUEST' : 'CONSOLE.REFUSED', error.message, { lines: ctx.lines });
    }
  });
}
