import type { TFunction } from 'i18next';
import type { LeadStatus } from '@site/console-contract/leads';
import { consoleTokens } from '../../app/theme/console-theme';

/** A status's colour: new stands out, done ones recede. */
export const statusColors: Record<LeadStatus, string> = {
  new: consoleTokens.colorTagActive,
  contacted: consoleTokens.colorTagTeal,
  qualified: consoleTokens.colorTagUnknown,
  won: consoleTokens.colorTagFits,
  lost: consoleTokens.colorTagPrevious,
  spam: consoleTokens.colorTagMisfit,
};

/** A country's name in the page's language (`CN` → 中国 / China), the code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language === 'en' ? 'en' : 'zh-CN'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const statusText = (t: TFunction, status: LeadStatus) => t(`leads.statuses.${status}`);
