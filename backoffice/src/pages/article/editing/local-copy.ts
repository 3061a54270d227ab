import type { NewsLanguage } from '@site/console-contract/newsroom';
import type { Copies, ServerCopy } from './article-copies';

/**
 * What an editor typed, kept in this browser until the server has it: it survives a reload, a
 * crash, a closed tab and a dropped connection, and the page offers it back on return. For a new
 * article it also keeps the slug and the home-page choice.
 */
export interface LocalCopy {
  savedAt: number;
  copies: Copies;
  /** What the server had when the editor started (a restore merges with saves made since). */
  server: Record<NewsLanguage, ServerCopy>;
  slug?: string;
  homePage?: boolean;
}

const keyOf = (slug: string | null) => `newsroom:unsaved:${slug ?? 'new'}`;

export function readLocalCopy(slug: string | null): LocalCopy | null {
  try {
    const stored = localStorage.getItem(keyOf(slug));
    const parsed = stored ? (JSON.parse(stored) as Partial<LocalCopy>) : null;
    return parsed && typeof parsed.savedAt === 'number' && parsed.copies && parsed.server ? (parsed as LocalCopy) : null;
  } catch {
    return null;
  }
}

/** Returns false when the browser would not keep it (storage full or off). */
export function writeLocalCopy(slug: string | null, copy: LocalCopy): boolean {
  try {
    localStorage.setItem(keyOf(slug), JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}

export function clearLocalCopy(slug: string | null): void {
  try {
    localStorage.removeItem(keyOf(slug));
  } catch {
    // Storage off: there is nothing to clear.
  }
}
