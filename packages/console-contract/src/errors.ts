// The console's HTTP API (README, "Back office"; ../shared/design.md has the outside contract), by
// section: this module is every section's error answer. Nothing here is the server's own: the
// pages import it, and it imports only browser-safe code.

/** Every error answer: `{ error: { code, message } }`; the page shows its own text for the code. */
export type ConsoleErrorCode =
  | 'CONSOLE.BAD_REQUEST'
  | 'CONSOLE.SIGNED_OUT'
  | 'CONSOLE.WRONG_LOGIN'
  | 'CONSOLE.LOGIN_LIMITED'
  | 'CONSOLE.FORBIDDEN'
  | 'CONSOLE.CSRF'
  | 'CONSOLE.REFUSED'
  | 'CONSOLE.NOT_FOUND'
  | 'CONSOLE.BUSY'
  | 'CONSOLE.CONFLICT'
  /** A push's deploy token is missing, unknown, revoked or expired (401). */
  | 'CONSOLE.TOKEN_REFUSED'
  /** An upload larger than allowed (413). */
  | 'CONSOLE.TOO_LARGE'
  | 'CONSOLE.FAILED';

export interface ConsoleError {
  error: {
    code: ConsoleErrorCode;
    /** English, for logs and scripts. */
    message: string;
    /** CONSOLE.REFUSED: what the release library printed (the check's problems). */
    lines?: string[];
    /** CONSOLE.LOGIN_LIMITED, CONSOLE.BUSY: when to try again (also the Retry-After header). */
    retryAfterSeconds?: number;
    /** A finer reason the page has its own words for (`MEDIA.BAD_SHAPE`: an upload's size or shape). */
    reason?: string;
    /** CONSOLE.CONFLICT: the fields another editor changed too (an article's save). */
    conflicts?: { language: string; field: string; mine: string; theirs: string }[];
  };
}
