import { createHmac, timingSafeEqual } from 'node:crypto';
import { sharedSecret, type DatabaseSchema, type NewsOverlayCopy } from '@site/api';
import { locales } from '@site/federation';
import { publishableCopies } from '@site/newsroom';
import type { Kysely } from 'kysely';
import type { Launch } from './launch-types.js';

type SiteDb = Kysely<DatabaseSchema>;

/** How long a launch's preview link works, at most (and unless asked for less): a day. */
export const maxLaunchPreviewMs = 24 * 3600_000;

const maxTokenLength = 200;

// Signed with a secret every instance and the back office share through the database (made on first
// use): a link made by the back office works on every instance, and a forged one is refused before
// anything else is read. Kept per database handle: a token is checked on each request it comes with.
const secrets = new WeakMap<SiteDb, Promise<Buffer>>();
function secretOf(db: SiteDb): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = sharedSecret(db, 'launch-preview-secret');
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const mac = async (db: SiteDb, payload: string) => createHmac('sha256', await secretOf(db)).update(payload).digest();

/** A preview link's token for a launch, working until `expiresAt` (ms): `<launch id>.<expiry, s>.<signature>`. */
export async function signLaunchPreview(db: SiteDb, launchId: number, expiresAt: number): Promise<string> {
  const payload = `${launchId}.${Math.floor(expiresAt / 1000)}`;
  return `${payload}.${(await mac(db, payload)).toString('base64url')}`;
}

/** The launch a token previews and until when, or undefined (not a token, forged, altered or expired). */
export async function readLaunchPreview(db: SiteDb, token: string, now: number): Promise<{ launchId: number; expiresAt: number } | undefined> {
  const match = token.length <= maxTokenLength ? /^(\d{1,9})\.(\d{1,12})\.([\w-]{43})$/.exec(token) : null;
  if (!match) return undefined;
  const [, id, expires, given] = match as unknown as [string, string, string, string];
  // Compared as written: base64url's last character carries two spare bits, so other spellings of
  // the same bytes would decode alike; only the one the back office wrote is the link.
  const expected = Buffer.from((await mac(db, `${id}.${expires}`)).toString('base64url'));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  const expiresAt = Number(expires) * 1000;
  return expiresAt > now ? { launchId: Number(id), expiresAt } : undefined;
}

/**
 * The launch's articles as its moment will publish them: each language's latest save, with the
 * launch's pin and home-page state, standing in for the copy on the site (the API's news overlay).
 */
export async function launchNewsOverlay(db: SiteDb, launch: Launch, now: number): Promise<NewsOverlayCopy[]> {
  const articles = launch.members.flatMap((member) => (member.kind === 'article' ? [member] : []));
  const wanted = articles.flatMap((member) => (member.languages === 'both' ? locales : [member.languages]).map((language) => ({ slug: member.slug, language })));
  const copies = await publishableCopies(db, wanted, now);
  return copies.map(({ slug, language, articleId, copy, publishedAt, updatedAt }) => {
    const member = articles.find((article) => article.slug === slug)!;
    return { articleId, slug, language, ...copy, metaTitle: copy.metaTitle ?? '', metaDescription: copy.metaDescription ?? '', pinned: member.pinned, homePage: member.homePage, publishedAt, updatedAt };
  });
}
