import type { NewsArticle, NewsItem } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.js';
import { ApiError, success } from '../http/envelope.js';
import { rateLimitFor } from '../http/rate-limit.js';
import { coverFileNamePattern, coverUrl, readCover } from './news-covers.js';
import { findNewsDetail, listNews } from './news-repository.js';

type ListQuery = Record<string, unknown>;

function oneOf<T extends string>(query: ListQuery, field: string, allowed: readonly T[], fallback: T | undefined): T {
  const value = query[field];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new ApiError(400, 'REQ.INVALID', `${field}: must be one of ${allowed.join(', ')}`);
}

const idPattern = /^[1-9]\d{0,14}$/;

export function registerNewsRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context.database;
  const readLimit = { rateLimit: rateLimitFor(context.config, 'read') };

  app.get('/api/website/news/list', { config: readLimit }, async (request, reply) => {
    const query = request.query as ListQuery;
    // Hidden items are never public: display=1 is the only accepted value.
    oneOf(query, 'display', ['1'], '1');
    const language = oneOf(query, 'language', ['zh', 'en'], 'zh');
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

  app.get<{ Params: { id: string } }>('/api/website/news/info/:id', { config: readLimit }, async (request, reply) => {
    const { id } = request.params;
    if (!idPattern.test(id)) throw new ApiError(400, 'REQ.INVALID', 'id: must be a positive integer');
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

  const coverCache = new Map<string, { contentType: string; body: Buffer }>();
  app.get<{ Params: { file: string } }>('/api/website/news/cover/:file', { config: readLimit }, async (request, reply) => {
    const { file } = request.params;
    if (!coverFileNamePattern.test(file)) throw new ApiError(404, 'NEWS.COVER_NOT_FOUND', 'file: no such cover');
    let cover = coverCache.get(file);
    if (!cover) {
      cover = await readCover(db, file);
      if (!cover) throw new ApiError(404, 'NEWS.COVER_NOT_FOUND', 'file: no such cover');
      if (coverCache.size > 500) coverCache.clear();
      coverCache.set(file, cover);
    }
    return reply
      .type(cover.contentType)
      // The name carries a content hash, so the bytes behind a URL never change.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(cover.body);
  });
}
