import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';
import { sharedSecret } from '../site-events/page-tokens.js';

/** How long a preview link works unless the editor asks for less, and the most it may: a day. */
export const defaultPreviewTtlMs = 24 * 3600_000;
export const maxPreviewTtlMs = defaultPreviewTtlMs;
const maxTokenLength = 400;

const encode = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** The copies a preview link shows: per language, the id of the newsroom's revision of when it was shared. */
export type PreviewRevisions = Partial<Record<string, number>>;

/** A preview link as issued (`GET /console/api/news/<slug>/preview` lists the live ones). */
export interface PreviewLink {
  id: string;
  slug: string;
  revisions: PreviewRevisions;
  createdAt: number;
  createdBy: string;
  expiresAt: number;
}

/** A saved copy of an article in one language, as a preview link shows it. */
export interface NewsPreviewCopy {
  slug: string;
  language: string;
  copy: { title: string; description: string; cover: string; contentHtml: string; authorName: string; metaTitle?: string; metaDescription?: string };
  /** Seconds since the epoch: when it was saved. */
  savedAt: number;
}

/** Reads one revision of the newsroom's (@site/newsroom findRevisionById), given by the host. */
export type NewsPreviewCopies = (db: Kysely<DatabaseSchema>, revisionId: number) => Promise<NewsPreviewCopy | undefined>;

/**
 * Signed preview links of unpublished copies (issue 48): a link names a row of `news_preview_link`,
 * which holds the revisions it shows (the copies of the moment it was shared, not later edits) and
 * works while that row is unexpired (at most a day) and not revoked. The signing key is shared by
 * every instance and the back office through the database (made on first use), so a link signed
 * anywhere works everywhere, and a forged one is refused before the database is asked.
 */
export class NewsPreviews {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: () => number,
  ) {}

  private secret(): Promise<Buffer> {
    this.key ??= sharedSecret(this.db, 'news-preview-secret').catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  /** Issues a link to the given revisions of an article, for `ttlMs` (at most `maxPreviewTtlMs`). */
  async sign(slug: string, revisions: PreviewRevisions, actor: string, ttlMs = defaultPreviewTtlMs): Promise<{ id: string; token: string; expiresAt: number }> {
    const now = this.clock();
    const expiresAt = now + Math.min(ttlMs, maxPreviewTtlMs);
    const id = randomBytes(12).toString('base64url');
    await this.db
      .insertInto('news_preview_link')
      .values({ id, slug, revisions: JSON.stringify(revisions), created_at: now, created_by: actor, expires_at: expiresAt, revoked_at: null, revoked_by: null })
      .execute();
    const payload = encode(JSON.stringify({ l: id, e: expiresAt }));
    const mac = createHmac('sha256', await this.secret()).update(payload).digest();
    return { id, token: `${payload}.${encode(mac)}`, expiresAt };
  }

  /** The link a token opens, or undefined (forged, altered, expired, revoked, or not a token at all). */
  async verify(token: string | undefined): Promise<PreviewLink | undefined> {
    if (!token || token.length > maxTokenLength) return undefined;
    const [payload, mac] = token.split('.');
    if (!payload || !mac) return undefined;
    const expected = createHmac('sha256', await this.secret()).update(payload).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    let id: unknown;
    try {
      ({ l: id } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { l?: unknown });
    } catch {
      return undefined;
    }
    if (typeof id !== 'string') return undefined;
    const row = await this.db.selectFrom('news_preview_link').selectAll().where('id', '=', id).where('revoked_at', 'is', null).where('expires_at', '>', this.clock()).executeTakeFirst();
    return row && linkOf(row);
  }

  /** An article's links that still work, the newest first. */
  async listLive(slug: string): Promise<PreviewLink[]> {
    const rows = await this.db
      .selectFrom('news_preview_link')
      .selectAll()
      .where('slug', '=', slug)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', this.clock())
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map(linkOf);
  }

  /** Ends a live link of an article at once; false when there is none with that id. */
  async revoke(slug: string, id: string, actor: string): Promise<boolean> {
    const result = await this.db
      .updateTable('news_preview_link')
      .set({ revoked_at: this.clock(), revoked_by: actor })
      .where('id', '=', id)
      .where('slug', '=', slug)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', this.clock())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

function linkOf(row: { id: string; slug: string; revisions: string; created_at: number | string; created_by: string; expires_at: number | string }): PreviewLink {
  return { id: row.id, slug: row.slug, revisions: JSON.parse(row.revisions) as PreviewRevisions, createdAt: Number(row.created_at), createdBy: row.created_by, expiresAt: Number(row.expires_at) };
}
