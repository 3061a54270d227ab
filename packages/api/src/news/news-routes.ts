import type { NewsArticle, NewsItem } from '@site/contracts';
import { locales } from '@site/federation';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ApiContext } from '../api-context.js';
import { ApiError, success } from '../http/envelope.js';
import { rateLimitFor } from '../http/rate-limit.js';
import { coverFileNamePattern, coverRenditionPattern, coverUrl, readPreferredCover } from './news-covers.js';
import { findNewsDetail, listNews } from './news-repository.js';
import { newsPreviewParam } from '@site/contracts/news';

type ListQuery = Record<string, unknown>;

function oneOf<T extends string>(query: ListQuery, field: string, allowed: readonly T[], fallback: T | undefined): T {
  const value = query[field];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new ApiError(400, 'REQ.INVALID', `${field}: must be one of ${allowed.join(', ')}`);
}

const idPattern = /^[1-9]\d{0,14}$/;

/** Whether an Accept header names `type` itself with q > 0. Wildcards (`image/*`, any type) do not count: such clients may well not decode AVIF. */
function acceptsExplicitly(accept: string | undefined, type: string): boolean {
  if (!accept) return false;
  return accept.split(',').some((entry) => {
    const [mediaType, ...parameters] = entry.split(';');
    if (mediaType?.trim().toLowerCase() !== type) return false;
    const q = parameters.map((parameter) => parameter.trim().toLowerCase()).find((parameter) => parameter.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The names to try for a cover request, best first: a rendition's `.jpg` URL stands for its AVIF and WebP siblings too. */
function coverCandidates(file: string, accept: string | undefined): { candidates: string[]; negotiated: boolean } {
  const rendition = coverRenditionPattern.exec(file)?.groups;
  if (rendition?.ext !== 'jpg') return { candidates: [file], negotiated: false };
  const candidates = [file];
  if (acceptsExplicitly(accept, 'image/webp')) candidates.unshift(`${rendition.stem}.webp`);
  if (acceptsExplicitly(accept, 'image/avif')) candidates.unshift(`${rendition.stem}.avif`);
  return { candidates, negotiated: true };
}

export function registerNewsRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context.database;
  const previewOf = async (id: number, token: string | undefined) => {
    const opened = token ? await context.newsPreviews.verify(token) : undefined;
    const draft = opened && context.workingCopies ? await context.workingCopies(db, id) : undefined;
    return draft && draft.slug === opened!.slug ? draft : undefined;
  };
  const readLimit = { rateLimit: rateLimitFor(context.config, 'read') };

  app.get('/api/website/news/list', { config: readLimit }, async (request, reply) => {
    const query = request.query as ListQuery;
    // Hidden items are never public: display=1 is the only accepted value.
    oneOf(query, 'display', ['1'], '1');
    const language = oneOf(query, 'language', locales, 'zh');
    const homePage = oneOf(query, 'homePage', ['0', '1'], '0') === '1';
    const body = await context.newsCache.get(`list|${language}|${homePage}`, async () => {
      const rows = await listNews(db, { language, display: 1, homePage });
      // The shapes the site's pages read (@site/contracts).
      const items = rows.map((row): NewsItem => ({
        id: row.id,
        title: row.title,
        description: row.description,
        cover: coverUrl(row.cover),
        display: row.display,
        top: row.top,
        timestamp: row.published_at,
      }));
      return JSON.stringify(success({ items }));
    });
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=10').send(body);
  });

  app.get<{ Params: { id: string }; Querystring: { [newsPreviewParam]?: string } }>('/api/website/news/info/:id', { config: readLimit }, async (request, reply) => {
    const { id } = request.params;
    if (!idPattern.test(id)) throw new ApiError(400, 'REQ.INVALID', 'id: must be a positive integer');
    // A preview link's token shows the working copy of its article, to that request alone.
    const preview = await previewOf(Number(id), request.query[newsPreviewParam]);
    if (preview) {
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(success<NewsArticle>({ title: preview.copy.title, timestamp: preview.publishedAt, authorName: preview.copy.authorName, content: preview.copy.contentHtml }));
    }
    const body = await context.newsCache.get(`info|${id}`, async () => {
      const row = await findNewsDetail(db, Number(id));
      if (!row) return undefined;
      return JSON.stringify(
        success<NewsArticle>({
          title: row.title,
          timestamp: row.published_at,
          authorName: row.author_name,
          content: row.content_html,
        }),
      );
    });
    if (body === undefined) throw new ApiError(404, 'NEWS.NOT_FOUND', 'id: no such news item');
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=10').send(body);
  });

  // Cover bytes by the name actually served, bounded by count and by size (1600-wide renditions run
  // to a few hundred KB each); least recently used dropped first.
  const coverCache = new LRUCache<string, { contentType: string; body: Buffer }>({ max: 500, maxSize: 64 * 1024 * 1024, sizeCalculation: (cover) => Math.max(1, cover.body.length) });
  app.get<{ Params: { file: string } }>('/api/website/news/cover/:file', { config: readLimit }, async (request, reply) => {
    const { file } = request.params;
    if (!coverFileNamePattern.test(file)) throw new ApiError(404, 'NEWS.COVER_NOT_FOUND', 'file: no such cover');
    const { candidates, negotiated } = coverCandidates(file, request.headers.accept);
    // Only the best candidate is looked up in memory: a cached JPEG must not hide a stored AVIF from a client that takes it.
    let cover = coverCache.get(candidates[0]!);
    if (!cover) {
      const found = await readPreferredCover(db, candidates);
      if (!found) throw new ApiError(404, 'NEWS.COVER_NOT_FOUND', 'file: no such cover');
      cover = { contentType: found.contentType, body: found.body };
      coverCache.set(found.fileName, cover);
    }
    // Shared caches must key a rendition's URL on Accept too, or one client's AVIF reaches a browser without AVIF.
    if (negotiated) reply.header('vary', 'Accept');
    return reply
      .type(cover.contentType)
      // The name carries a content hash, so the bytes behind a URL (for one Accept) never change.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(cover.body);
  });
}
