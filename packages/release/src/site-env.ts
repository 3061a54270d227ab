import { databaseUrlVariable } from '@site/api/env';
import { z } from 'zod';
import { guardSettingsSchema } from './guard/judge.js';

/**
 * The variables the site's server and the back office both read, validated once: the canary
 * guard's (`CANARY_GUARD_*`, the guard runs in either), the site's port and public origin (the back
 * office's preview links point there), the database, the render deadline (the release health check
 * renders by the site's) and the preview secret. Each server extends it with its own.
 */
export const siteEnvSchema = guardSettingsSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Public origin of the site, for canonical links, sitemaps and preview links. */
  SITE_ORIGIN: z.url().optional(),
  /** PostgreSQL for the API's data and, then, the runtime registry (shared by every instance). */
  DATABASE_URL: databaseUrlVariable,
  /** The whole page's deadline: past it the page answers with the area's error block. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(3000),
  /** Signs and checks previews of an area's version (`release preview`); the same on every instance. Unset: no previews. */
  RELEASE_PREVIEW_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(16, 'must be at least 16 characters').optional()),
});

/** The site's public origin: SITE_ORIGIN, or this machine's port. */
export const siteOrigin = (env: { SITE_ORIGIN?: string | undefined; PORT: number }): string => env.SITE_ORIGIN ?? `http://localhost:${env.PORT}`;
