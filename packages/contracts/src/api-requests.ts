import { locales } from '@site/federation';
import { z } from 'zod';
import { enquiryFieldRules as rules, type FieldRule } from './field-rules.js';
import { messageKeys, type MessageKey } from './messages.js';
import { isCountryCode, isValidApiPhone } from './phone.js';

export interface FieldIssue {
  field: string;
  key: MessageKey;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

// Every issue these schemas raise carries a MessageKey as its message: the API answers with the
// field and the key's text (envelope.describeIssues), the same wording as the contact form.

/** Text only (no coercion): `missing` when absent or null, then `rule` on the text as sent, trimmed. */
function requiredText(missing: MessageKey, rule?: FieldRule) {
  return z
    .string({ error: (issue) => (issue.input == null ? missing : 'field.type') })
    .superRefine((value, context) => {
      const key = rule?.(value);
      if (key) context.addIssue({ code: 'custom', message: key });
    })
    .transform((value) => value.trim());
}

/** Like requiredText, but absent or null is ''. */
function optionalText(rule: FieldRule) {
  return requiredText('field.type', rule)
    .nullish()
    .transform((value) => value ?? '');
}

const countryCode = requiredText('country.invalid', (value) => (isCountryCode(value) ? null : 'country.invalid'));

/**
 * The number against its country (dial code + local number). It is checked beside the other
 * fields' issues, so it runs whenever the object was read, with the fields as far as they parsed:
 * the number only once it is text, and only against a valid country (a bad country is reported
 * on its own).
 */
function checkPhoneNumber(request: { phoneNumber?: unknown; countryCode?: unknown }, context: z.RefinementCtx): void {
  const { phoneNumber, countryCode } = request;
  if (typeof phoneNumber !== 'string') return;
  if (phoneNumber === '') {
    context.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'phone.required' });
  } else if (typeof countryCode === 'string' && isCountryCode(countryCode) && !isValidApiPhone(countryCode, phoneNumber)) {
    context.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'phone.invalid' });
  }
}

const withPhoneCheck = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** Body of `POST /api/website/purchasingInfo/save`: only these fields, in the order issues are listed. */
const saveEnquiryRequestSchema = z
  .strictObject({
    name: requiredText('name.required', rules.name),
    email: requiredText('email.required', rules.email),
    company: optionalText(rules.company),
    city: requiredText('city.required', rules.city),
    msgCode: requiredText('msgCode.required', rules.msgCode),
    remark: requiredText('remark.required', rules.remark),
    countryCode,
    phoneNumber: requiredText('phone.required'),
    language: z.enum(locales, {
      error: (issue) => (issue.input == null || typeof issue.input === 'string' ? 'language.invalid' : 'field.type'),
    }),
  })
  .superRefine(checkPhoneNumber, withPhoneCheck);

/** Body of `POST /api/website/sendMessage`. */
const sendMessageRequestSchema = z
  .strictObject({ phoneNumber: requiredText('phone.required'), countryCode })
  .superRefine(checkPhoneNumber, withPhoneCheck);

export type SaveEnquiryRequest = z.output<typeof saveEnquiryRequestSchema>;
export type SendMessageRequest = z.output<typeof sendMessageRequestSchema>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const isMessageKey = (message: string): message is MessageKey => (messageKeys as readonly string[]).includes(message);

/** Unknown fields first (in the body's order), then each field's issue in the schema's order. */
function toFieldIssues(error: z.ZodError): FieldIssue[] {
  const unknown: FieldIssue[] = [];
  const fields: FieldIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') unknown.push(...issue.keys.map((field) => ({ field, key: 'field.unknown' as const })));
    else fields.push({ field: String(issue.path[0] ?? 'body'), key: isMessageKey(issue.message) ? issue.message : 'field.type' });
  }
  return [...unknown, ...fields];
}

/** Strict parse: a plain JSON object, only the known fields, string values only (no coercion), then the field rules. */
function parseRequest<T>(schema: z.ZodType<T>, body: unknown): ParseResult<T> {
  if (!isPlainObject(body)) return { ok: false, issues: [{ field: 'body', key: 'body.invalid' }] };
  const result = schema.safeParse(body);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: toFieldIssues(result.error) };
}

export function parseSaveEnquiryRequest(body: unknown): ParseResult<SaveEnquiryRequest> {
  return parseRequest(saveEnquiryRequestSchema, body);
}

export function parseSendMessageRequest(body: unknown): ParseResult<SendMessageRequest> {
  return parseRequest(sendMessageRequestSchema, body);
}
