import type { ConsoleError, ConsoleErrorCode } from '@site/console-contract/errors';

/** A failed API call: the server's error code (or CONSOLE.FAILED when it sent no JSON envelope). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ConsoleErrorCode;
  /** CONSOLE.REFUSED: the check's problems. */
  readonly lines: string[];
  readonly retryAfterSeconds: number | undefined;
  /** A finer reason than the code (`MEDIA.BAD_SHAPE`), when the server gave one. */
  readonly reason: string | undefined;
  /** CONSOLE.CONFLICT: the fields another editor changed too. */
  readonly conflicts: NonNullable<ConsoleError['error']['conflicts']>;

  constructor(status: number, body: Partial<ConsoleError['error']> = {}) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? (status === 401 ? 'CONSOLE.SIGNED_OUT' : 'CONSOLE.FAILED');
    this.lines = body.lines ?? [];
    this.retryAfterSeconds = body.retryAfterSeconds;
    this.conflicts = body.conflicts ?? [];
    this.reason = body.reason;
  }
}

export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'CONSOLE.SIGNED_OUT';
}

export async function readApiError(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as Partial<ConsoleError> | null;
  const retryAfter = Number(response.headers.get('retry-after'));
  const body: Partial<ConsoleError['error']> = payload?.error ?? {};
  return new ApiError(response.status, { ...body, retryAfterSeconds: body.retryAfterSeconds ?? (retryAfter > 0 ? retryAfter : undefined) });
}
