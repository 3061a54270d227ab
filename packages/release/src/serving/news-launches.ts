import type { FastifyReply, FastifyRequest } from 'fastify';
import { readNewsView } from '@site/contracts/news';
import type { NewsOverlayCopy } from '@site/api';
import { launchPreviewCookie } from './preview-token.js';
// Its request.cookies.
import type {} from '@fastify/cookie';
import type { LaunchPreviews } from './launch-previews.js';
import type { SiteVersions } from './site-versions.js';
import type { Visits } from './visit.js';

/**
 * Which launches' articles a news request may show (the API's `NewsLaunches`): those its visit sees,
 * from its cohort cookie, or the ids a server render names in `view` (its own request carries no
 * cookie). Of `view`, only launches live on the site count: a made-up id shows nothing that is not
 * already public. `personal` while a launch is live for a canary's cohort only. A launch preview
 * (its signed token in `view`, or the visit's preview cookie) adds the launch's articles as it will
 * publish them (`overlay`).
 */
export function createNewsLaunches(versions: Pick<SiteVersions, 'load'>, visits: Visits, launchPreviews?: Pick<LaunchPreviews, 'check'>) {
  return async (request: FastifyRequest, reply: FastifyReply, view: string | undefined): Promise<{ seen: readonly number[]; personal: boolean; overlay?: readonly NewsOverlayCopy[] }> => {
    const live = await versions.load();
    const personal = live.liveLaunches.some((launch) => launch.cohort.length > 0);
    if (view !== undefined) {
      const named = readNewsView(view);
      const preview = named.previewToken && launchPreviews ? await launchPreviews.check(named.previewToken) : undefined;
      const seen = live.liveLaunches.map((launch) => launch.id).filter((id) => named.launches.includes(id));
      return { seen, personal, ...(preview ? { overlay: preview.news } : {}) };
    }
    if (live.liveLaunches.length === 0 && !(launchPreviews && request.cookies[launchPreviewCookie])) return { seen: [], personal: false };
    const visit = await visits(request, reply, { draw: false, secure: request.protocol === 'https' });
    const overlay = visit.preview?.launch?.news;
    return { seen: visit.served.launches, personal, ...(overlay ? { overlay } : {}) };
  };
}
