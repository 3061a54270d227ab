import type { ReleaseEvent } from '@site/federation';
import type { ReleaseRecords } from '@site/release';
import type { LiveChange } from './console-api.js';
import { auditEntry } from './audit-log.js';

type Listener = (change: LiveChange) => void;

/**
 * Tells the open consoles what changed, whoever changed it: this instance, another one, the CLI,
 * the guard or a staged rollout. Every change goes through the audit log, so while anyone listens
 * it watches the log's stamp (a stat, or one indexed query) every `intervalMs` and sends the new
 * entries. Nobody listening: no polling.
 */
export function createLiveFeed(records: ReleaseRecords, options: { intervalMs?: number; onError?: (error: unknown) => void } = {}) {
  const { intervalMs = 500, onError = () => {} } = options;
  const listeners = new Set<Listener>();
  let timer: NodeJS.Timeout | undefined;
  let stamp: string | undefined;
  let seen = 0;
  let polling = false;

  async function poll(): Promise<void> {
    if (polling) return;
    polling = true;
    try {
      const next = await records.logStamp();
      if (next === stamp) return;
      const events: ReleaseEvent[] = await records.events();
      const fresh = stamp === undefined ? [] : events.slice(seen);
      stamp = next;
      seen = events.length;
      if (fresh.length === 0) return;
      const change: LiveChange = { entries: fresh.map(auditEntry).reverse() };
      for (const listener of listeners) listener(change);
    } catch (error) {
      onError(error);
    } finally {
      polling = false;
    }
  }

  return {
    /** Starts hearing changes; returns the function that stops. */
    async listen(listener: Listener): Promise<() => void> {
      listeners.add(listener);
      if (!timer) {
        await poll();
        timer = setInterval(() => void poll(), intervalMs);
        timer.unref();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
          stamp = undefined;
        }
      };
    },
    get listeners() {
      return listeners.size;
    },
  };
}

export type LiveFeed = ReturnType<typeof createLiveFeed>;
