import type { Registry } from '@site/federation';

/** The versions this browser is served, with the page token that vouches for them. */
export interface Served {
  remotes: Registry;
  reportToken?: string;
}

export interface ServedRegistry {
  current(): Served;
  /** Asks the server again, unless it was asked lately (`now`: whatever the time; answers when it has). */
  refresh(now?: boolean): Promise<void>;
}

/** How long what the server said stands before a navigation's intent asks again. */
const staleMs = 30_000;

/**
 * What the browser knows of the versions it is served: first the page's, then the server's answer
 * to a `/registry.json` asked in the background, never on a click's path. It is asked when a link
 * is about to be followed (intent, at most every 30 s) and when the tab comes back into view, so a
 * version activated or rolled back since the page loaded is used from the next navigation on.
 */
export function createServedRegistry(page: Served, timeoutMs: number): ServedRegistry {
  let current = page;
  let askedAt = performance.now();
  let asking: Promise<void> | undefined;

  function refresh(now = false): Promise<void> {
    if (asking) return asking;
    if (!now && performance.now() - askedAt < staleMs) return Promise.resolve();
    asking = fetch('/registry.json', { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`registry ${response.status}`);
        current = (await response.json()) as Served;
      })
      // Offline or failing: the versions the browser has go on serving it.
      .catch(() => undefined)
      .finally(() => {
        askedAt = performance.now();
        asking = undefined;
      });
    return asking;
  }

  // Back to the tab after a while away: a good moment to ask, whenever it was asked last.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh(true);
  });
  return { current: () => current, refresh };
}
