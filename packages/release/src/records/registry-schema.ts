// The registry's stored form: registry.json as the site reads it and the release tool writes it,
// and the canary record the PostgreSQL table keeps.
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { remoteNames, versionPattern, type Canary, type LiveLaunch, type RemoteName } from '@site/federation';

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
export const liveLaunchSchema = z.strictObject({
  id: z.number().int().positive(),
  cohort: z.array(z.strictObject({ remote: z.enum(remoteNames), version: z.string().regex(versionPattern) })),
});
/** registry.json as the shell reads it and the release tool writes it. */
export const registrySchema = z.strictObject({
  remotes: z.strictObject(Object.fromEntries(remoteNames.map((name) => [name, recordSchema])) as Record<RemoteName, typeof recordSchema>),
  /** The launches live on the site (absent: none). */
  launches: z.array(liveLaunchSchema).optional(),
  /** The audit entry of the change that wrote it (kept in the file). */
  lastEvent: z.string().optional(),
});

/** The same canary, share and rollout step (the stored form has no undefined fields). */
export function sameCanary(stored: Canary | undefined, expected: Canary): boolean {
  return stored !== undefined && isDeepStrictEqual(JSON.parse(JSON.stringify(stored)), JSON.parse(JSON.stringify(expected)));
}


/** The live launches with the canary `version` of `remote` ended: those that went live with it end too (their articles go with it). */
export function withoutCanaryLaunches(launches: readonly LiveLaunch[], remote: RemoteName, version: string): LiveLaunch[] {
  return launches.filter((launch) => !launch.cohort.some((member) => member.remote === remote && member.version === version));
}

/** The live launches once the canary `version` of `remote` is promoted: it no longer limits who sees them. */
export function withPromotedLaunches(launches: readonly LiveLaunch[], remote: RemoteName, version: string): LiveLaunch[] {
  return launches.map((launch) => ({ ...launch, cohort: launch.cohort.filter((member) => !(member.remote === remote && member.version === version)) }));
}
