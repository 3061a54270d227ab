import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { withFileLock } from '@site/config/file-lock';
import type { LiveLaunch, Registry, ReleaseEvent, RemoteRecord } from '@site/federation';
import { AuditLogFile, syncFolder, type AuditLine } from './audit-log-file.js';
import { registrySchema, sameCanary, withoutCanaryLaunches, withPromotedLaunches } from './registry-schema.js';
import type { ReleaseRecords, SiteRecords } from './release-records.js';

/**
 * registry.json (the format the shell reads) and release-log.jsonl beside it.
 *
 * A change is made under a lock, in an order that survives a crash at any point: its audit entry
 * is appended first (durably: the intent, with an id), then the registry is written beside, synced
 * and renamed over the old one, naming that entry (`lastEvent`). A crash between the two leaves an
 * entry whose change never happened, never a change that nobody logged; the next change finds the
 * registry not naming the log's last change and logs that it did not take effect.
 */
export function fileRecords(registryFile: string): ReleaseRecords {
  const log = new AuditLogFile(join(dirname(registryFile), 'release-log.jsonl'));
  const readFileRegistry = async (): Promise<{ remotes: Registry; launches?: LiveLaunch[]; lastEvent?: string } | undefined> => {
    const text = await readFile(registryFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    return text === undefined ? undefined : registrySchema.parse(JSON.parse(text));
  };
  const read = async (): Promise<Registry | undefined> => (await readFileRegistry())?.remotes;
  // Written beside, synced and renamed over: a reader never sees half a registry, and a crash leaves the old one or the new one.
  const write = async ({ registry, launches }: SiteRecords, lastEvent?: string) => {
    await mkdir(dirname(registryFile), { recursive: true });
    const temporary = `${registryFile}.${process.pid}.tmp`;
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(JSON.stringify({ remotes: registry, ...(launches.length ? { launches } : {}), ...(lastEvent ? { lastEvent } : {}) }, null, 2) + '\n');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, registryFile);
    await syncFolder(dirname(registryFile));
  };
  /** The log's last registry change did not take effect (a crash before the registry was written): say so once. */
  const reconcile = async (current: { lastEvent?: string }) => {
    if (!current.lastEvent) return;
    const lines = await log.lines();
    const last = lines.findLast((line) => line.id !== undefined);
    if (!last || last.id === current.lastEvent) return;
    const event = withoutId(last);
    // Named with the registry's id: the log's last change is then the one the registry names, and this is said once.
    await log.append({ ...event, at: Date.now(), check: `failed: interrupted before it took effect (the registry was not changed)`, id: current.lastEvent });
  };
  /**
   * Read, change and write under a lock, so that of several processes changing one entry at once
   * (every instance's canary guard) each sees the other's write. `change` returns undefined to write nothing.
   */
  const update = (change: (current: Registry) => Registry | undefined, event: ReleaseEvent): Promise<boolean> =>
    updateSite((current) => {
      const registry = change(current.registry);
      return registry && { registry, launches: current.launches };
    }, [event]);
  const updateSite = async (change: (current: SiteRecords) => SiteRecords | undefined, changeEvents: ReleaseEvent[]): Promise<boolean> => {
    if (!(await read())) throw new Error('there is no registry yet: start the site once (npm start)');
    // A holder that died (kill -9) leaves its lock: it counts as stale once not refreshed for 5 s,
    // and a waiter waits long enough to take it over.
    return withFileLock(
      registryFile,
      async () => {
        const current = (await readFileRegistry())!;
        await reconcile(current);
        const next = change({ registry: current.remotes, launches: current.launches ?? [] });
        if (!next) return false;
        const id = randomUUID();
        // A change's entries (a launch logs one per area) share its id, which the registry names.
        for (const event of changeEvents) await log.append({ ...event, id });
        testHooks.afterIntent?.();
        await write(next, id);
        return true;
      },
      { stale: 5_000, retries: { retries: 100, minTimeout: 20, maxTimeout: 200 } },
    );
  };
  const withoutCanary = ({ canary: _, ...record }: RemoteRecord): RemoteRecord => record;
  let events: ReleaseEvent[] = [];
  return {
    kind: 'file',
    read,
    async readSite() {
      const current = await readFileRegistry();
      return current && { registry: current.remotes, launches: current.launches ?? [] };
    },
    switchLaunch: ({ records, launch }, changeEvents) =>
      updateSite((current) => {
        if ('go' in launch && current.launches.some((live) => live.id === launch.go.id)) return undefined;
        const launches = 'go' in launch ? [...current.launches, launch.go] : current.launches.filter((live) => live.id !== launch.end);
        return { registry: { ...current.registry, ...records }, launches };
      }, changeEvents),
    async seed(registry) {
      if (!(await read())) await write({ registry, launches: [] });
    },
    async activate(remote, record, event) {
      await update((current) => ({ ...current, [remote]: withoutCanary(record) }), event);
    },
    async startCanary(remote, canary, event) {
      await update((current) => ({ ...current, [remote]: { ...withoutCanary(current[remote]), canary } }), event);
    },
    endCanary: (remote, version, event) =>
      updateSite(
        ({ registry, launches }) =>
          registry[remote].canary?.version === version ? { registry: { ...registry, [remote]: withoutCanary(registry[remote]) }, launches: withoutCanaryLaunches(launches, remote, version) } : undefined,
        [event],
      ),
    updateCanary: (remote, current, next, event) =>
      update((registry) => (sameCanary(registry[remote].canary, current) ? { ...registry, [remote]: { ...withoutCanary(registry[remote]), canary: next } } : undefined), event),
    promote: (remote, version, event) =>
      updateSite(
        ({ registry, launches }) => {
          const canary = registry[remote].canary;
          if (canary?.version !== version) return undefined;
          const { percent: _percent, since: _since, rollout: _rollout, ...record } = canary;
          return { registry: { ...registry, [remote]: record }, launches: withPromotedLaunches(launches, remote, version) };
        },
        [event],
      ),
    log: (event) => log.append(event),
    async events() {
      const lines = await log.lines();
      if (lines.length !== events.length || lines.length === 0) events = lines.map(withoutId);
      return events;
    },
    logStamp: () => log.stamp(),
    // Servers watch the file themselves (they re-read it when it changes).
    watch: async () => async () => {},
    close: async () => {},
  };
}

function withoutId(line: AuditLine): ReleaseEvent {
  const event: AuditLine = { ...line };
  delete event.id;
  return event;
}

/** For a test that kills the process between a change's audit entry and its registry write. */
export const testHooks: { afterIntent?: () => void } = {};
