import { describe, expect, it } from 'vitest';
import {
  toSaveEnquiryRequest,
  validateEnquiryField,
  validateEnquiryForm,
  type EnquiryFormValues,
} from './enquiry-form.js';

const valid: EnquiryFormValues = {
  name: '李雷',
  email: 'li.lei@example.com',
  company: '',
  city: '上海',
  phone: '13800138000',
  country: 'CN+86',
  smsCode: '123456',
  remark: '想了解四足机器人的教育版。',
  accept: 'checked',
};

describe('contact form validation', () => {
  it('accepts a complete form, two-character Chinese names included', () => {
    expect(validateEnquiryForm(valid)).toEqual({});
  });

  it('returns one message key per broken field', () => {
    const errors = validateEnquiryForm({
      ...valid,
      name: ' ',
      email: 'not-an-email',
      city: '',
      phone: '12345',
      smsCode: '',
      remark: '',
      accept: '',
      company: 'x'.repeat(101),
    });
    expect(errors).toEqual({
      name: 'name.required',
      email: 'email.invalid',
      city: 'city.required',
      phone: 'phone.invalid',
      smsCode: 'msgCode.required',
      remark: 'remark.required',
      accept: 'accept.required',
      company: 'company.length',
    });
  });

  it('applies the length limits in characters', () => {
    expect(validateEnquiryField('name', { ...valid, name: '字'.repeat(50) })).toBeNull();
    expect(validateEnquiryField('name', { ...valid, name: '字'.repeat(51) })).toBe('name.length');
    expect(validateEnquiryField('remark', { ...valid, remark: 'a'.repeat(2000) })).toBeNull();
    expect(validateEnquiryField('remark', { ...valid, remark: 'a'.repeat(2001) })).toBe('remark.length');
    expect(validateEnquiryField('smsCode', { ...valid, smsCode: '1234567' })).toBe('msgCode.invalid');
    expect(validateEnquiryField('smsCode', { ...valid, smsCode: '12a456' })).toBe('msgCode.invalid');
  });

  it('requires email and phone before checking their format', () => {
    expect(validateEnquiryField('email', { ...valid, email: '' })).toBe('email.required');
    expect(validateEnquiryField('phone', { ...valid, phone: '' })).toBe('phone.required');
  });

  it('builds the save request the API expects', () => {
    expect(toSaveEnquiryRequest(valid, 'zh')).toEqual({
      name: '李雷',
      email: 'li.lei@example.com',
      company: '',
      city: '上海',
      msgCode: '123456',
      remark: '想了解四足机器人的教育版。',
      countryCode: 'CN',
      phoneNumber: '8613800138000',
      language: 'zh',
    });
  });
});
