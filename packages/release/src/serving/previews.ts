import { LRUCache } from 'lru-cache';
import { devServerOrigin, devServerRecord, devServerVersion, remoteNames, remoteRecord, type PreviewedArea, type RemoteName, type RemoteRecord } from '@site/federation';
import type { LaunchPreview, LaunchPreviews } from './launch-previews.js';
import { launchPreviewCookie, previewCookieName, readPreview, type Preview } from './preview-token.js';
import type { StoreVersions } from './store-versions.js';

/** What a request previews: the areas (for the badge) and their registry records, and maybe a whole launch. */
export interface RequestPreview {
  areas: PreviewedArea[];
  records: Partial<Record<RemoteName, RemoteRecord>>;
  /** A launch's preview link: its areas are among the above (an area's own preview wins), its articles show as it will publish them. */
  launch?: LaunchPreview;
}

export type Previews = ReturnType<typeof createPreviews>;

/**
 * Previews of an area's version for one browser (preview-token.ts). A token that is
 * forged, expired or names a version the store does not hold is ignored: the visitor gets the
 * live site, and the server says so once per token, not on every request. Without
 * RELEASE_PREVIEW_SECRET nothing is previewed.
 */
export function createPreviews(options: {
  secret: string | undefined;
  store: StoreVersions;
  /** This instance loads the store over HTTP (REMOTES_URL): a version it has no copy of is previewed by the hashes its token carries. */
  storeOverHttp?: boolean;
  /** The current build of an area's dev server (its `GET /build`); replaced in tests. */
  devBuild?: (remote: RemoteName) => Promise<string>;
  /** Checks launch preview links (the back office signs them); without it, none is honoured. */
  launches?: Pick<LaunchPreviews, 'check'>;
}) {
  const { secret, store, storeOverHttp = false, devBuild = currentDevBuild, launches } = options;
  // Keyed by whatever tokens clients send (forged ones too): bounded.
  const refused = new LRUCache<string, true>({ max: 1000 });

  function logOnce(token: string, reason: string): void {
    if (refused.has(token)) return;
    refused.set(token, true);
    console.error(JSON.stringify({ level: 'warn', msg: 'preview ignored', reason, token: token.slice(0, 200) }));
  }

  /** The preview a token stands for, or undefined (logged once) when it must be ignored. */
  async function check(token: string): Promise<Preview | undefined> {
    if (!secret) {
      logOnce(token, 'RELEASE_PREVIEW_SECRET is not set');
      return undefined;
    }
    const result = readPreview(token, secret);
    if (!result.ok) {
      logOnce(token, result.reason);
      return undefined;
    }
    const { remote, version, integrity } = result.preview;
    if (version !== devServerVersion && !store.has(remote, version) && !(storeOverHttp && integrity)) {
      logOnce(token, `unknown version ${version} of ${remote}`);
      return undefined;
    }
    return result.preview;
  }

  return {
    check,
    /** The areas a request's preview cookies name, or undefined for a normal request. */
    async fromCookies(cookies: Record<string, string | undefined>): Promise<RequestPreview | undefined> {
      const previews: Preview[] = [];
      for (const remote of remoteNames) {
        const token = cookies[previewCookieName(remote)];
        const preview = token ? await check(token) : undefined;
        if (preview?.remote === remote) previews.push(preview);
      }
      const launchToken = cookies[launchPreviewCookie];
      const launch = launchToken && launches ? await launches.check(launchToken) : undefined;
      if (previews.length === 0 && !launch) return undefined;
      // A dev server's entries name its current build: the server loads each new build as it loads a new version.
      const record = async (preview: Preview): Promise<RemoteRecord> => {
        const { remote, version } = preview;
        if (version !== devServerVersion) return remoteRecord(remote, version, undefined, preview.integrity ?? store.integrity(remote, version));
        const build = await devBuild(remote);
        return devServerRecord(remote, /^[\w-]{1,64}$/.test(build) ? { build } : {});
      };
      const areas = previews.map(({ remote, version }): PreviewedArea => ({ remote, version }));
      const records: RequestPreview['records'] = Object.fromEntries(await Promise.all(previews.map(async (preview) => [preview.remote, await record(preview)])));
      if (!launch) return { areas, records };
      return {
        areas: [...launch.areas.filter((area) => !records[area.remote]), ...areas],
        records: { ...launch.records, ...records },
        launch,
      };
    },
    /** The names of the preview cookies a request carries (to clear them). */
    cookiesIn(cookies: Record<string, string | undefined>): string[] {
      return [...remoteNames.map(previewCookieName), launchPreviewCookie].filter((name) => cookies[name] !== undefined);
    },
  };
}

/** Asks the area's dev server on loopback for its current build ('' when it does not answer at once). */
async function currentDevBuild(remote: RemoteName): Promise<string> {
  return fetch(`${devServerOrigin(remote)}/build`, { signal: AbortSignal.timeout(500) }).then(
    (response) => (response.ok ? response.text() : ''),
    () => '',
  );
}
