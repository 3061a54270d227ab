/** One line of the audit log: every publish, activation, rollback, refused check and prune. */
export interface ReleaseEvent {
  /** Milliseconds since the epoch. */
  at: number;
  /** RELEASE_ACTOR or the operating-system user (CLI), the console user, `site guard` or `site rollout`. */
  actor: string;
  /** An area, or `console` for sign-ins and user changes. */
  remote: string;
  /**
   * `canary`: a version starts for a share of visitors (from the active one), or its share changes;
   * `promote`: the canary becomes active for everyone; `abort`: a canary ends (a rollback, or the
   * site's guard); `rollout`: a staged rollout starts, moves a step, pauses or resumes; `check` and
   * `preview`: activation's checks run, a preview link made. The console's: `sign-in`,
   * `sign-in-failed`, `sign-out`, and user changes `user-add`, `user-remove`, `user-role`, `user-password`.
   */
  action: AuditAction;
  from: string | null;
  to: string | null;
  /** 'passed', 'failed: <reason>', or 'none' (publish, prune). */
  check: string;
}

/** Every action an audit entry names: the release tool's and the site's, then the release console's own. */
export const auditActions = [
  'publish',
  'activate',
  'rollback',
  'prune',
  'canary',
  'promote',
  'abort',
  'rollout',
  'check',
  'preview',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'user-add',
  'user-remove',
  'user-role',
  'user-password',
  // The lead desk's (remote `leads`): each opening of an enquiry, a pipeline change, a notification
  // retried, an export, an erasure on request. None of them names a person: an enquiry by its number.
  'lead-open',
  'lead-update',
  'lead-notify',
  'lead-export',
  'lead-erase',
  // The newsroom's (remote `newsroom`): `to` names the article (its slug) or the image.
  'news-create',
  'news-save',
  'news-publish',
  'news-schedule',
  'news-unschedule',
  'news-unpublish',
  'news-pin',
  'news-unpin',
  'news-home',
  'news-unhome',
  'news-preview',
  'news-restore',
  'media-upload',
  'media-alt',
  'media-delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Whether an entry's check passed: `passed`, or `passed: <what>` (a rollout step, a canary's new share). */
export function checkPassed(check: string): boolean {
  return check === 'passed' || check.startsWith('passed:');
}
