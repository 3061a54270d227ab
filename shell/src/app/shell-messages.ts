import type { Locale } from '@site/i18n';
import en from '../../locales/en/shell.json';
import zh from '../../locales/zh/shell.json';

/** The shell's own strings: header, footer, language dialog, error and area states. */
export const shellMessages: Record<Locale, Record<string, unknown>> = { zh, en };
