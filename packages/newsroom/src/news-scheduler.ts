import type { DatabaseSchema } from '@site/api';
import { repeatEvery } from '@site/config/repeat';
import type { Kysely } from 'kysely';
import { publishDue } from './newsroom-repository.js';
import type { NewsLanguage } from './newsroom-types.js';

/**
 * Publishes scheduled articles when they fall due. Every instance runs it; each due copy is
 * published exactly once (the repository claims it). It looks twice a second, so an article shows
 * within a second of its time, and at start, so a restart that spans the time publishes it at once.
 */
export function startNewsScheduler(options: {
  db: Kysely<DatabaseSchema>;
  clock: () => number;
  onPublished: (published: { slug: string; language: NewsLanguage }[]) => void;
  onError: (error: unknown) => void;
  intervalMs?: number;
}): () => void {
  const { db, clock, onPublished, onError, intervalMs = 500 } = options;
  return repeatEvery(
    async () => {
      const published = await publishDue(db, clock());
      if (published.length > 0) onPublished(published);
    },
    { intervalMs, onError },
  );
}
