/** Dispatched on `window` when a script or JSON resource failed twice within the reload guard: the shell asks the visitor to refresh. */
export const staleBuildEvent = 'site:stale-build';
