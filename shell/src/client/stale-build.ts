import { staleBuildEvent } from '../app/app';

const reloadMarker = 'site:chunk-reload';
const reloadGuardMs = 10_000;

/**
 * A script or JSON resource that fails to load usually means a new version was deployed while
 * the page was open: reload once; if that happened less than 10 s ago (a session marker), ask
 * the visitor instead (the shell shows the 'Prompt' dialog on this event).
 */
export function watchForStaleBuild(): void {
  const onFailure = () => {
    const last = Number(sessionStorage.getItem(reloadMarker) ?? 0);
    if (Date.now() - last < reloadGuardMs) {
      window.dispatchEvent(new Event(staleBuildEvent));
      return;
    }
    sessionStorage.setItem(reloadMarker, String(Date.now()));
    window.location.reload();
  };
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && isResourceFailure(`${reason.name} ${reason.message}`)) onFailure();
  });
}

export function isResourceFailure(message: string): boolean {
  return /ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module|\.json\b|\.js\b.*(failed|error)/i.test(message);
}
