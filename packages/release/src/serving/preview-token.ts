import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRemoteName, versionPattern, type RemoteName, type VersionIntegrity } from '@site/federation';

/**
 * A preview: one browser sees one version of one area inside the live site. The release tool
 * signs it (HMAC-SHA256 with RELEASE_PREVIEW_SECRET, which every instance shares), the link it
 * prints sets it as a cookie, and each instance checks it on every request. Node only.
 */
export interface Preview {
  remote: RemoteName;
  /** A version in the remotes store, or `dev` (devServerVersion): the area's running dev server on this machine. */
  version: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /**
   * What the version's record says of its bytes, signed with the rest: an instance that loads the
   * store over HTTP (no copy of its own to read the record from) holds the preview to them.
   */
  integrity?: VersionIntegrity;
}

/** The cookie a launch's preview link sets (@site/launches signs its token): the whole site as the launch will make it. */
export const launchPreviewCookie = 'site_preview_launch';

/** One cookie per area, so several areas are previewed at once and each ends on its own. */
export function previewCookieName(remote: RemoteName): string {
  return `site_preview_${remote}`;
}

// `~` is in no remote name and no version (versionPattern), and needs no escaping in a cookie or a path.
const separator = '~';

/** A `sha256-<base64>` hash as it goes in a token (a URL path segment): its digest in base64url. */
const digestOf = (sri: string) => Buffer.from(sri.slice('sha256-'.length), 'base64').toString('base64url');
const sriOf = (digest: string) => `sha256-${Buffer.from(digest, 'base64url').toString('base64')}`;
const digestPattern = /^[\w-]{43}$/;

/**
 * `parts~1.3.0~1767225600~<signature>`, or with the version's hashes
 * `parts~1.3.0~1767225600~<entry digest>~<file list digest>~<signature>`: readable, and changing
 * any part breaks the signature.
 */
export function signPreview(preview: Preview, secret: string): string {
  const hashes = preview.integrity ? [digestOf(preview.integrity.webEntry), digestOf(preview.integrity.files)] : [];
  const payload = [preview.remote, preview.version, Math.floor(preview.expiresAt / 1000), ...hashes].join(separator);
  return `${payload}${separator}${signature(payload, secret)}`;
}

export type PreviewCheck = { ok: true; preview: Preview } | { ok: false; reason: 'malformed' | 'bad signature' | 'expired' };

/** Checks a token's form, signature and expiry (whether the version exists is the caller's to check). */
export function readPreview(token: string, secret: string, now = Date.now()): PreviewCheck {
  const parts = token.split(separator);
  if (parts.length !== 4 && parts.length !== 6) return { ok: false, reason: 'malformed' };
  const [remote, version, expires, ...rest] = parts as [string, string, string, ...string[]];
  const given = rest.pop()!;
  if (!isRemoteName(remote) || !versionPattern.test(version) || !/^\d{1,12}$/.test(expires) || !rest.every((digest) => digestPattern.test(digest))) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(signature(parts.slice(0, -1).join(separator), secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'bad signature' };
  const expiresAt = Number(expires) * 1000;
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  const [webEntry, files] = rest;
  return { ok: true, preview: { remote, version, expiresAt, ...(webEntry && files ? { integrity: { webEntry: sriOf(webEntry), files: sriOf(files) } } : {}) } };
}

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
