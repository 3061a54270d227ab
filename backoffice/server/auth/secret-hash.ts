import { createHash } from 'node:crypto';

/** What the database keeps of a secret a client presents (a session cookie, a deploy token): its SHA-256, base64url. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');
