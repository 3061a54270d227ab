import type { AreaEntry, VersionPages } from '@site/console-contract/releases';

export interface ContributionChanges {
  pagesAdded: string[];
  pagesRemoved: string[];
  entriesAdded: AreaEntry[];
  entriesRemoved: AreaEntry[];
}

/** A menu or footer entry is the same entry when it sits in the same slot and leads to the same place. */
function entryKey(entry: AreaEntry): string {
  return `${entry.slot} ${entry.path ?? entry.href ?? ''}`;
}

/** What `candidate` adds to and removes from the site against `active`: served pages and slot entries. */
export function contributionChanges(candidate: VersionPages, active: VersionPages): ContributionChanges {
  const activePages = new Set(active.pages);
  const candidatePages = new Set(candidate.pages);
  const activeEntries = new Set(active.entries.map(entryKey));
  const candidateEntries = new Set(candidate.entries.map(entryKey));
  return {
    pagesAdded: candidate.pages.filter((page) => !activePages.has(page)),
    pagesRemoved: active.pages.filter((page) => !candidatePages.has(page)),
    entriesAdded: candidate.entries.filter((entry) => !activeEntries.has(entryKey(entry))),
    entriesRemoved: active.entries.filter((entry) => !candidateEntries.has(entryKey(entry))),
  };
}
