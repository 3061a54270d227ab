import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VitalName } from '@site/console-contract/releases';

/** A vital's value in the page's language: LCP and INP in ms below a second, else in s (2 decimals); CLS (unitless) with 3 decimals. */
export function useVitalFormat(): (name: VitalName, value: number) => string {
  const { t, i18n } = useTranslation();
  const tag = i18n.language === 'en' ? 'en' : 'zh-CN';
  const numbers = useMemo(
    () => ({
      ms: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
      s: new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      cls: new Intl.NumberFormat(tag, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
    }),
    [tag],
  );
  return useCallback(
    (name, value) => {
      if (name === 'CLS') return numbers.cls.format(value);
      return Math.round(value) < 1000 ? t('vitals.ms', { value: numbers.ms.format(value) }) : t('vitals.s', { value: numbers.s.format(value / 1000) });
    },
    [numbers, t],
  );
}
