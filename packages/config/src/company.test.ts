import { expect, test } from 'vitest';
import { company, socialLinks } from './index';

test('contact data are clearly fake placeholders', () => {
  for (const email of Object.values(company.emails)) expect(email).toMatch(/\.example$/);
  for (const link of [...Object.values(company.externalLinks), ...Object.values(socialLinks).map((social) => social.link)]) {
    if (link) expect(new URL(link).hostname).toMatch(/\.example$/);
  }
  expect(company.phones.main).toMatch(/0000/);
});

test('every social account either has a link or a QR image to show', () => {
  for (const [id, social] of Object.entries(socialLinks)) expect(Boolean(social.link) || social.hasQrCode, id).toBe(true);
  expect(socialLinks.wechat.link).toBeUndefined();
});
