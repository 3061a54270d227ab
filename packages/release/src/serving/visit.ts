import type { FastifyReply, FastifyRequest } from 'fastify';
// Its request.cookies and reply.setCookie.
import type {} from '@fastify/cookie';
import { cohortOf } from './cohort.js';
import type { Previews, RequestPreview } from './previews.js';
import type { ResolvedVersions, SiteVersions } from './site-versions.js';

/** Which versions a visit gets, and why. */
export interface Visit {
  /** The live versions: everyone's (a page cached under them is dropped when they change). */
  live: ResolvedVersions;
  /** What this visitor is served: the live versions, their canary cohort's, or their preview's. */
  served: ResolvedVersions;
  /** The areas this browser previews (its signed preview cookies), if any. */
  preview?: RequestPreview;
  /** A canary runs: pages depend on the visitor's cohort cookie. */
  canaryRunning: boolean;
}

/**
 * The one question the site asks of releasing, the same way for a page, a form post and the
 * browser's `/registry.json`: which versions does this visit get? The live ones; while a canary
 * runs, those of the visitor's cohort (`draw`: a page draws a new visitor's bucket and sets its
 * cookie; `/registry.json` only reads it); with a valid preview cookie, the previewed versions.
 */
export function createVisits(deps: { versions: Pick<SiteVersions, 'load' | 'withPreview'>; previews: Pick<Previews, 'fromCookies'> }) {
  return async function visit(request: FastifyRequest, reply: FastifyReply, options: { draw: boolean; secure: boolean }): Promise<Visit> {
    const [live, preview] = await Promise.all([deps.versions.load(), deps.previews.fromCookies(request.cookies)]);
    const canaryRunning = live.canaries.length > 0;
    const bucket = canaryRunning ? cohortOf(request, reply, options) : undefined;
    const cohort = bucket === undefined ? live : live.forBucket(bucket);
    return { live, served: preview ? deps.versions.withPreview(cohort, preview.records) : cohort, ...(preview ? { preview } : {}), canaryRunning };
  };
}

export type Visits = ReturnType<typeof createVisits>;
