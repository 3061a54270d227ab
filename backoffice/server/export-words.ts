import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ExportWords } from '@site/lead-desk';

// The page's own translation files (`locales/`, copied beside `server/` in dist by the build): an
// export speaks the reader's language with the same words as the lead desk's screens.
const cache = new Map<'zh' | 'en', ExportWords>();

interface LeadsWords {
  leads: { statuses: ExportWords['statuses']; export: Omit<ExportWords, 'statuses'> };
}

/** The words of an export in `language`. */
export function exportWords(language: 'zh' | 'en'): ExportWords {
  let words = cache.get(language);
  if (!words) {
    const { leads } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../locales', language, 'console.json'), 'utf8')) as LeadsWords;
    words = { ...leads.export, statuses: leads.statuses };
    cache.set(language, words);
  }
  return words;
}
