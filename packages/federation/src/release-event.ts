/** One line of the audit log: every publish, activation, rollback, refused check and prune. */
export interface ReleaseEvent {
  /** Milliseconds since the epoch. */
  at: number;
  /** RELEASE_ACTOR or the operating-system user (CLI), the console user, `site guard` or `site rollout`. */
  actor: string;
  /** An area. */
  remote: string;
  /**
   * `canary`: a version starts for a share of visitors (from the active one), or its share changes;
   * `promote`: the canary becomes active for everyone; `abort`: a canary ends (a rollback, or the
   * site's guard); `rollout`: a staged rollout starts, moves a step, pauses or resumes; `check` and
   * `preview`: activation's checks run, a preview link made. (Logs written before the back office had
   * its own trail also hold its actions: readers show them, nobody writes them.)
   */
  action: ReleaseEventAction;
  from: string | null;
  to: string | null;
  /** 'passed', 'failed: <reason>', or 'none' (publish, prune). */
  check: string;
}

/**
 * Every action a release log entry names: the release tool's and the site's (guard, rollout). The
 * back office's own actions (users, leads, news) are its activity trail's (@site/activity).
 */
export const releaseEventActions = ['publish', 'activate', 'rollback', 'prune', 'canary', 'promote', 'abort', 'rollout', 'check', 'preview'] as const;
export type ReleaseEventAction = (typeof releaseEventActions)[number];

/** Whether an entry's check passed: `passed`, or `passed: <what>` (a rollout step, a canary's new share). */
export function checkPassed(check: string): boolean {
  return check === 'passed' || check.startsWith('passed:');
}
