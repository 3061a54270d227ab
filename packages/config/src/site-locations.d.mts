/** Types for site-locations.mjs, which the start scripts import as plain JavaScript before any build. */
export declare const repoRoot: string;
export declare const shellBuildDir: string;
export interface SiteLocations {
  remotesDir: string;
  registryFile: string;
  dataDir: string;
}
export declare function siteLocations(env?: NodeJS.ProcessEnv, cwd?: string): SiteLocations;
