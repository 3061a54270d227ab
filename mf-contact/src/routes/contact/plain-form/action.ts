import { splitCountryValue, toApiPhone, validateEnquiryField } from '@site/contracts';
import type { RouteAction, RouteActionContext } from '@site/federation/route-module';
import type { Locale } from '@site/i18n';
import en from '../../../../locales/en/contact.json';
import zh from '../../../../locales/zh/contact.json';
import { emptyEnquiry, toEnquiryRequest, validateContactForm, type ContactValues, type FieldErrors } from '../components/form-rules';
import type { EnquiryQuestion } from '../data/questions';
import { contactFormIntents, type ContactFormIntent } from './contact-form-step';
import { readPostedForm, type PostedForm } from './posted-values';
import type { ContactState } from './contact-state';

/** The questions' texts of each language (contact.json's `questions`, absent while there are none). */
const questionTexts = { zh, en } as unknown as Record<Locale, { questions?: Record<string, { label: string }> }>;
/** A question's label in the enquiry's language, as its answer is written into the cooperation details. */
const questionLabel = (locale: Locale) => (question: EnquiryQuestion) => questionTexts[locale].questions?.[question.name]?.label ?? question.name;

/**
 * The contact form without scripts (issue 28), as the contact page's server action. Step 1
 * (`intent=code`) checks phone and privacy box and asks the API for a code; step 2 (`review`)
 * checks everything and shows the "Warm reminder", whose `confirm` saves the enquiry and `cancel`
 * goes back. Codes and enquiries go through the API's own routes in process, so its checks,
 * limits, SMS rules and durability are the same ones. A code and an enquiry are asked for once
 * per page state (`once`): the shell shows a repeated post what the first became.
 */
const action: RouteAction<ContactState> = {
  once: ['code', 'confirm'],
  async run(context) {
    const intent = contactFormIntents.find((name) => name === context.form['intent']) ?? 'review';
    const state = await answer(intent, readPostedForm(context.form, context.locale), context);
    return { state, anchor: anchorOf(state) };
  },
};

export default action;

/** The page opens at what changed: the reminder, the result, or the form's status and messages. */
function anchorOf(state: ContactState): string {
  return state.step.step === 'confirm' ? 'contact-reminder' : state.step.step === 'success' ? 'contact-success-title' : 'contact-form';
}

async function answer(intent: ContactFormIntent, { values, unknownCountry }: PostedForm, context: RouteActionContext): Promise<ContactState> {
  // A country the text names none of: said at the phone number, nothing sent or saved.
  if (unknownCountry && intent !== 'cancel') {
    const errors: FieldErrors = intent === 'code' ? {} : validateContactForm(values);
    return { step: { step: 'form', values, errors: { ...errors, phone: 'country.invalid' } } };
  }
  switch (intent) {
    case 'code':
      return requestCode(values, context);
    case 'confirm':
      return saveEnquiry(values, context);
    case 'cancel':
      return { step: { step: 'form', values, errors: {} } };
    case 'review': {
      const errors = validateContactForm(values);
      return { step: { step: Object.keys(errors).length ? 'form' : 'confirm', values, errors } };
    }
  }
}

/** Step 1: phone, then the privacy box (both messages at once), then the API's own send route. */
async function requestCode(values: ContactValues, { services }: RouteActionContext): Promise<ContactState> {
  const errors: FieldErrors = {};
  const phone = validateEnquiryField('phone', values);
  if (phone) errors.phone = phone;
  const accept = validateEnquiryField('accept', values);
  if (accept) errors.accept = accept;
  if (phone || accept) return { step: { step: 'form', values, errors } };
  const country = splitCountryValue(values.country)!;
  const sent = await services.callApi('/api/website/sendMessage', { phoneNumber: toApiPhone(values.country, values.phone), countryCode: country.countryCode });
  const now = services.now();
  if (sent.ok) return { step: { step: 'form', values, errors, notice: 'codeSent' }, resendAt: now + services.settings.smsCooldownSeconds * 1000 };
  if (sent.status === 429) return { step: { step: 'form', values, errors, notice: 'codeThrottled' }, resendAt: now + sent.retryAfterSeconds * 1000 };
  if (sent.status === 400 && /^countryCode:/.test(sent.message)) errors.phone = 'country.invalid';
  else if (sent.status === 400 && /^phoneNumber:/.test(sent.message)) errors.phone = 'phone.invalid';
  return { step: { step: 'form', values, errors, notice: 'codeFailed' } };
}

/** "Agree and continue": everything checked again, then the API's own save route (stored durably once it answers). */
async function saveEnquiry(values: ContactValues, { services, locale }: RouteActionContext): Promise<ContactState> {
  const errors = validateContactForm(values);
  if (Object.keys(errors).length) return { step: { step: 'form', values, errors } };
  const saved = await services.callApi('/api/website/purchasingInfo/save', toEnquiryRequest(values, locale, questionLabel(locale)));
  // Nothing of the visitor's is kept once the enquiry is in.
  if (saved.ok) return { step: { step: 'success', values: emptyEnquiry, errors: {} } };
  const wrongCode = saved.code === 'SMS.CODE_INVALID' || saved.code === 'SMS.CHECKS_LOCKED';
  return { step: { step: 'form', values, errors: wrongCode ? { smsCode: 'msgCode.wrong' } : {}, notice: 'submitFailed' } };
}

