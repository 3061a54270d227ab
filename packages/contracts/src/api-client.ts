/**
 * The one client every browser caller of the site's API uses (bundled into each remote that calls
 * it, so it stays small). The spec's request defaults (section 7): one retry for methods that
 * change nothing, none for POST, PUT, PATCH and DELETE; retries only on the listed statuses, or on
 * a network failure for methods that change nothing; any 400-599 answer, and any envelope whose
 * code is not SYS.0000, is an error.
 */
export const successCode = 'SYS.0000';
export const retryStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Every answer of the API: `{ code, message, data? }`. */
export interface ApiEnvelope<Data = unknown> {
  code: string;
  message: string;
  data?: Data;
}

/** A failed call; `message` is the spec's generic prefix followed by what the server said. */
export class ApiRequestError extends Error {
  constructor(
    readonly serverMessage: string,
    /** The HTTP status; undefined when no answer came (network failure). */
    readonly status?: number,
    readonly code?: string,
  ) {
    super(`Request failed: ${serverMessage}`);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  /** GET is the one method here that changes nothing; the others are never retried. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  fetcher?: typeof fetch;
}

export async function requestApi<Data = unknown>(url: string, options?: RequestOptions): Promise<ApiEnvelope<Data>> {
  // Not default parameters: the browser build would spell them out through `arguments`.
  const { method = 'GET', body, signal, fetcher = fetch } = options ?? {};
  const retries = method === 'GET' ? 1 : 0;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetcher(url, {
        method,
        signal,
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      if (attempt < retries && !signal?.aborted) continue;
      throw new ApiRequestError(error instanceof Error ? error.message : String(error));
    }
    if (retryStatuses.has(response.status) && attempt < retries) continue;
    // Object(): an answer that is not JSON, or JSON but no object (null, a string), has no fields.
    const envelope = Object(await response.json().catch(() => null)) as Partial<ApiEnvelope<Data>>;
    if (!response.ok || envelope.code !== successCode) {
      // An answer without an envelope (a proxy's error page) is named by its status.
      const message = typeof envelope.message === 'string' ? envelope.message : `HTTP ${response.status}`;
      throw new ApiRequestError(message, response.status, envelope.code);
    }
    return envelope as ApiEnvelope<Data>;
  }
}
