/** Types for site-locations.mjs, which the start scripts import as plain JavaScript before any build. */
export declare const repoRoot: string;
export declare const shellBuildDir: string;
export declare const releaseLogName: string;
export interface SiteLocations {
  remotesDir: string;
  registryFile: string;
  dataDir: string;
}
export declare function siteLocations(env?: NodeJS.ProcessEnv, cwd?: string): SiteLocations;
export declare function registryPlacementProblem(locations: Pick<SiteLocations, 'remotesDir' | 'registryFile'>): string | undefined;
export declare function adoptLegacyRegistry(env?: NodeJS.ProcessEnv, locations?: SiteLocations): string[];
