import { createContext, useContext, type ReactNode } from 'react';
import type { SitePath } from '@site/i18n';
import { absoluteUrl } from './structured-data';

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: SitePath;
}

/** Where a page sits in the site's navigation: the pages above it (home first) and its own name there, if it has one. */
export interface PageTrail {
  parents: Crumb[];
  name?: string;
}

/**
 * What the shell tells every page about the site, in the page's language. Remotes read it here
 * instead of keeping their own copy of the shell's names and navigation.
 */
export interface SiteInfo {
  /** Public origin without a trailing slash: canonical links and structured data are absolute. */
  origin: string;
  /** The site's (and brand's) name. */
  name: string;
  /** The company's registered name. */
  legalName: string;
  /** The logo: a path on the origin or an absolute URL. */
  logo: string;
  /** The trail of a page (locale-free path) in the site's navigation; without it pages emit no breadcrumbs. */
  trail?: (path: SitePath) => PageTrail;
}

const SiteInfoContext = createContext<SiteInfo>({ origin: '', name: '', legalName: '', logo: '' });

export function SiteInfoProvider({ value, children }: { value: SiteInfo; children: ReactNode }) {
  return <SiteInfoContext.Provider value={value}>{children}</SiteInfoContext.Provider>;
}

export function useSiteInfo(): SiteInfo {
  return useContext(SiteInfoContext);
}

export function useSiteOrigin(): string {
  return useContext(SiteInfoContext).origin;
}

/** Makes a path (a page, a media file) absolute on the site's origin: `useAbsoluteUrl()('/en/z1')`. */
export function useAbsoluteUrl(): (pathOrUrl: string) => string {
  const { origin } = useContext(SiteInfoContext);
  return (pathOrUrl) => absoluteUrl(origin, pathOrUrl);
}
