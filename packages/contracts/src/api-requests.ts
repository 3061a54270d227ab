import {
  checkCity,
  checkCompany,
  checkEmail,
  checkLanguage,
  checkMsgCode,
  checkName,
  checkRemark,
  type FieldRule,
} from './field-rules.js';
import type { Language } from './limits.js';
import type { MessageKey } from './messages.js';
import { isCountryCode, isValidApiPhone } from './phone.js';

/** Body of `POST /api/website/purchasingInfo/save`. */
export interface SaveEnquiryRequest {
  name: string;
  email: string;
  company: string;
  city: string;
  msgCode: string;
  remark: string;
  countryCode: string;
  phoneNumber: string;
  language: Language;
}

/** Body of `POST /api/website/sendMessage`. */
export interface SendMessageRequest {
  phoneNumber: string;
  countryCode: string;
}

export interface FieldIssue {
  field: string;
  key: MessageKey;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

type FieldSpec = { required: boolean; rule?: FieldRule };

function checkCountryCode(value: string): MessageKey | null {
  return isCountryCode(value) ? null : 'country.invalid';
}

const saveFields: Record<keyof SaveEnquiryRequest, FieldSpec> = {
  name: { required: true, rule: checkName },
  email: { required: true, rule: checkEmail },
  company: { required: false, rule: checkCompany },
  city: { required: true, rule: checkCity },
  msgCode: { required: true, rule: checkMsgCode },
  remark: { required: true, rule: checkRemark },
  countryCode: { required: true, rule: checkCountryCode },
  phoneNumber: { required: true },
  language: { required: true, rule: checkLanguage },
};

const sendMessageFields: Record<keyof SendMessageRequest, FieldSpec> = {
  phoneNumber: { required: true },
  countryCode: { required: true, rule: checkCountryCode },
};

const missingKeys: Partial<Record<string, MessageKey>> = {
  name: 'name.required',
  email: 'email.required',
  city: 'city.required',
  msgCode: 'msgCode.required',
  remark: 'remark.required',
  countryCode: 'country.invalid',
  phoneNumber: 'phone.required',
  language: 'language.invalid',
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Strict parse: a plain object, only the known fields, string values only
 * (no coercion), then the field rules. Issues are listed in field order.
 */
function parseStrict<T>(body: unknown, fields: Record<string, FieldSpec>): ParseResult<T> {
  if (!isPlainObject(body)) return { ok: false, issues: [{ field: 'body', key: 'body.invalid' }] };
  const issues: FieldIssue[] = [];
  for (const key of Object.keys(body)) {
    if (!Object.hasOwn(fields, key)) issues.push({ field: key, key: 'field.unknown' });
  }
  const value: Record<string, string> = {};
  for (const [field, spec] of Object.entries(fields)) {
    const raw = Object.hasOwn(body, field) ? body[field] : undefined;
    if (raw === undefined || raw === null) {
      if (spec.required) issues.push({ field, key: missingKeys[field] ?? 'field.type' });
      else value[field] = '';
      continue;
    }
    if (typeof raw !== 'string') {
      issues.push({ field, key: 'field.type' });
      continue;
    }
    const problem = spec.rule?.(raw) ?? null;
    if (problem) issues.push({ field, key: problem });
    else value[field] = raw.trim();
  }
  if (typeof value.phoneNumber === 'string') {
    const phoneIssue = checkPhoneNumber(value.phoneNumber, value.countryCode);
    if (phoneIssue) issues.push({ field: 'phoneNumber', key: phoneIssue });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: value as T };
}

function checkPhoneNumber(phoneNumber: string, countryCode: string | undefined): MessageKey | null {
  if (phoneNumber === '') return 'phone.required';
  if (countryCode === undefined) return null; // the country issue is already reported
  return isValidApiPhone(countryCode, phoneNumber) ? null : 'phone.invalid';
}

export function parseSaveEnquiryRequest(body: unknown): ParseResult<SaveEnquiryRequest> {
  return parseStrict<SaveEnquiryRequest>(body, saveFields);
}

export function parseSendMessageRequest(body: unknown): ParseResult<SendMessageRequest> {
  return parseStrict<SendMessageRequest>(body, sendMessageFields);
}
