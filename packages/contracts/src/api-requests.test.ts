import { describe, expect, it } from 'vitest';
import { parseSaveEnquiryRequest, parseSendMessageRequest } from './api-requests.js';
import { messageKeys, validationMessages } from './messages.js';

const body = {
  name: 'Ada',
  email: 'ada@example.com',
  company: 'Example Works',
  city: 'Shanghai',
  msgCode: '123456',
  remark: 'Interested in the joint modules.',
  countryCode: 'CN',
  phoneNumber: '8613800138000',
  language: 'en',
};

describe('save request parsing', () => {
  it('accepts a valid body and trims text', () => {
    const result = parseSaveEnquiryRequest({ ...body, name: '  Ada ' });
    expect(result).toEqual({ ok: true, value: { ...body, name: 'Ada' } });
  });

  it('treats company as optional', () => {
    const { company: _company, ...rest } = body;
    expect(parseSaveEnquiryRequest(rest)).toEqual({ ok: true, value: { ...rest, company: '' } });
  });

  it('refuses unknown fields and prototype keys', () => {
    const hostile = JSON.parse(`{"__proto__":{"admin":true},"constructor":1,"extra":"x"}`) as object;
    const result = parseSaveEnquiryRequest({ ...body, ...hostile });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((issue) => issue.field).sort()).toEqual(['__proto__', 'constructor', 'extra']);
      expect(result.issues.every((issue) => issue.key === 'field.unknown')).toBe(true);
    }
  });

  it.each([
    ['phoneNumber', 8613800138000],
    ['phoneNumber', ['8613800138000']],
    ['msgCode', 123456],
    ['language', { zh: true }],
    ['name', true],
  ])('refuses a non-string %s without coercion', (field, value) => {
    const result = parseSaveEnquiryRequest({ ...body, [field]: value });
    expect(result).toEqual({ ok: false, issues: [{ field, key: 'field.type' }] });
  });

  it('names each broken field with its message key', () => {
    const result = parseSaveEnquiryRequest({ ...body, email: 'x@', phoneNumber: '8612345', language: 'fr' });
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'email', key: 'email.invalid' },
        { field: 'language', key: 'language.invalid' },
        { field: 'phoneNumber', key: 'phone.invalid' },
      ],
    });
  });

  it('refuses bodies that are not plain objects', () => {
    for (const value of [null, [], 'text', 42]) {
      expect(parseSaveEnquiryRequest(value)).toEqual({ ok: false, issues: [{ field: 'body', key: 'body.invalid' }] });
    }
  });
});

describe('sendMessage request parsing', () => {
  it('accepts phoneNumber and countryCode only', () => {
    expect(parseSendMessageRequest({ phoneNumber: '8613800138000', countryCode: 'CN' }).ok).toBe(true);
    expect(parseSendMessageRequest({ phoneNumber: '8613800138000\r\nX: y', countryCode: 'CN' })).toEqual({
      ok: false,
      issues: [{ field: 'phoneNumber', key: 'phone.invalid' }],
    });
    expect(parseSendMessageRequest({ phoneNumber: '8613800138000', countryCode: 'china' })).toEqual({
      ok: false,
      issues: [{ field: 'countryCode', key: 'country.invalid' }],
    });
  });
});

describe('messages', () => {
  it('has an English and a Chinese text for every key', () => {
    for (const key of messageKeys) {
      expect(validationMessages.en[key]).toBeTruthy();
      expect(validationMessages.zh[key]).toBeTruthy();
    }
    expect(validationMessages.en['accept.required']).toBe('Please agree to our Terms and Privacy Policy');
  });
});
