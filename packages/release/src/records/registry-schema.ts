// The registry's stored form: registry.json as the site reads it and the release tool writes it,
// and the canary record the PostgreSQL table keeps.
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { remoteNames, versionPattern, type Canary, type RemoteName } from '@site/federation';

const sri = z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/);
export const integritySchema = z.strictObject({ webEntry: sri, files: sri });
const entry = { version: z.string().regex(versionPattern), web: z.string().min(1), node: z.string().min(1), integrity: integritySchema.optional() };
const rolloutSchema = z.strictObject({
  steps: z.array(z.number().int().min(1).max(100)).min(2),
  every: z.string(),
  everyMs: z.number().int().positive(),
  step: z.number().int().nonnegative(),
  stepSince: z.number().int().nonnegative(),
  pausedAt: z.number().int().nonnegative().optional(),
  startedBy: z.string(),
});
export const canarySchema = z.strictObject({ ...entry, percent: z.number().int().min(1).max(99), since: z.number().int().nonnegative(), rollout: rolloutSchema.optional() });
const recordSchema = z.strictObject({ ...entry, canary: canarySchema.optional() });
/** registry.json as the shell reads it and the release tool writes it. */
export const registrySchema = z.strictObject({
  remotes: z.strictObject(Object.fromEntries(remoteNames.map((name) => [name, recordSchema])) as Record<RemoteName, typeof recordSchema>),
  /** The audit entry of the change that wrote it (kept in the file). */
  lastEvent: z.string().optional(),
});

/** The same canary, share and rollout step (the stored form has no undefined fields). */
export function sameCanary(stored: Canary | undefined, expected: Canary): boolean {
  return stored !== undefined && isDeepStrictEqual(JSON.parse(JSON.stringify(stored)), JSON.parse(JSON.stringify(expected)));
}

