import type { ContactValues, FieldErrors } from '../components/form-rules';

/**
 * The contact form as plain HTML (issue 28): what each submit button of the server-rendered form
 * asks for. `code`: send an SMS code; `review`: check everything and show the confirmation;
 * `confirm`: the confirmation's "Agree and continue" (saves the enquiry); `cancel`: back to the form.
 */
export const contactFormIntents = ['code', 'review', 'confirm', 'cancel'] as const;
export type ContactFormIntent = (typeof contactFormIntents)[number];

/**
 * A line the page shows after a plain post (its text is the contact page's translation): what
 * became of the code or the enquiry, or why the post was refused (too many from this address, or
 * not sent from this site).
 */
export type ContactFormNotice = 'codeSent' | 'codeThrottled' | 'codeFailed' | 'submitFailed' | 'tooMany' | 'refused';

/**
 * The state of the contact page after a plain post, rendered by the server (and hydrated as it
 * is): the form with every value kept and the messages next to their fields, the "Warm reminder"
 * confirmation, or the success result.
 */
export interface ContactFormStep {
  step: 'form' | 'confirm' | 'success';
  values: ContactValues;
  /** Message keys (the form's translations under `validation.`), per field. */
  errors: FieldErrors;
  notice?: ContactFormNotice;
  /** Seconds, as of this page's render, until a new code may be asked for (0: now). */
  resendInSeconds?: number;
  /** The one-time token the page's form sends back: a second post of it sends nothing again. */
  token: string;
}
