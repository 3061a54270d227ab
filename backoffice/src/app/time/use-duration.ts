import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A span of time to the second, in the page's language: `4 min 12 s`, `4 分 12 秒`; days and hours past an hour. */
export function useDuration(): (ms: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (ms: number) => {
      const total = Math.max(0, Math.round(ms / 1000));
      const [days, hours, minutes, seconds] = [Math.floor(total / 86_400), Math.floor(total / 3600) % 24, Math.floor(total / 60) % 60, total % 60];
      if (days > 0) return t('duration.days', { days, hours });
      if (hours > 0) return t('duration.hours', { hours, minutes });
      if (minutes > 0) return t('duration.minutes', { minutes, seconds });
      return t('duration.seconds', { seconds });
    },
    [t],
  );
}
