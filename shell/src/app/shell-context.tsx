import { createContext, useContext } from 'react';
import type { RouteModule } from '@site/federation/route-module';
import type { Locale } from '@site/i18n';
import type { SiteState } from './site-state';
import type { AreaMatch } from './route-table';

/** One page of an area, loaded in the browser from one version of it. */
export interface LoadedPage {
  module: RouteModule;
  /** The page's translations, by namespace. */
  messages: Record<string, Record<string, unknown>>;
  data: unknown;
  mediaBase: string;
  entryFolder: string;
  /** The page token of the versions it was loaded from (its reports carry it). */
  reportToken?: string;
}

export interface ShellContextValue {
  state: SiteState;
  /** The route module the page was server-rendered with, already loaded before hydration. */
  initialModule?: RouteModule;
  /** On the server: the path (locale-free) the render matched, and its match. */
  initialRoute?: { path: string; match: AreaMatch | undefined };
  /**
   * The browser's loads of area pages (client/area-pages.ts): a navigation takes what a prefetch
   * has loaded, and renders it in its first frame when it is all there.
   */
  pages: {
    load: (match: AreaMatch, locale: Locale, retry?: boolean) => Promise<LoadedPage>;
    ready: (match: AreaMatch, locale: Locale) => LoadedPage | undefined;
  };
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell outside ShellContext');
  return value;
}
