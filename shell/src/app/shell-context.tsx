import { createContext, useContext } from 'react';
import type { RouteModule } from '@site/federation/route-module';
import type { RemoteName } from '@site/federation';
import type { SiteState } from './site-state';
import type { AreaMatch } from './route-table';

export interface ShellContextValue {
  state: SiteState;
  /** The route module the page was server-rendered with, already loaded before hydration. */
  initialModule?: RouteModule;
  /** On the server: the path (locale-free) the render matched, and its match. */
  initialRoute?: { path: string; match: AreaMatch | undefined };
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
