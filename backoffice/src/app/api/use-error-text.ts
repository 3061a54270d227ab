import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';

/** The page's own words for a failed call, by the server's error code. */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return t('errors.CONSOLE.FAILED');
      if (error.status === 0) return t('errors.network');
      if (error.reason && i18n.exists(`errors.reasons.${error.reason}`)) return t(`errors.reasons.${error.reason}` as 'errors.network');
      if (error.code === 'CONSOLE.LOGIN_LIMITED') return t('errors.CONSOLE.LOGIN_LIMITED', { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) });
      return t(`errors.${error.code}`);
    },
    [t, i18n],
  );
}
