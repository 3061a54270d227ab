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

export const checkName: FieldRule = (value) => {
  const name = value.trim();
  if (name === '') return 'name.required';
  return characterCount(name) > enquiryLimits.nameMaxLength ? 'name.length' : null;
};

export const checkEmail: FieldRule = (value) => {
  const email = value.trim();
  if (email === '') return 'email.required';
  if (email.length > enquiryLimits.emailMaxLength || !emailPattern.test(email)) return 'email.invalid';
  return null;
};

export const checkCity: FieldRule = (value) => {
  const city = value.trim();
  if (city === '') return 'city.required';
  return characterCount(city) > enquiryLimits.cityMaxLength ? 'city.length' : null;
};

export const checkCompany: FieldRule = (value) =>
  characterCount(value.trim()) > enquiryLimits.companyMaxLength ? 'company.length' : null;

export const checkRemark: FieldRule = (value) => {
  const remark = value.trim();
  if (remark === '') return 'remark.required';
  return characterCount(remark) > enquiryLimits.remarkMaxLength ? 'remark.length' : null;
};

export const checkMsgCode: FieldRule = (value) => {
  const code = value.trim();
  if (code === '') return 'msgCode.required';
  return msgCodePattern.test(code) ? null : 'msgCode.invalid';
};

export const checkAccept: FieldRule = (value) => (value === 'checked' ? null : 'accept.required');
