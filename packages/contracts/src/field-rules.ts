import { enquiryLimits } from './limits.js';
import type { MessageKey } from './messages.js';

/** Each rule returns the message key of the first broken constraint, or null. */
export type FieldRule = (value: string) => MessageKey | null;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const msgCodePattern = /^\d{6}$/;

/** Counts code points so an emoji or a rare CJK character is one character. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** Text that must be given (trimmed) and may be at most `maxLength` characters. */
function requiredText(required: MessageKey, tooLong: MessageKey, maxLength: number): FieldRule {
  return (value) => {
    const text = value.trim();
    if (text === '') return required;
    return characterCount(text) > maxLength ? tooLong : null;
  };
}

export const checkName = requiredText('name.required', 'name.length', enquiryLimits.nameMaxLength);

export const checkEmail: FieldRule = (value) => {
  const email = value.trim();
  if (email === '') return 'email.required';
  if (email.length > enquiryLimits.emailMaxLength || !emailPattern.test(email)) return 'email.invalid';
  return null;
};

export const checkCity = requiredText('city.required', 'city.length', enquiryLimits.cityMaxLength);

export const checkCompany: FieldRule = (value) =>
  characterCount(value.trim()) > enquiryLimits.companyMaxLength ? 'company.length' : null;

export const checkRemark = requiredText('remark.required', 'remark.length', enquiryLimits.remarkMaxLength);

export const checkMsgCode: FieldRule = (value) => {
  const code = value.trim();
  if (code === '') return 'msgCode.required';
  return msgCodePattern.test(code) ? null : 'msgCode.invalid';
};

export const checkAccept: FieldRule = (value) => (value === 'checked' ? null : 'accept.required');

/**
 * The rule of each text field of an enquiry, by the API's field name: the API's schema and the
 * contact form check each field by it (the form's `smsCode` is the API's `msgCode`; the phone is
 * checked against its country, phone.ts).
 */
export const enquiryFieldRules = {
  name: checkName,
  email: checkEmail,
  company: checkCompany,
  city: checkCity,
  msgCode: checkMsgCode,
  remark: checkRemark,
} as const satisfies Record<string, FieldRule>;
