import { loadScriptNode, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RecentMap } from '@site/federation/recent-map';
import { integrityListFile, versionFolder, type RemoteRecord, type VersionIntegrity } from '@site/federation/remotes';

/**
 * Only the bytes a version was verified with run. The registry records, for each live version, the
 * hash of its browser entry and of its file list (integrity.json: every file's hash). The server
 * checks every Node file against the list before it runs it; the browser loads the entry with
 * Subresource Integrity, and the entry carries its chunks' hashes (the build's SRI plugin).
 * A file that does not match fails its area's load, the same path as any failed load.
 */

export class IntegrityError extends Error {
  override name = 'IntegrityError';
}

/** Version folders (absolute URLs, as this side fetches them) -> the hashes the registry recorded. */
const expected = new RecentMap<string, VersionIntegrity>({ max: 500 });
/** File lists read and checked, by version folder: a version never changes. */
const lists = new RecentMap<string, Promise<Record<string, string>>>({ max: 500 });

const absolute = (url: string) => new URL(url, typeof location === 'undefined' ? undefined : location.href).href;

/** Notes what a record says of its version's bytes, before anything of it is loaded. */
export function expectIntegrity(record: RemoteRecord, side: 'web' | 'node'): void {
  if (record.integrity) expected.set(versionFolder(absolute(record[side])), record.integrity);
}

/** The recorded hash of a version's browser entry (`sha256-…`), if it has one. */
export function entryIntegrity(webEntry: string): string | undefined {
  const url = absolute(webEntry);
  return url.endsWith('/web/remoteEntry.js') ? expected.get(versionFolder(url))?.webEntry : undefined;
}

async function sri(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha256-${btoa(binary)}`;
}

async function fetchBytes(url: string, init?: RequestInit): Promise<ArrayBuffer> {
  const response = await fetch(url, { ...init, signal: init?.signal ?? AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return response.arrayBuffer();
}

/** A version's file list, once its own hash matched the recorded one. */
function fileList(folder: string, integrity: VersionIntegrity): Promise<Record<string, string>> {
  let list = lists.get(folder);
  if (!list) {
    list = fetchBytes(folder + integrityListFile).then(async (bytes) => {
      if ((await sri(bytes)) !== integrity.files) throw new IntegrityError(`${folder}${integrityListFile} does not match the hash recorded at activation`);
      return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, string>;
    });
    lists.set(folder, list);
    list.catch(() => lists.delete(folder));
  }
  return list;
}

/** The recorded hashes of a version's files (`web/…`, `node/…`), or undefined for a version recorded without them. */
export async function recordedHashes(entry: string): Promise<Record<string, string> | undefined> {
  const folder = versionFolder(absolute(entry));
  const integrity = expected.get(folder);
  return integrity ? fileList(folder, integrity) : undefined;
}

/**
 * The recorded version folder a URL is a file of, with what was recorded of it: any prefix ending
 * before a `web/` or `node/` segment (a store's own path may hold such a segment too).
 */
function recordedFolder(url: string): { folder: string; integrity: VersionIntegrity } | undefined {
  const path = url.split(/[?#]/)[0]!;
  for (const match of path.matchAll(/\/(?:web|node)\//g)) {
    const folder = path.slice(0, match.index! + 1);
    const integrity = expected.get(folder);
    if (integrity) return { folder, integrity };
  }
  return undefined;
}

/**
 * Fetches a file of a version, refusing bytes other than the recorded ones. A file of a version
 * recorded without hashes (or of an area's dev server) is fetched as it is.
 */
export async function verifiedFetch(url: string, init?: RequestInit): Promise<Response> {
  const recorded = recordedFolder(url);
  if (!recorded) return fetch(url, init);
  const path = url.slice(recorded.folder.length).split(/[?#]/)[0]!;
  const [list, bytes] = await Promise.all([fileList(recorded.folder, recorded.integrity), fetchBytes(url, init)]);
  const want = list[path];
  if (!want) throw new IntegrityError(`${url} is not a file of its version`);
  if ((await sri(bytes)) !== want) throw new IntegrityError(`${url} does not match the hash recorded when its version was stored`);
  return new Response(bytes, { status: 200 });
}

/**
 * The federation runtime plugin that holds both sides to the recorded bytes.
 * - Node: the entry is loaded here (`loadEntry`) through the SDK's own loader, given our fetch;
 *   the node runtime fetches every chunk through the `fetch` hook.
 * - Browser: the entry's script carries its hash and is fetched in CORS mode (`createScript`).
 */
export function integrityPlugin(): ModuleFederationRuntimePlugin {
  const inBrowser = typeof window !== 'undefined';
  return {
    name: 'site-version-integrity',
    fetch: inBrowser ? undefined : (url: string, init: RequestInit) => (recordedFolder(url) ? verifiedFetch(url, init) : undefined),
    loadEntry: inBrowser
      ? undefined
      : async ({ remoteInfo }) => {
          const { entry, entryGlobalName, name, type } = remoteInfo;
          if (!recordedFolder(entry)) return undefined;
          // The SDK's Node loader reads the entry through `loaderHook.fetch` when one is given.
          const loaderHook = { fetch: true, lifecycle: { fetch: { emit: (url: string, init: RequestInit) => verifiedFetch(url, init) } } };
          return loadScriptNode(entry, { attrs: { name, globalName: entryGlobalName, type }, loaderHook } as never) as never;
        },
    createScript: inBrowser
      ? ({ url }) => {
          const integrity = entryIntegrity(url);
          if (!integrity) return undefined;
          const script = document.createElement('script');
          script.src = url;
          script.integrity = integrity;
          script.crossOrigin = 'anonymous';
          return script;
        }
      : undefined,
  };
}
