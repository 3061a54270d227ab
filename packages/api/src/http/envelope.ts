import { messageFor, successCode, type ApiEnvelope, type FieldIssue } from '@site/contracts';

// The envelope and its success code are the ones the browser's client checks (@site/contracts).
export function success<T>(data?: T): ApiEnvelope<T> {
  return data === undefined ? { code: successCode, message: 'success' } : { code: successCode, message: 'success', data };
}

export function failure(code: string, message: string): ApiEnvelope {
  return { code, message };
}

/** `phoneNumber: Please enter a valid phone number; email: ...` — the field comes first. */
export function describeIssues(issues: FieldIssue[]): string {
  return issues.map((issue) => `${issue.field}: ${messageFor(issue.key, 'en')}`).join('; ');
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function badRequest(issues: FieldIssue[]): ApiError {
  return new ApiError(400, 'REQ.INVALID', describeIssues(issues));
}

export function tooManyRequests(code: string, message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, code, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}
