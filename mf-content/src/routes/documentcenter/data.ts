import type { DocumentFile } from '../../shared/documents';

/** The two SDK tabs, first is the default; names and date/size texts in locales/<lang>/documents.json. */
export const documentTabs: readonly { key: 'bot' | 'dog'; files: readonly DocumentFile[] }[] = [
  { key: 'bot', files: ['magicbot-gen1-sdk'] },
  { key: 'dog', files: ['magicdog-sdk'] },
];
