import { createContext, useContext } from 'react';
import type { RouteModule } from '@site/design';
import type { RemoteName } from '../federation/registry';
import type { SiteState } from './site-state';

export interface ShellContextValue {
  state: SiteState;
  /** The route module the page was server-rendered with, already loaded before hydration. */
  initialModule?: RouteModule;
  /**
   * Loads a route module in the browser (3 s limit), after re-reading the registry, so a
   * navigation or a retry picks up a version activated, repaired or rolled back since the page loaded.
   */
  loadModule: (remote: RemoteName, module: string) => Promise<{ module: RouteModule; mediaBase: string; entryFolder: string }>;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell outside ShellContext');
  return value;
}
