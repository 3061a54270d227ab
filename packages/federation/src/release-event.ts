/** One line of the audit log: every publish, activation, rollback, refused check and prune. */
export interface ReleaseEvent {
  /** Milliseconds since the epoch. */
  at: number;
  /** RELEASE_ACTOR, or the operating-system user. */
  actor: string;
  remote: string;
  /**
   * `canary`: a version starts for a share of visitors (from the active one); `promote`: the canary
   * becomes active for everyone; `abort`: a canary ends (a rollback, or the site's guard).
   */
  action: 'publish' | 'activate' | 'rollback' | 'prune' | 'canary' | 'promote' | 'abort';
  from: string | null;
  to: string | null;
  /** 'passed', 'failed: <reason>', or 'none' (publish, prune). */
  check: string;
}
