import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
// Its request.cookies and reply.setCookie.
import type {} from '@fastify/cookie';

/** A first-party cookie holding a random bucket, 0-99, and nothing else: which share of visitors one is in. */
export const cohortCookie = 'site_cohort';
const cohortDays = 90;

export const crawler = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly/i;

/**
 * The visitor's bucket for canaries: from their cookie, or (`draw`, a page request) drawn now,
 * set, and used for this very page, so a new visitor's first page is already in their share.
 * Crawlers and visitors who refuse tracking (Global Privacy Control, Do Not Track) get none: the
 * active version. A browser that silently drops cookies draws again on each page load; its client
 * navigations get the active version (/registry.json draws nothing).
 */
export function cohortOf(request: FastifyRequest, reply: FastifyReply, options: { draw: boolean; secure: boolean }): number | undefined {
  const kept = request.cookies[cohortCookie];
  if (kept !== undefined && /^\d{1,2}$/.test(kept)) return Number(kept);
  const headers = request.headers;
  if (!options.draw || crawler.test(headers['user-agent'] ?? '') || headers['sec-gpc'] === '1' || headers['dnt'] === '1') return undefined;
  const bucket = randomInt(100);
  reply.setCookie(cohortCookie, String(bucket), { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure, maxAge: cohortDays * 24 * 3600 });
  return bucket;
}
