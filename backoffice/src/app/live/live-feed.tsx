import { createContext, useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import type { AuditEntry, LiveChange } from '@site/console-contract/releases';
import { apiBase } from '../api/console-api-client';
import { useApi } from '../api/api-context';

interface LiveState {
  /** Counts the changes seen: components that fetch on their own (the chart) fetch again when it moves. */
  changes: number;
  /** The canaries the guard rolled back since the page opened, until dismissed. */
  guardAborts: AuditEntry[];
  dismiss: (entry: AuditEntry) => void;
}

const LiveContext = createContext<LiveState>({ changes: 0, guardAborts: [], dismiss: () => {} });

export function isGuardAbort(entry: AuditEntry): boolean {
  return entry.actor === 'site guard' && entry.action === 'abort';
}

function readChange(data: unknown): AuditEntry[] {
  try {
    const change = JSON.parse(String(data)) as Partial<LiveChange>;
    return Array.isArray(change.entries) ? change.entries : [];
  } catch {
    return [];
  }
}

/**
 * The app's one connection to `/live`: every change (another release manager's action, the guard)
 * reloads what the current page shows, within the second the server sends it.
 */
export function LiveFeedProvider({ children }: { children: ReactNode }) {
  const revalidator = useRevalidator();
  const api = useApi();
  const [changes, setChanges] = useState(0);
  const [guardAborts, setGuardAborts] = useState<AuditEntry[]>([]);

  const onChange = useEffectEvent((event: MessageEvent) => {
    const aborts = readChange(event.data).filter(isGuardAbort);
    if (aborts.length) setGuardAborts((shown) => [...shown, ...aborts]);
    setChanges((count) => count + 1);
    void api.inBackground(() => revalidator.revalidate());
  });

  useEffect(() => {
    const source = new EventSource(`${apiBase}/live`);
    const listener = (event: Event) => onChange(event as MessageEvent);
    source.addEventListener('change', listener);
    return () => {
      source.removeEventListener('change', listener);
      source.close();
    };
  }, []);

  const dismiss = (entry: AuditEntry) => setGuardAborts((shown) => shown.filter((item) => item !== entry));
  return <LiveContext.Provider value={{ changes, guardAborts, dismiss }}>{children}</LiveContext.Provider>;
}

export function useLive(): LiveState {
  return useContext(LiveContext);
}
