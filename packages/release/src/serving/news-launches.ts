import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteVersions } from './site-versions.js';
import type { Visits } from './visit.js';

/**
 * Which launches' articles a news request may show (the API's `NewsLaunches`): those its visit sees,
 * from its cohort cookie, or the ids a server render names in `view` (its own request carries no
 * cookie). Of `view`, only launches live on the site count: a made-up id shows nothing that is not
 * already public. `personal` while a launch is live for a canary's cohort only.
 */
export function createNewsLaunches(versions: Pick<SiteVersions, 'load'>, visits: Visits) {
  return async (request: FastifyRequest, reply: FastifyReply, view: string | undefined): Promise<{ seen: readonly number[]; personal: boolean }> => {
    const live = await versions.load();
    const personal = live.liveLaunches.some((launch) => launch.cohort.length > 0);
    if (live.liveLaunches.length === 0) return { seen: [], personal: false };
    if (view !== undefined) {
      const named = new Set(view.split(',').filter(Boolean).map(Number));
      return { seen: live.liveLaunches.map((launch) => launch.id).filter((id) => named.has(id)), personal };
    }
    const visit = await visits(request, reply, { draw: false, secure: request.protocol === 'https' });
    return { seen: visit.served.launches, personal };
  };
}
