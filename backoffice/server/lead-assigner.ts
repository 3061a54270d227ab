import { repeatEvery } from '@site/config/repeat';
import { assignNewLeads } from '@site/lead-desk';
import { assignmentActor, leadsRemote } from '@site/console-contract/leads';
import type { ConsoleServices } from './console-services.js';

/**
 * Gives each new enquiry an owner by the lead desk's settings, about a second after it arrives, on
 * every back office process (each enquiry once: @site/lead-desk's assignNewLeads); each assignment
 * is in the audit log. Returns the function that stops it.
 */
export function startLeadAssigner(services: Pick<ConsoleServices, 'db' | 'users' | 'audit' | 'clock'>, onError: (error: unknown) => void, intervalMs = 1000): () => void {
  return repeatEvery(
    async () => {
      const people = new Set([...(await services.users.withRole('sales')), ...(await services.users.withRole('admin'))]);
      for (const { id, owner } of await assignNewLeads(services.db, people, services.clock())) {
        await services.audit(leadsRemote, assignmentActor, 'lead-assign', `passed: ${owner}`, { to: String(id) });
      }
    },
    { intervalMs, onError },
  );
}
