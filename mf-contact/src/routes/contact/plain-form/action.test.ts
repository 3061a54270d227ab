// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { apiPlugin, createApiContext, type ApiContext } from '@site/api';
import type { RouteActionServices } from '@site/federation/route-module';
import contactRoute from '../route';
import action from './action';
import type { ContactFormStep } from './contact-form-step';

/**
 * The contact page's server action (the form without scripts) over the real API in process (SQLite,
 * the dev SMS outbox), as the site's post adapter runs it: the posted fields in, the page's next
 * state out, and what the page's `load` makes of it. The adapter itself (another site's posts,
 * limits, one-time tokens) is the shell's, tested there with a page of its own.
 */
interface Site {
  app: FastifyInstance;
  api: ApiContext;
}
const sites: Site[] = [];
afterEach(async () => {
  for (const { app, api } of sites.splice(0)) {
    await app.close();
    await api.close();
  }
});

async function site(env: Record<string, string> = {}): Promise<Site> {
  const app = Fastify();
  const api = await createApiContext({ env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'contact-action-')), ...env }, exemptLoopback: true, skipSeed: true }, app.log);
  await app.register(apiPlugin, { context: api });
  const made = { app, api };
  sites.push(made);
  return made;
}

/** The services the adapter gives an action: the API called in process as the visitor's browser would. */
function services({ app, api }: Site): RouteActionServices {
  return {
    callApi: async (url, payload) => {
      const response = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', host: 'localhost', origin: 'http://localhost' }, payload: JSON.stringify(payload) });
      const envelope = JSON.parse(response.body) as { code?: string; message?: string };
      return { ok: response.statusCode === 200 && envelope.code === 'SYS.0000', status: response.statusCode, code: envelope.code ?? '', message: envelope.message ?? '', retryAfterSeconds: Number(response.headers['retry-after'] ?? 60) };
    },
    now: api.clock,
    settings: { smsCooldownSeconds: api.config.smsLimits.cooldownSeconds },
  };
}

/** Posts `form` to the contact page in `locale`: what the page shows next. */
async function post(at: Site, form: Record<string, string>, locale: 'zh' | 'en' = 'en'): Promise<{ step: ContactFormStep; anchor: string | undefined }> {
  const result = await action.run({ form, params: {}, locale, services: services(at) });
  const step = (await contactRoute.load!({ params: {}, locale, apiBase: '', actionData: { kind: 'state', state: result.state, token: 'a'.repeat(32), now: at.api.clock() } })) as ContactFormStep;
  return { step, anchor: result.anchor };
}

const filled = {
  name: 'Li Lei',
  email: 'li@example.com',
  company: 'Example Labs',
  city: 'Shanghai',
  country: 'CN+86',
  countryName: 'CN +86',
  phone: '13800138000',
  smsCode: '',
  remark: 'Ten robot dogs for a campus',
  accept: 'checked',
};
const outbox = async (api: ApiContext, phoneNumber: string) => (await api.outbox!.list(phoneNumber)).map((item) => item.code);
const enquiries = async (api: ApiContext) => (await api.database.db.selectFrom('enquiry').select('remark').execute()).length;

describe('the contact form without scripts', () => {
  test('code, review, Warm reminder, agree: a code is sent, the reminder shown, the enquiry saved and the form emptied', async () => {
    const at = await site();
    const code = await post(at, { ...filled, intent: 'code' });
    expect(code.anchor).toBe('contact-form');
    expect(code.step).toMatchObject({ step: 'form', notice: 'codeSent', values: { name: 'Li Lei', remark: filled.remark, accept: 'checked' } });
    expect(code.step.resendInSeconds).toBeGreaterThan(50);
    const [sent] = await outbox(at.api, '8613800138000');
    expect(sent).toMatch(/^\d{6}$/);
    // Asked again within the cooldown: said so, no second code.
    expect((await post(at, { ...filled, intent: 'code' })).step.notice).toBe('codeThrottled');
    expect(await outbox(at.api, '8613800138000')).toHaveLength(1);

    const review = await post(at, { ...filled, smsCode: sent!, intent: 'review' });
    expect(review.anchor).toBe('contact-reminder');
    expect(review.step.step).toBe('confirm');
    expect((await post(at, { ...filled, smsCode: sent!, intent: 'cancel' })).step).toMatchObject({ step: 'form', values: { name: 'Li Lei' } });

    const saved = await post(at, { ...filled, smsCode: sent!, intent: 'confirm' });
    expect(saved.anchor).toBe('contact-success-title');
    expect(saved.step).toMatchObject({ step: 'success', values: { name: '', phone: '' } });
    expect(await enquiries(at.api)).toBe(1);
  });

  test('every message at once, with every value kept', async () => {
    const { step } = await post(await site(), { ...filled, email: 'not-an-email', phone: '12345', remark: ' ', intent: 'review' });
    expect(step).toMatchObject({ step: 'form', values: { email: 'not-an-email', phone: '12345' }, errors: { email: 'email.invalid', phone: 'phone.invalid', smsCode: 'msgCode.required', remark: 'remark.required' } });
  });

  test("a country typed into the selector's text field is read; one that names no country is said at the phone number", async () => {
    const at = await site({ SMS_COUNTRY_ALLOWLIST: 'CN+86,GB+44' });
    const british = await post(at, { ...filled, countryName: 'United Kingdom +44', phone: '7911123456', intent: 'code' }, 'zh');
    expect(british.step).toMatchObject({ notice: 'codeSent', values: { country: 'GB+44' } });
    expect(await outbox(at.api, '447911123456')).toHaveLength(1);
    const unknown = await post(at, { ...filled, countryName: 'Atlantis', intent: 'code' }, 'zh');
    expect(unknown.step).toMatchObject({ step: 'form', errors: { phone: 'country.invalid' }, values: { country: 'CN+86', name: 'Li Lei' } });
    expect(await outbox(at.api, '8613800138000')).toHaveLength(0);
  });

  test('the longest valid enquiry in Chinese is taken whole', async () => {
    const { step } = await post(await site(), { ...filled, name: '李'.repeat(50), remark: '机'.repeat(2000), intent: 'review' }, 'zh');
    expect(step.errors).toEqual({ smsCode: 'msgCode.required' });
    expect(step.values.remark).toHaveLength(2000);
  });

  test('a post the adapter refused shows the form with what was posted (none of another site’s) and why', async () => {
    const load = (data: Parameters<NonNullable<typeof contactRoute.load>>[0]['actionData']) => contactRoute.load!({ params: {}, locale: 'en', apiBase: '', actionData: data }) as Promise<ContactFormStep>;
    expect(await load({ kind: 'refused', reason: 'tooMany', form: { ...filled, intent: 'code' } })).toMatchObject({ notice: 'tooMany', values: { name: 'Li Lei', remark: filled.remark, accept: 'checked' } });
    expect(await load({ kind: 'refused', reason: 'refused', form: {} })).toMatchObject({ step: 'form', notice: 'refused', values: { name: '' } });
  });
});
