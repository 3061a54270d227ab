import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { mayUse } from '@site/console-contract/session';
import { useApi } from '../api/api-context';
import { useSession } from '../session/use-session';

/** How often every page asks whether an area is failing (the overview itself reloads as often). */
const checkEveryMs = 15_000;

const IncidentCount = createContext<{
  count: number;
  set: (count: number) => void;
}>({ count: 0, set: () => undefined });

/**
 * How many areas fail their visitors now, for whoever may see releases, on every page (the tab's
 * title says so, so a background tab shows it too). The overview tells it what it loaded.
 */
export function IncidentsProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { roles } = useSession();
  const [count, set] = useState(0);
  const watching = mayUse(roles, 'releases');
  useEffect(() => {
    if (!watching) return;
    let stopped = false;
    // The page's own doing, not the user's: it does not keep an unattended tab signed in.
    const check = () =>
      void api
        .inBackground(() => api.incidents())
        .then(
          (incidents) => stopped || set(incidents.length),
          () => undefined,
        );
    check();
    const timer = setInterval(check, checkEveryMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, watching]);
  return <IncidentCount.Provider value={{ count, set }}>{children}</IncidentCount.Provider>;
}

export const useIncidentCount = () => useContext(IncidentCount);
