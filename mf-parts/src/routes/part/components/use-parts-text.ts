import { useTranslation } from '@site/i18n';

/**
 * Texts of the `parts` namespace: `text(key, values)` for one string and `lines(key)` for a
 * list of lines (a JSON array; a single string counts as one line, a missing key as none).
 */
export function usePartsText() {
  const { t } = useTranslation('parts');
  const text = (key: string, values?: Record<string, string>): string => (values ? t(key, values) : t(key));
  const lines = (key: string): string[] => {
    const value: unknown = t(key, { returnObjects: true, defaultValue: [] });
    if (Array.isArray(value)) return value.filter((line): line is string => typeof line === 'string');
    return typeof value === 'string' && value !== key ? [value] : [];
  };
  return { text, lines };
}
