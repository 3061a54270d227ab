import type { Locale } from '@site/i18n';
import type { RouteActionData } from '@site/federation/route-module';
import { emptyEnquiry } from '../components/form-rules';
import type { ContactFormNotice, ContactFormStep } from './contact-form-step';
import { readPostedForm } from './posted-values';

/** What the contact page's action keeps for the browser: the page's step, and when a new code may be asked for. */
export interface ContactState {
  step: Omit<ContactFormStep, 'token' | 'resendInSeconds'>;
  resendAt?: number;
}

const notices: Record<Extract<RouteActionData, { kind: 'refused' }>['reason'], ContactFormNotice> = { refused: 'refused', tooMany: 'tooMany', failed: 'submitFailed' };

/** The page after a plain post: the kept state with its token and countdown, or a refused post's values and why. */
export function pageStep(data: RouteActionData, locale: Locale): ContactFormStep {
  if (data.kind === 'refused') {
    const values = Object.keys(data.form).length ? readPostedForm(data.form, locale).values : emptyEnquiry;
    return { step: 'form', values, errors: {}, notice: notices[data.reason], token: '' };
  }
  const { step, resendAt } = data.state as ContactState;
  const resendInSeconds = resendAt ? Math.max(0, Math.ceil((resendAt - data.now) / 1000)) : 0;
  return { ...step, token: data.token, ...(resendInSeconds > 0 ? { resendInSeconds } : {}) };
}
