import { checkPassed, type ReleaseEvent } from '@site/federation';

export type { ReleaseEvent };

/** The version that was active before the current one: what `rollback` returns to. */
export function previousVersion(events: readonly ReleaseEvent[], remote: string, active: string | undefined): string | null {
  for (let index = events.length - 1; index >= 0; index--) {
    const event = events[index]!;
    if (event.remote !== remote || !checkPassed(event.check) || !changesActive(event)) continue;
    return event.to === active ? event.from : null;
  }
  return null;
}

/** When each version of a remote was last made live. */
export function activationTimes(events: readonly ReleaseEvent[], remote: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const event of events) {
    if (event.remote === remote && event.to && checkPassed(event.check) && changesActive(event)) times.set(event.to, event.at);
  }
  return times;
}

/** Events that changed the version everyone gets (a canary start or end does not). */
function changesActive(event: ReleaseEvent): boolean {
  return event.action === 'activate' || event.action === 'rollback' || event.action === 'promote';
}

/** Whether `version` of `remote` was ever stored (a publish or a push that passed): its name stays taken once pruned. */
export function wasPublished(events: readonly ReleaseEvent[], remote: string, version: string): boolean {
  return events.some((event) => event.remote === remote && event.action === 'publish' && event.to === version && (event.check === 'none' || checkPassed(event.check)));
}
