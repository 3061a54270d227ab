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

  it('lists unknown fields first, then each broken field in the order of the fields', () => {
    const result = parseSaveEnquiryRequest({ ...body, zz: 1, name: ' ', company: 7, countryCode: null, phoneNumber: '123', language: 'fr' });
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'zz', key: 'field.unknown' },
        { field: 'name', key: 'name.required' },
        { field: 'company', key: 'field.type' },
        { field: 'countryCode', key: 'country.invalid' },
        { field: 'language', key: 'language.invalid' },
      ],
    });
  });

  it.each([
    ['a missing phone number', { phoneNumber: undefined }, [{ field: 'phoneNumber', key: 'phone.required' }]],
    ['a blank phone number', { phoneNumber: '  ' }, [{ field: 'phoneNumber', key: 'phone.required' }]],
    ['a blank phone number and a bad country', { phoneNumber: '', countryCode: 'cn' }, [{ field: 'countryCode', key: 'country.invalid' }, { field: 'phoneNumber', key: 'phone.required' }]],
    ['a bad phone number with a bad country', { phoneNumber: '12', countryCode: 'CHN' }, [{ field: 'countryCode', key: 'country.invalid' }]],
    ['a number of another country', { phoneNumber: ' 4930123456 ', countryCode: 'CN' }, [{ field: 'phoneNumber', key: 'phone.invalid' }]],
    ['a missing language and a null company', { language: undefined, company: null }, [{ field: 'language', key: 'language.invalid' }]],
    ['a language with spaces', { language: ' en' }, [{ field: 'language', key: 'language.invalid' }]],
    ['a non-text language', { language: 1 }, [{ field: 'language', key: 'field.type' }]],
  ])('reports %s as the hand parser did', (_label, change, issues) => {
    expect(parseSaveEnquiryRequest({ ...body, ...change })).toEqual({ ok: false, issues });
  });

  it('checks the phone number beside other broken fields and trims it', () => {
    expect(parseSaveEnquiryRequest({ ...body, msgCode: '12', phoneNumber: '86123' })).toEqual({
      ok: false,
      issues: [
        { field: 'msgCode', key: 'msgCode.invalid' },
        { field: 'phoneNumber', key: 'phone.invalid' },
      ],
    });
    expect(parseSaveEnquiryRequest({ ...body, phoneNumber: ' 8613800138000 ', company: null })).toEqual({ ok: true, value: { ...body, company: '' } });
  });

  it('refuses bodies that are not plain objects', () => {
    for (const value of [null, [], 'text', 42, new Date(0)]) {
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
