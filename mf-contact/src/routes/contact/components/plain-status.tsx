import type { ContactFormStep } from '../plain-form/contact-form-step';
import { useTranslation } from '@site/i18n';
import styles from './contact-form.module.css';

/** `45 s`, `12 min`, `3 h`: how long until a new code may be asked for. */
function waitText(seconds: number, t: (key: string, options: { count: number }) => string): string {
  if (seconds < 120) return t('plain.seconds', { count: seconds });
  if (seconds < 2 * 3600) return t('plain.minutes', { count: Math.ceil(seconds / 60) });
  return t('plain.hours', { count: Math.ceil(seconds / 3600) });
}

const noticeKeys = {
  codeSent: 'toast.smsSent',
  codeThrottled: 'plain.codeThrottled',
  codeFailed: 'toast.smsFailed',
  submitFailed: 'toast.submitFailed',
  tooMany: 'plain.tooMany',
  refused: 'plain.refused',
} as const;

/**
 * What became of a plain post (issue 28), at the top of the form: the code was sent, refused or
 * failed, or the enquiry failed; and the time until a new code may be asked for, as of the page's
 * render (with scripts the button's live countdown says it: `live`).
 */
export function PlainStatus({ step, live }: { step: ContactFormStep; live: boolean }) {
  const { t } = useTranslation('contact');
  const wait = step.resendInSeconds ?? 0;
  if (!step.notice && wait <= 0) return null;
  const failed = step.notice !== undefined && step.notice !== 'codeSent';
  return (
    <div id="contact-form-status" className={failed ? `${styles.status} ${styles.statusError}` : styles.status} role={failed ? 'alert' : 'status'}>
      {step.notice ? <p>{t(noticeKeys[step.notice])}</p> : null}
      {wait > 0 && !live ? <p>{t('plain.resendIn', { wait: waitText(wait, t) })}</p> : null}
    </div>
  );
}
