import { checkAccept, enquiryFieldRules as rules } from './field-rules.js';
import type { Locale } from '@site/federation';
import type { MessageKey } from './messages.js';
import { isValidLocalPhone, splitCountryValue, toApiPhone } from './phone.js';
import type { SaveEnquiryRequest } from './api-requests.js';

/** The contact form's model (spec section 3). */
export interface EnquiryFormValues {
  name: string;
  email: string;
  company: string;
  city: string;
  phone: string;
  /** Selector value such as `CN+86`. */
  country: string;
  smsCode: string;
  remark: string;
  /** `'checked'` when the privacy box is ticked. */
  accept: string;
}

export type EnquiryFormField = keyof EnquiryFormValues;
export type EnquiryFormErrors = Partial<Record<EnquiryFormField, MessageKey>>;

export function checkFormPhone(phone: string, countryValue: string): MessageKey | null {
  const local = phone.trim();
  if (local === '') return 'phone.required';
  const country = splitCountryValue(countryValue);
  if (!country) return 'country.invalid';
  return isValidLocalPhone(country.countryCode, local, country.dial) ? null : 'phone.invalid';
}

/** Validates one field (for on-blur / on-change checks); null when it is fine. */
export function validateEnquiryField(
  field: EnquiryFormField,
  values: EnquiryFormValues,
): MessageKey | null {
  switch (field) {
    case 'name':
      return rules.name(values.name);
    case 'email':
      return rules.email(values.email);
    case 'company':
      return rules.company(values.company);
    case 'city':
      return rules.city(values.city);
    case 'phone':
    case 'country':
      return checkFormPhone(values.phone, values.country);
    case 'smsCode':
      return rules.msgCode(values.smsCode);
    case 'remark':
      return rules.remark(values.remark);
    case 'accept':
      return checkAccept(values.accept);
  }
}

const formFields: EnquiryFormField[] = [
  'name',
  'email',
  'company',
  'city',
  'phone',
  'smsCode',
  'remark',
  'accept',
];

export function validateEnquiryForm(values: EnquiryFormValues): EnquiryFormErrors {
  const errors: EnquiryFormErrors = {};
  for (const field of formFields) {
    const key = validateEnquiryField(field, values);
    if (key) errors[field] = key;
  }
  return errors;
}

/** Builds the body of `POST /api/website/purchasingInfo/save` from valid form values. */
export function toSaveEnquiryRequest(values: EnquiryFormValues, language: Locale): SaveEnquiryRequest {
  const country = splitCountryValue(values.country);
  if (!country) throw new Error(`Malformed country value: ${values.country}`);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    city: values.city.trim(),
    msgCode: values.smsCode.trim(),
    remark: values.remark.trim(),
    countryCode: country.countryCode,
    phoneNumber: toApiPhone(values.country, values.phone),
    language,
  };
}
