import type { NewsArticle, NewsItem } from '@site/contracts';
import { locales, type Locale } from '@site/federation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ApiContext } from '../api-context.js';
import { ApiError, success } from '../http/envelope.js';
import { rateLimitFor } from '../http/rate-limit.js';
import { coverFileNamePattern, coverRenditionPattern, coverUrl, readPreferredCover } from './news-covers.js';
import { findArticleOf, listNews, resolveNewsArticle, type NewsDetailRow, type NewsListRow } from './news-repository.js';
import { overlayArticle, overlayList, type NewsOverlayCopy } from './news-overlay.js';
import { newsPreviewParam, newsViewParam, newsViewPattern } from '@site/contracts/news';

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

/** The detail's answer (the spec's four fields first, then issue 48's), from a published copy or a previewed revision. */
function articleAnswer(articleId: number, languages: string[], copy: { title: string; description: string; cover: string; contentHtml: string; authorName: string; metaTitle: string; metaDescription: string }, timestamp: number): NewsArticle {
  return {
    title: copy.title,
    timestamp,
    authorName: copy.authorName,
    content: copy.contentHtml,
    articleId,
    languages,
    description: copy.description,
    cover: copy.cover ? coverUrl(copy.cover) : '',
    // Left empty by the editor: the title and the summary.
    metaTitle: copy.metaTitle || copy.title,
    metaDescription: copy.metaDescription || copy.description,
  };
}

/** The detail's answer from a copy as the site publishes it (a `news` row's columns). */
const publishedAnswer = (articleId: number, languages: string[], copy: NewsDetailRow): NewsArticle =>
  articleAnswer(articleId, languages, { title: copy.title, description: copy.description, cover: copy.cover, contentHtml: copy.content_html, authorName: copy.author_name, metaTitle: copy.meta_title, metaDescription: copy.meta_description }, copy.published_at);

export function registerNewsRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context.database;
  /** What a preview link's token shows of the article behind `id` in `language`: the revision it names, to that request alone. */
  const previewOf = async (id: number, language: Locale, token: string | undefined): Promise<NewsArticle | undefined> => {
    const link = token ? await context.newsPreviews.verify(token) : undefined;
    const revisionId = link?.revisions[language];
    if (!link || revisionId === undefined || !context.previewCopies) return undefined;
    const [article, revision] = await Promise.all([findArticleOf(db, id), context.previewCopies(db, revisionId)]);
    if (!article || article.slug !== link.slug || revision?.slug !== link.slug || revision.language !== language) return undefined;
    const languages = locales.filter((locale) => link.revisions[locale] !== undefined);
    return articleAnswer(article.articleId, languages, { metaTitle: '', metaDescription: '', ...revision.copy }, revision.savedAt);
  };
  const readLimit = { rateLimit: rateLimitFor(context.config, 'read') };
  /** The launches whose copies this request may see; a malformed `view` is no view (the visit's cookie decides). */
  const launchesOf = async (request: FastifyRequest, reply: FastifyReply): Promise<{ seen: readonly number[]; personal: boolean; overlay?: readonly NewsOverlayCopy[] }> => {
    if (!context.newsLaunches) return { seen: [], personal: false };
    const view = (request.query as ListQuery)[newsViewParam];
    return context.newsLaunches(request, reply, typeof view === 'string' && newsViewPattern.test(view) ? view : undefined);
  };
  /** Shared caches keep an answer only when every visitor gets the same one. */
  const cacheControl = (personal: boolean) => (personal ? 'private, max-age=10' : 'public, max-age=10');
  /** A preview (a newsroom link's, a launch's): for this request alone, never cached, never indexed. */
  const sendPreview = (reply: FastifyReply, data: unknown) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').send(success(data));
  const listItem = (row: NewsListRow): NewsItem => ({
    id: Number(row.id),
    title: row.title,
    description: row.description,
    cover: coverUrl(row.cover),
    display: row.display,
    top: row.top,
    timestamp: row.published_at,
  });

  app.get('/api/website/news/list', { config: readLimit }, async (request, reply) => {
    const query = request.query as ListQuery;
    // Hidden items are never public: display=1 is the only accepted value.
    oneOf(query, 'display', ['1'], '1');
    const language = oneOf(query, 'language', locales, 'zh');
    const homePage = oneOf(query, 'homePage', ['0', '1'], '0') === '1';
    const launches = await launchesOf(request, reply);
    if (launches.overlay) {
      const rows = await listNews(db, { language, display: 1, homePage, launches: launches.seen });
      return sendPreview(reply, { items: overlayList(rows, launches.overlay, { language, homePage }).map(listItem) });
    }
    const body = await context.newsCache.get(`list|${language}|${homePage}|${launches.seen.join(',')}`, async () => {
      const rows = await listNews(db, { language, display: 1, homePage, launches: launches.seen });
      // The shapes the site's pages read (@site/contracts).
      return JSON.stringify(success({ items: rows.map(listItem) }));
    });
    if (launches.personal) reply.header('vary', 'Cookie');
    return reply.type('application/json; charset=utf-8').header('cache-control', cacheControl(launches.personal)).send(body);
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>('/api/website/news/info/:id', { config: readLimit }, async (request, reply) => {
    const { id } = request.params;
    if (!idPattern.test(id)) throw new ApiError(400, 'REQ.INVALID', 'id: must be a positive integer');
    // The article in one language (the site's page sends its own); any id of its rows finds it.
    const language = oneOf(request.query, 'language', locales, 'zh');
    const token = request.query[newsPreviewParam];
    const preview = await previewOf(Number(id), language, typeof token === 'string' ? token : undefined);
    if (preview) return sendPreview(reply, preview);
    const launches = await launchesOf(request, reply);
    if (launches.overlay) {
      const article = await findArticleOf(db, Number(id));
      const resolved = article && overlayArticle(await resolveNewsArticle(db, Number(id), language, launches.seen), article.articleId, launches.overlay, language, locales);
      if (!resolved?.copy) throw new ApiError(404, 'NEWS.NOT_FOUND', `id: no such news item in ${language}`);
      return sendPreview(reply, publishedAnswer(resolved.articleId, resolved.languages, resolved.copy));
    }
    const body = await context.newsCache.get(`info|${id}|${language}|${launches.seen.join(',')}`, async () => {
      const article = await resolveNewsArticle(db, Number(id), language, launches.seen);
      const copy = article?.copy;
      // Never another language in its place: the page answers 404 in this one.
      if (!copy) return undefined;
      return JSON.stringify(success(publishedAnswer(article.articleId, article.languages, copy)));
    });
    if (body === undefined) throw new ApiError(404, 'NEWS.NOT_FOUND', `id: no such news item in ${language}`);
    if (launches.personal) reply.header('vary', 'Cookie');
    return reply.type('application/json; charset=utf-8').header('cache-control', cacheControl(launches.personal)).send(body);
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
