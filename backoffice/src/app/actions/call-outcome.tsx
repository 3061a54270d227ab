import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { useErrorText } from '../api/use-error-text';
import type { Outcome } from './use-console-call';
import { PreviewLink } from './preview-link';
import styles from './call-outcome.module.css';

/** The release library's own lines, as it wrote them (in English: `lang` lets a screen reader say them so). */
function OutputLines({ lines, label }: { lines: string[]; label: string }) {
  if (lines.length === 0) return null;
  return (
    <pre className={styles.lines} aria-label={label} tabIndex={0} lang="en">
      {lines.join('\n')}
    </pre>
  );
}

/**
 * What the page's last call did: the release library's lines, a preview link, or the localized
 * error and the check's problems. With `of`, only the outcome of those calls (by key): shown next to
 * the controls that made them.
 */
export function CallOutcome({ outcome, onClose, of }: { outcome: Outcome | null; onClose: () => void; of?: readonly string[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (!outcome || (of && !of.includes(outcome.key))) return null;
  const closable = { onClose, 'aria-label': t('common.dismiss') };
  if (outcome.status === 'failed') {
    const problems = outcome.error instanceof ApiError ? outcome.error.lines : [];
    return (
      <Alert
        type="error"
        showIcon
        closable={closable}
        title={outcome.title}
        description={
          <>
            <p>{errorText(outcome.error)}</p>
            <OutputLines lines={problems} label={t('outcome.problems')} />
          </>
        }
      />
    );
  }
  return (
    <Alert
      type="success"
      role="status"
      showIcon
      closable={closable}
      title={outcome.title}
      description={
        <>
          {outcome.link && <PreviewLink link={outcome.link} />}
          {outcome.removed && <p>{outcome.removed.length ? t('outcome.removed', { versions: outcome.removed.join(', ') }) : t('outcome.removedNone')}</p>}
          {outcome.lines.length > 0 && (
            <details>
              <summary>{t('outcome.lines')}</summary>
              <OutputLines lines={outcome.lines} label={t('outcome.lines')} />
            </details>
          )}
        </>
      }
    />
  );
}
