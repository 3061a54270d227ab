import type { ActivityTrail } from '@site/activity';
import type { ReleaseEvent } from '@site/federation';
import type { ReleaseRecords } from '@site/release';
import type { AuditEntry, LiveChange } from '@site/console-contract/releases';
import { activityAuditEntry, auditEntry } from './audit-log.js';

type Listener = (change: LiveChange) => void;

/**
 * Tells the open consoles what changed, whoever changed it: this instance, another one, the CLI,
 * the guard or a staged rollout. Every change goes through the release log or the activity trail,
 * so while anyone listens it watches the log's stamp (a stat, or one indexed query) and the trail's
 * newest id every `intervalMs` and sends the new entries. It watches the newest enquiry's id the
 * same way (enquiries arrive through the site's instances, on the shared database). Nobody
 * listening: no polling.
 */
export function createLiveFeed(records: ReleaseRecords, activity: ActivityTrail, options: { intervalMs?: number; onError?: (error: unknown) => void; newestLead?: () => Promise<number> } = {}) {
  const { intervalMs = 500, onError = () => {}, newestLead } = options;
  const listeners = new Set<Listener>();
  let timer: NodeJS.Timeout | undefined;
  let stamp: string | undefined;
  let seen = 0;
  let lead: number | undefined;
  let activitySeen: number | undefined;
  let polling = false;

  /** The audit entries added since the last look (none on the first). */
  async function freshEntries(): Promise<ReleaseEvent[]> {
    const next = await records.logStamp();
    if (next === stamp) return [];
    const events: ReleaseEvent[] = await records.events();
    const fresh = stamp === undefined ? [] : events.slice(seen);
    stamp = next;
    seen = events.length;
    return fresh;
  }

  /** The activity trail's entries added since the last look (none on the first), oldest first. */
  async function freshActivity(): Promise<AuditEntry[]> {
    if (activitySeen === undefined) {
      activitySeen = await activity.newestId();
      return [];
    }
    const fresh = await activity.after(activitySeen);
    if (fresh.length > 0) activitySeen = fresh.at(-1)!.id;
    return fresh.map(activityAuditEntry);
  }

  /** The newest enquiry's id when it changed since the last look (nothing on the first). */
  async function newLead(): Promise<number | undefined> {
    if (!newestLead) return undefined;
    const next = await newestLead();
    const changed = lead !== undefined && next !== lead;
    lead = next;
    return changed ? next : undefined;
  }

  async function poll(): Promise<void> {
    if (polling) return;
    polling = true;
    try {
      const [fresh, freshTrail, arrived] = await Promise.all([freshEntries(), freshActivity(), newLead()]);
      if (fresh.length === 0 && freshTrail.length === 0 && arrived === undefined) return;
      const entries = [...fresh.map(auditEntry), ...freshTrail].sort((a, b) => a.at.localeCompare(b.at)).reverse();
      const change: LiveChange = { entries, ...(arrived !== undefined ? { newLead: arrived } : {}) };
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
          lead = undefined;
          activitySeen = undefined;
        }
      };
    },
    get listeners() {
      return listeners.size;
    },
  };
}

export type LiveFeed = ReturnType<typeof createLiveFeed>;
