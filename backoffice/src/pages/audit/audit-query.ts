import { auditScopes, type AuditScope } from '@site/console-contract/releases';
import type { AuditQuery } from '../../app/api/console-api-client';

export const auditLimit = 200;
const filterNames = ['remote', 'actor', 'action', 'since', 'until'] as const;
export type AuditFilterName = (typeof filterNames)[number];

const isScope = (value: string | null): value is AuditScope => (auditScopes as readonly (string | null)[]).includes(value);

/** The audit filters in the page's address (times as the server reads them: ISO). Without a scope, release actions. */
export function auditQueryFrom(params: URLSearchParams): AuditQuery {
  const scope = params.get('scope');
  const query: AuditQuery = { limit: auditLimit, scope: isScope(scope) ? scope : 'release' };
  for (const name of filterNames) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}
