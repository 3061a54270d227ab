import type { FastifyInstance } from 'fastify';
import { MediaError, MediaInUseError, addMedia, deleteMedia, findMedia, imageRenderSlots, listMedia, maxUploadBytes, setMediaAlt } from '@site/newsroom';
import { z } from 'zod';
import { newsroomRemote, type MediaItem } from '@site/console-contract/newsroom';
import { ConsoleHttpError, changingIn, sectionSession } from '../console-guards.js';
import type { ConsoleServices } from '../console-services.js';

/** Alt text is required in both languages: every image the site shows says what it shows, in the page's language. */
const alt = z.string().trim().min(1).max(300);
const altSchema = z.strictObject({ alt: z.strictObject({ zh: alt, en: alt }) });
const uploadQuery = z.object({ name: z.string().min(1).max(200), altZh: alt, altEn: alt });
const coverName = /^[a-z0-9][a-z0-9-]{0,100}\.(jpg|jpeg|png|webp|svg|avif)$/;
/** Uploads taken in at once, rendering or waiting for a slot: more are refused before their bodies (up to 20 MB each) are read. */
const uploadsAdmitted = imageRenderSlots * 2;
/** An upload refused for a shape or size says which (`reason`): the page shows its own words for it. */
const mediaStatus = { 'MEDIA.TOO_LARGE': 413, 'MEDIA.BAD_SHAPE': 400, 'MEDIA.NOT_AN_IMAGE': 415, 'MEDIA.UNSUPPORTED': 415 } as const;

/**
 * The newsroom's media library: uploads (the image as the request body, checked by content and
 * resized for the site), alt text in both languages, deletion of what no article uses. The images
 * are served here too, under the site's own path, so the editor shows them as the site will.
 */
export async function mediaRoutes(app: FastifyInstance, { services }: { services: ConsoleServices }): Promise<void> {
  const { db, audit, clock } = services;
  // Any body type: what it is, is read from its bytes (a PNG named photo.jpg is a PNG; a text file is refused).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxUploadBytes }, (_request, body, done) => done(null, body));

  app.get('/console/api/media', async (request) => {
    sectionSession(request, 'newsroom');
    return { items: await listMedia(db) } satisfies { items: MediaItem[] };
  });

  const admitted = new WeakSet<object>();
  const release = async (request: object) => {
    if (admitted.delete(request)) taken--;
  };
  let taken = 0;
  const admit = async (request: Parameters<typeof sectionSession>[0]) => {
    changingIn(request, 'newsroom', 'upload media');
    if (taken >= uploadsAdmitted) throw new ConsoleHttpError(503, 'CONSOLE.BUSY', 'too many images are being processed: try again in a moment', { retryAfterSeconds: 5 });
    taken++;
    admitted.add(request);
  };

  app.post('/console/api/media', { bodyLimit: maxUploadBytes, onRequest: admit, onResponse: release, onRequestAbort: release }, async (request, reply) => {
    const session = changingIn(request, 'newsroom', 'upload media');
    const query = uploadQuery.safeParse(request.query);
    if (!query.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'give ?name= (the file name), ?altZh= and ?altEn= (the alt text in both languages)');
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send the image as the body');
    try {
      const item = await addMedia(db, request.body, query.data.name, { zh: query.data.altZh, en: query.data.altEn }, session.user, clock());
      await audit(newsroomRemote, session.user, 'media-upload', `passed: ${item.width}×${item.height}, ${item.files.length} files`, { to: item.id });
      return reply.status(201).send(item satisfies MediaItem);
    } catch (error) {
      if (error instanceof MediaError) throw new ConsoleHttpError(mediaStatus[error.code], 'CONSOLE.BAD_REQUEST', `${error.code}: ${error.message}`, { reason: error.code });
      throw error;
    }
  });

  app.patch<{ Params: { id: string } }>('/console/api/media/:id', async (request) => {
    const session = changingIn(request, 'newsroom', 'edit media');
    const parsed = altSchema.safeParse(request.body);
    if (!parsed.success) throw new ConsoleHttpError(400, 'CONSOLE.BAD_REQUEST', 'send { "alt": { "zh", "en" } }, both not empty');
    const { id } = request.params;
    if (!(await setMediaAlt(db, id, parsed.data.alt))) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'no such image');
    await audit(newsroomRemote, session.user, 'media-alt', 'passed', { to: id });
    return (await findMedia(db, id))!;
  });

  app.delete<{ Params: { id: string } }>('/console/api/media/:id', async (request, reply) => {
    const session = changingIn(request, 'newsroom', 'delete media');
    const { id } = request.params;
    try {
      if (!(await deleteMedia(db, id))) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'no such image');
    } catch (error) {
      if (error instanceof MediaInUseError) throw new ConsoleHttpError(409, 'CONSOLE.REFUSED', `in use by ${error.usedBy.join(', ')}`, { lines: error.usedBy });
      throw error;
    }
    await audit(newsroomRemote, session.user, 'media-delete', 'passed', { from: id });
    return reply.status(204).send();
  });

  // The images as the site serves them (the JPEG; the site also answers AVIF and WebP), for the editor.
  app.get<{ Params: { file: string } }>('/api/website/news/cover/:file', async (request, reply) => {
    sectionSession(request, 'newsroom');
    const { file } = request.params;
    const row = coverName.test(file) ? await db.selectFrom('news_cover').select(['content_type', 'body']).where('file_name', '=', file).executeTakeFirst() : undefined;
    if (!row) throw new ConsoleHttpError(404, 'CONSOLE.NOT_FOUND', 'no such image');
    return reply.type(row.content_type).header('cache-control', 'private, max-age=3600').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox").send(Buffer.from(row.body));
  });
}
