/**
 * The few time limits the e2e tests assert: each is a promise of the site itself, never a guess at
 * how long something takes. Everything else waits for an event.
 */

/** RENDER_TIMEOUT_MS's default (shell/server/config.ts): the server answers every page within it. */
export const renderDeadlineMs = 3000;

/** REMOTE_TIMEOUT_MS's default: how long the server waits for an area's entry before its error block. */
export const remoteTimeoutMs = 1500;

/** Instances serve a newly activated version within this time (PostgreSQL NOTIFY, README "Releasing an area"). */
export const activationFollowMs = 2000;

/** An open console page shows a change made elsewhere (another release manager, the guard, a rollout) within this time, without a reload. */
export const consoleLiveMs = 2000;

/**
 * What a busy two-core machine may add to a limit measured from the test's side: the page rendered
 * again with the area's error block after the deadline, requests queued behind others, a garbage
 * collection, the browser sharing the cores. A page without a deadline still shows: its answer
 * comes far later, or never.
 */
export const busyMachineMarginMs = 3000;
