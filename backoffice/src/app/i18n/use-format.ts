import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and numbers in the page's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const tag = i18n.language === 'en' ? 'en' : 'zh-CN';
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short' });
    const number = new Intl.NumberFormat(tag);
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    return {
      dateTime: (iso: string | number) => dateTime.format(new Date(iso)),
      time: (iso: string | number) => time.format(new Date(iso)),
      number: (value: number) => number.format(value),
      /** A share (0.05) as a percentage (5%). */
      percent: (share: number) => percent.format(share),
    };
  }, [tag]);
}
