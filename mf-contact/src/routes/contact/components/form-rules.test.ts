import { expect, test } from 'vitest';
import { emptyEnquiry, questionField, toEnquiryRequest, validateContactForm, type ContactValues } from './form-rules';

const position = { name: 'position', required: true, maxLength: 20 };
const filled: ContactValues = {
  ...emptyEnquiry,
  name: 'Li Lei',
  email: 'li@example.com',
  city: 'Shanghai',
  phone: '13800138000',
  country: 'CN+86',
  smsCode: '123456',
  remark: 'Ten robot dogs',
  accept: 'checked',
};

test('a required question of the contact team is checked with the form, like the API fields', () => {
  expect(validateContactForm(filled, [position])).toEqual({ q_position: 'question.required' });
  expect(validateContactForm({ ...filled, q_position: 'x'.repeat(21) }, [position])).toEqual({ q_position: 'question.length' });
  expect(validateContactForm({ ...filled, q_position: 'CTO' }, [position])).toEqual({});
  expect(validateContactForm(filled, [{ ...position, required: false }])).toEqual({});
  expect(validateContactForm(filled)).toEqual({});
});

test('the answers reach the sales team at the top of the cooperation details, in the enquiry language', () => {
  const request = toEnquiryRequest({ ...filled, [questionField(position)]: ' CTO ' }, 'en', () => 'Position', [position]);
  expect(request.remark).toBe('Position: CTO\n\nTen robot dogs');
  expect(toEnquiryRequest(filled, 'en', () => 'Position', [{ ...position, required: false }]).remark).toBe('Ten robot dogs');
});
