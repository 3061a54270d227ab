// The four areas' manifests as their builds wrote them (`area.json` beside each area's browser
// entry, in mf-<area>/dist): the data the shell reads, never the areas' source (turbo builds the
// areas before the shell's tests run).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readAreaManifest, type AreaManifest } from '@site/federation/area-manifest';

const repoRoot = resolve(import.meta.dirname, '../..');

function builtManifest(area: string): AreaManifest {
  const dist = join(repoRoot, `mf-${area}`, 'dist');
  const version = readFileSync(join(dist, 'version'), 'utf8').trim();
  const read = readAreaManifest(JSON.parse(readFileSync(join(dist, version, 'web', 'area.json'), 'utf8')));
  if ('problem' in read) throw new Error(`mf-${area}'s built area.json: ${read.problem}`);
  return read.manifest;
}

export const siteManifests = ['products', 'parts', 'content', 'contact'].map(builtManifest);
