import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Browser } from '@playwright/test';
import { waitForHydration } from './page-problems';

type Messages = typeof import('../../mf-contact/locales/en/contact.json');
const messages = (locale: 'zh' | 'en'): Messages => JSON.parse(readFileSync(resolve(import.meta.dirname, `../../mf-contact/locales/${locale}/contact.json`), 'utf8')) as Messages;

/** antd puts a space between the two characters of a two-character Chinese button label ('提 交'). */
const label = (text: string) => new RegExp([...text].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?'));

let senders = 0;

export interface SentEnquiry {
  /** The number as the API stores it: dial code and local number (`8613800000201`). */
  apiPhone: string;
  /** When the site answered SYS.0000 (ms since the epoch, this machine's clock). */
  savedAt: number;
}

/**
 * A visitor sends an enquiry through the real form on `origin`'s contact page: the SMS code from the
 * development outbox, the privacy box ticked, the reminder confirmed. Each visitor comes from an
 * address of its own (the site trusts one proxy), so the SMS limits per address do not add up.
 */
export async function sendEnquiry(browser: Browser, origin: string, fields: { name: string; company: string; email: string; phone: string; remark: string; locale?: 'zh' | 'en' }): Promise<SentEnquiry> {
  const locale = fields.locale ?? 'en';
  const t = messages(locale);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${(senders++ % 200) + 20}` } });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${locale === 'en' ? '/en' : ''}/contact`);
    await waitForHydration(page);
    await page.locator('form[data-interactive="true"]').waitFor({ state: 'attached' });
    const input = (text: string) => page.getByLabel(text, { exact: true });
    await input(t.form.name).fill(fields.name);
    await input(t.form.email).fill(fields.email);
    await input(t.form.company).fill(fields.company);
    await input(t.form.city).fill('Hangzhou');
    await input(t.form.phone).fill(fields.phone);
    await input(t.form.remark).fill(fields.remark);
    await page.getByRole('button', { name: label(t.form.getCode) }).click();
    await page.getByRole('dialog', { name: t.privacyConfirm.title }).getByRole('button', { name: label(t.privacyConfirm.ok) }).click();
    const apiPhone = `86${fields.phone}`;
    let code = '';
    await expect
      .poll(async () => {
        // Asked from this machine (no forwarded address: the outbox answers local clients only).
        const body = (await (await fetch(`${origin}/api/dev/sms-outbox?phoneNumber=${apiPhone}`)).json()) as { items: { code: string }[] };
        code = body.items[0]?.code ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await input(t.form.smsCode).fill(code);
    const saved = page.waitForResponse('**/api/website/purchasingInfo/save');
    await page.getByRole('button', { name: label(t.form.submit) }).click();
    await page.getByRole('dialog', { name: t.reminder.title }).getByRole('button', { name: label(t.reminder.ok) }).click();
    const response = await saved;
    const savedAt = Date.now();
    expect(await response.json()).toMatchObject({ code: 'SYS.0000' });
    return { apiPhone, savedAt };
  } finally {
    await context.close();
  }
}
