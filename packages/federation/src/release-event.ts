/** One line of the audit log: every publish, activation, rollback, refused check and prune. */
export interface ReleaseEvent {
  /** Milliseconds since the epoch. */
  at: number;
  /** RELEASE_ACTOR, or the operating-system user. */
  actor: string;
  remote: string;
  action: 'publish' | 'activate' | 'rollback' | 'prune';
  from: string | null;
  to: string | null;
  /** 'passed', 'failed: <reason>', or 'none' (publish, prune). */
  check: string;
}
