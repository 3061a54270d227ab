// Copies each remote's built version folders (mf-<name>/dist/<version>) into the remotes folder
// the shell serves (`.remotes/<name>/<version>`) and writes a registry if there is none, or if
// it names a version that is not there. With DATABASE_URL the registry lives in PostgreSQL:
// it is written there only where a remote has no entry yet (the release CLI owns it after that).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openRegistryBackend, remoteNames, remoteRecord } from '@site/release';

const root = resolve(import.meta.dirname, '..');
export async function publishRemotes({
  remotesDir = process.env.REMOTES_DIR ?? join(root, '.remotes'),
  registryFile = process.env.REGISTRY_FILE ?? join(remotesDir, 'registry.json'),
} = {}) {
  mkdirSync(remotesDir, { recursive: true });
  for (const name of remoteNames) {
    const dist = join(root, `mf-${name}`, 'dist');
    if (!existsSync(dist)) continue;
    for (const version of readdirSync(dist)) {
      cpSync(join(dist, version), join(remotesDir, name, version), { recursive: true });
    }
  }
  const current = existsSync(registryFile) ? JSON.parse(readFileSync(registryFile, 'utf8')) : { remotes: {} };
  const remotes = {};
  for (const name of remoteNames) {
    const entry = current.remotes?.[name];
    const version = entry && existsSync(join(remotesDir, name, entry.version))
      ? entry.version
      : JSON.parse(readFileSync(join(root, `mf-${name}`, 'package.json'), 'utf8')).version;
    remotes[name] = entry?.version === version ? entry : remoteRecord(name, version);
  }
  if (process.env.DATABASE_URL) {
    const backend = openRegistryBackend({ registryFile, databaseUrl: process.env.DATABASE_URL });
    try {
      await backend.seed(remotes);
    } finally {
      await backend.close();
    }
  } else {
    writeFileSync(registryFile, JSON.stringify({ remotes }, null, 2) + '\n');
  }
  return { remotesDir, registryFile };
}
