import { auditTruncatedHeader, type AuditScope, type ActionRequest, type ActionResult, type AreaIncident, type AreaMessages, type AreaName, type AreaSeries, type AreaVitals, type AuditEntry, type AuditPage, type GuardState, type RemotesStatus, type SeriesRange } from '@site/console-contract/releases';
import { backgroundHeader, type ConsoleRole, type ConsoleUser, type SecurityOverview, type SessionInfo } from '@site/console-contract/session';
import type { DeployRight, DeployToken, NewDeployToken } from '@site/console-contract/deploy';
import type { BulkRequest, BulkResult, BulkUndoResult, EraseResult, ErasurePreview, LeadSettings, LeadSettingsView, LeadChangeRequest, LeadDetails, LeadList, LeadQuery } from '@site/console-contract/leads';
import type { ArticleDetails, ArticlePresence, ArticleSaved, ArticleSaveRequest, MediaItem, NewsActionRequest, NewsCreateRequest, NewsList, PreviewLinks, RevisionDetails } from '@site/console-contract/newsroom';
import type { LaunchAction, LaunchDetail, LaunchPreviewLink, LaunchView } from '@site/console-contract/launches';
import { ApiError, readApiError } from './api-error';

export const apiBase = '/console/api';

/** The audit log's filters, as the query string carries them. */
export interface AuditQuery {
  scope?: AuditScope;
  remote?: string;
  actor?: string;
  action?: string;
  since?: string;
  until?: string;
  limit?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function queryString(query: object, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...extra })) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The console's API, one instance per page: it keeps the session's CSRF token (from
 * `GET /session`) and sends it with every request that changes something.
 */
export function createConsoleApiClient() {
  let csrfToken = '';
  /** Calls made while this is above 0 are the page's own (a refresh), not the user's: they do not keep the session alive. */
  let background = 0;

  /** The answer of a call that succeeded; a failure is thrown as an ApiError. */
  function send(method: Method, path: string, body?: unknown): Promise<Response> {
    return sendRaw(method, path, body === undefined ? undefined : JSON.stringify(body), 'application/json');
  }

  /** `body` as it is (a file: its own type), or JSON already written. */
  async function sendRaw(method: Method, path: string, body?: BodyInit, contentType?: string): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = contentType ?? ((body instanceof Blob && body.type) || 'application/octet-stream');
    if (method !== 'GET') headers['X-CSRF-Token'] = csrfToken;
    if (background > 0) headers[backgroundHeader] = '1';
    let response: Response;
    try {
      response = await fetch(`${apiBase}${path}`, { method, credentials: 'same-origin', headers, body });
    } catch (error) {
      throw new ApiError(0, { code: 'CONSOLE.FAILED', message: error instanceof Error ? error.message : String(error) });
    }
    if (!response.ok) {
      const error = await readApiError(response);
      if (error.code === 'CONSOLE.SIGNED_OUT') csrfToken = '';
      throw error;
    }
    return response;
  }

  async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, body);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  const area = (remote: AreaName) => `/remotes/${encodeURIComponent(remote)}`;
  const user = (name: string) => `/users/${encodeURIComponent(name)}`;
  const article = (slug: string) => `/news/${encodeURIComponent(slug)}`;
  const lead = (id: number) => `/enquiries/${encodeURIComponent(String(id))}`;

  return {
    /** Runs `work` (a refresh the page makes by itself) with its calls marked as not the user's. */
    async inBackground<T>(work: () => Promise<T>): Promise<T> {
      background++;
      try {
        return await work();
      } finally {
        background--;
      }
    },
    async session(): Promise<SessionInfo> {
      const session = await request<SessionInfo>('GET', '/session');
      csrfToken = session.csrfToken;
      return session;
    },
    signIn: (name: string, password: string) => request<void>('POST', '/session', { user: name, password }),
    async signOut(everywhere = false): Promise<void> {
      await request<void>('DELETE', `/session${everywhere ? '?everywhere=true' : ''}`);
      csrfToken = '';
    },
    changeOwnPassword: (current: string, password: string) => request<void>('PUT', '/session/password', { current, password }),
    remotes: () => request<RemotesStatus>('GET', '/remotes'),
    guard: () => request<GuardState>('GET', '/guard'),
    incidents: () => request<{ incidents: AreaIncident[] }>('GET', '/incidents').then((answer) => answer.incidents),
    act: (remote: AreaName, action: ActionRequest) => request<ActionResult>('POST', `${area(remote)}/actions`, action),
    series: (remote: AreaName, range: SeriesRange) => request<AreaSeries>('GET', `${area(remote)}/series?range=${range}`),
    messages: (remote: AreaName, range: SeriesRange) => request<AreaMessages>('GET', `${area(remote)}/messages?range=${range}`),
    vitals: (remote: AreaName) => request<AreaVitals>('GET', `${area(remote)}/vitals`),
    /** The entries, and whether more matched than the limit (a header: the body is the entries alone). */
    async audit(query: AuditQuery): Promise<AuditPage> {
      const response = await send('GET', `/audit${queryString(query)}`);
      return { entries: (await response.json()) as AuditEntry[], truncated: response.headers.get(auditTruncatedHeader) === 'true' };
    },
    auditCsvHref: (query: AuditQuery) => `${apiBase}/audit${queryString(query, { format: 'csv' })}`,
    users: () => request<{ users: ConsoleUser[] }>('GET', '/users').then((answer) => answer.users),
    addUser: (name: string, roles: ConsoleRole[], password: string) => request<unknown>('POST', '/users', { name, roles, password }),
    changeUser: (name: string, change: { roles?: ConsoleRole[]; password?: string }) => request<unknown>('PATCH', user(name), change),
    removeUser: (name: string) => request<unknown>('DELETE', user(name)),
    security: () => request<SecurityOverview>('GET', '/security'),
    deployTokens: () => request<{ tokens: DeployToken[] }>('GET', '/deploy-tokens').then((answer) => answer.tokens),
    /** A new deploy token: its text is in the answer, once. */
    addDeployToken: (token: { name: string; area: AreaName; may: DeployRight; expires: string }) => request<NewDeployToken>('POST', '/deploy-tokens', token),
    revokeDeployToken: (name: string) => request<unknown>('DELETE', `/deploy-tokens/${encodeURIComponent(name)}`),
    unlock: (name: string) => request<unknown>('DELETE', `/login-locks/${encodeURIComponent(name)}`),
    leads: (query: LeadQuery) => request<LeadList>('GET', `/enquiries${queryString(query)}`),
    /** The whole filtered list (not the page shown). */
    /** The whole filtered list, in the reader's language (`lang`) with times on their clock (`tz`). */
    leadsExportHref: ({ page: _page, pageSize: _pageSize, ...filter }: LeadQuery, format: 'csv' | 'xlsx', reader: { lang: string; tz: string }) => `${apiBase}/enquiries/export${queryString(filter, { format, ...reader })}`,
    /** Opens an enquiry: audited, and it counts as read (a refresh too: the server folds one user's within minutes into one entry). */
    lead: (id: number) => request<LeadDetails>('GET', lead(id)),
    changeLead: (id: number, change: LeadChangeRequest) => request<LeadDetails>('PATCH', lead(id), change),
    retryLeadNotification: (id: number) => request<LeadDetails>('POST', `${lead(id)}/notify`),
    launches: () => request<{ items: LaunchView[] }>('GET', '/launches').then((answer) => answer.items),
    createLaunch: (name: string) => request<{ id: number }>('POST', '/launches', { name }),
    /** Opening a launch runs its preflight. */
    launch: (id: number) => request<LaunchDetail>('GET', `/launches/${id}`),
    addLaunchMember: (id: number, member: { kind: 'area'; remote: AreaName; version: string; canary?: number } | { kind: 'article'; slug: string; only?: 'zh' | 'en'; pinned: boolean; homePage: boolean }) =>
      request<unknown>('POST', `/launches/${id}/members`, member),
    removeLaunchMember: (id: number, kind: 'area' | 'article', key: string) => request<unknown>('DELETE', `/launches/${id}/members/${kind}/${encodeURIComponent(key)}`),
    launchPreview: (id: number) => request<LaunchPreviewLink>('POST', `/launches/${id}/preview`),
    launchAction: (id: number, action: LaunchAction) => request<{ lines: string[]; launch: LaunchView }>('POST', `/launches/${id}/actions`, action),
    news: () => request<NewsList>('GET', '/news'),
    createArticle: (article: NewsCreateRequest) => request<ArticleDetails>('POST', '/news', article),
    article: (slug: string) => request<ArticleDetails>('GET', article(slug)),
    saveArticle: (slug: string, save: ArticleSaveRequest) => request<ArticleSaved>('PUT', article(slug), save),
    renameArticle: (slug: string, to: string) => request<ArticleDetails>('POST', `${article(slug)}/rename`, { slug: to }),
    /** The page says it is open (on its own, every few seconds: not the user's call). */
    articlePresence(slug: string, typing: boolean): Promise<ArticlePresence> {
      background++;
      const answer = request<ArticlePresence>('POST', `${article(slug)}/presence`, { typing });
      background--;
      return answer;
    },
    /** The page is closing: sent even as it goes (keepalive), and nothing waits for it. */
    leaveArticle(slug: string): void {
      void fetch(`${apiBase}${article(slug)}/presence`, { method: 'DELETE', credentials: 'same-origin', keepalive: true, headers: { 'X-CSRF-Token': csrfToken, [backgroundHeader]: '1' } }).catch(() => undefined);
    },
    articleAction: (slug: string, action: NewsActionRequest) => request<ArticleDetails>('POST', `${article(slug)}/actions`, action),
    previewArticle: (slug: string, hours?: number) => request<PreviewLinks>('POST', `${article(slug)}/preview`, hours ? { hours } : {}),
    revision: (slug: string, id: number) => request<RevisionDetails>('GET', `${article(slug)}/revisions/${id}`),
    restoreRevision: (slug: string, id: number) => request<ArticleDetails>('POST', `${article(slug)}/revisions/${id}/restore`, {}),
    media: () => request<{ items: MediaItem[] }>('GET', '/media').then((answer) => answer.items),
    /** Uploads a file as it is: the server reads what it is from its bytes. */
    async uploadMedia(file: File, alt: { zh: string; en: string }): Promise<MediaItem> {
      const query = queryString({ name: file.name, altZh: alt.zh, altEn: alt.en });
      const response = await sendRaw('POST', `/media${query}`, file);
      return (await response.json()) as MediaItem;
    },
    setMediaAlt: (id: string, alt: { zh: string; en: string }) => request<MediaItem>('PATCH', `/media/${encodeURIComponent(id)}`, { alt }),
    deleteMedia: (id: string) => request<void>('DELETE', `/media/${encodeURIComponent(id)}`),
    eraseContact: (contact: { phone?: string; email?: string }) => request<EraseResult>('POST', '/enquiries/erase', contact),
    leadSettings: () => request<LeadSettingsView>('GET', '/lead-settings'),
    saveLeadSettings: (settings: LeadSettings) => request<LeadSettingsView>('PUT', '/lead-settings', settings),
    bulkLeads: (change: BulkRequest) => request<BulkResult>('POST', '/enquiries/bulk', change),
    undoBulkLeads: (bulkId: number) => request<BulkUndoResult>('POST', `/enquiries/bulk/${bulkId}/undo`),
    erasurePreview: (id: number) => request<ErasurePreview>('GET', `/enquiries/${id}/erasure`),
  };
}

export type ConsoleApi = ReturnType<typeof createConsoleApiClient>;
