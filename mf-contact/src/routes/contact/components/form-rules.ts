import { defaultCountryValue, validateEnquiryField, type EnquiryFormField, type EnquiryFormValues, type MessageKey } from '@site/contracts';

export const emptyEnquiry: EnquiryFormValues = {
  name: '',
  email: '',
  company: '',
  city: '',
  phone: '',
  country: defaultCountryValue,
  smsCode: '',
  remark: '',
  accept: '',
};

/** What a submit checks, in the order the fields appear (the first problem gets focus). */
export const submitFields: readonly EnquiryFormField[] = ['name', 'email', 'company', 'city', 'phone', 'smsCode', 'remark', 'accept'];

export type FieldErrors = Partial<Record<EnquiryFormField, MessageKey>>;

/**
 * The shared contract's verdict (the same rules the API runs) on each of `fields`: a message key
 * for every field with a problem, and `null` for every field that is fine.
 */
export function checkFields(fields: readonly EnquiryFormField[], values: EnquiryFormValues): Partial<Record<EnquiryFormField, MessageKey | null>> {
  return Object.fromEntries(fields.map((field) => [field, validateEnquiryField(field, values)]));
}

/** The id of a field's control (`contact_phone`), and of its error text (`contact_phone-error`). */
export const fieldId = (field: EnquiryFormField) => `contact_${field}`;
export const errorId = (field: EnquiryFormField) => `contact_${field}-error`;
