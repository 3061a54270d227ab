import { expect, test } from 'vitest';
import { mailtoHref } from './mailto';

test('an enquiry’s plain e-mail becomes a mailto link', () => {
  expect(mailtoHref('li.wei+sales@example.com.cn')).toBe('mailto:li.wei+sales@example.com.cn');
});

test.each([
  'a@b.co?cc=boss@evil.example',
  'a@b.co&subject=Urgent',
  'a@b.co?body=Please%20wire',
  'a%0acc:x@evil.example@b.co',
  'a@b.co%3Fcc=x@evil.example',
  'a@b.co#x',
  '"a b"@b.co',
  'a@b.co,x@evil.example',
  'javascript:alert(1)//@b.co',
])('%s is shown as text, never a link that adds recipients, a subject or a body', (email) => {
  expect(mailtoHref(email)).toBeUndefined();
});
