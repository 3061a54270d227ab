import { readFileSync, writeFileSync } from 'node:fs';
import { registryFile } from './environment';

export interface RemoteRecord {
  version: string;
  web: string;
  node: string;
  integrity?: { webEntry: string; files: string };
  canary?: { version: string; web: string; node: string; percent: number; since: number };
}
export type Registry = { remotes: Record<string, RemoteRecord> };

export function readRegistry(): Registry {
  return JSON.parse(readFileSync(registryFile, 'utf8')) as Registry;
}

export function writeRegistry(registry: Registry): void {
  writeFileSync(registryFile, JSON.stringify(registry, null, 2));
}

/** Points one remote somewhere else for the duration of `run`, then restores the registry. */
export async function withRemote(name: string, record: RemoteRecord, run: () => Promise<void>): Promise<void> {
  const original = readRegistry();
  writeRegistry({ remotes: { ...original.remotes, [name]: record } });
  try {
    await run();
  } finally {
    writeRegistry(original);
  }
}

/** The version of a remote the registry names now (at first, the checkout's build npm start published). */
export function activeVersion(name: string): string {
  return readRegistry().remotes[name]!.version;
}
