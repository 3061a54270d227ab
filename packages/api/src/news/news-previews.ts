import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';
import { sharedSecret } from '../site-events/page-tokens.js';
/** How long a preview link works unless the editor asks for another time. */
export const defaultPreviewTtlMs = 24 * 3600_000;
const maxTokenLength = 400;

const encode = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * Signed preview links of unpublished copies: whoever holds one sees the article's working copy on
 * the live site until it expires. The key is shared by every instance and the back office through
 * the database (made on first use), so a link signed anywhere works everywhere.
 */
/** An article's working copy in one language, as a preview link shows it. */
export interface NewsWorkingCopy {
  slug: string;
  language: string;
  copy: { title: string; description: string; cover: string; contentHtml: string; authorName: string };
  /** Seconds since the epoch: when it was published, or last saved if never. */
  publishedAt: number;
}

/** Reads the working copy behind a site row (its id): the newsroom's (@site/newsroom findDraftById), given by the host. */
export type NewsWorkingCopies = (db: Kysely<DatabaseSchema>, id: number) => Promise<NewsWorkingCopy | undefined>;

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

  async sign(slug: string, ttlMs = defaultPreviewTtlMs): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = this.clock() + ttlMs;
    const payload = encode(JSON.stringify({ s: slug, e: expiresAt }));
    const mac = createHmac('sha256', await this.secret()).update(payload).digest();
    return { token: `${payload}.${encode(mac)}`, expiresAt };
  }

  /** The article a token opens, or undefined (forged, altered, expired, or not a token at all). */
  async verify(token: string | undefined): Promise<{ slug: string; expiresAt: number } | undefined> {
    if (!token || token.length > maxTokenLength) return undefined;
    const [payload, mac] = token.split('.');
    if (!payload || !mac) return undefined;
    const expected = createHmac('sha256', await this.secret()).update(payload).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const { s, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s?: unknown; e?: unknown };
      if (typeof s !== 'string' || typeof e !== 'number' || e <= this.clock()) return undefined;
      return { slug: s, expiresAt: e };
    } catch {
      return undefined;
    }
  }
}
