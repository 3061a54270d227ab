import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crossSiteRefusal, FormStepStore, rateLimitFor, registerRateLimits, type ApiContext } from '@site/api';
import {
  contactFormFieldNames,
  contactFormIntents,
  defaultCountryValue,
  splitCountryValue,
  toApiPhone,
  toSaveEnquiryRequest,
  validateEnquiryField,
  validateEnquiryForm,
  type ContactFormIntent,
  type ContactFormStep,
  type EnquiryFormErrors,
  type EnquiryFormValues,
} from '@site/contracts';
import type { PageAction } from './request-handler.js';
import { isHttps } from './security-headers.js';

type Locale = 'zh' | 'en';
type PageHandler = (request: FastifyRequest, reply: FastifyReply, action?: PageAction) => Promise<unknown>;

/** The contact page of each language: the plain form posts to its own page. */
const contactPaths: ReadonlyArray<readonly [string, Locale]> = [
  ['/contact', 'zh'],
  ['/en/contact', 'en'],
];
/** The browser's key to its own steps (HttpOnly): a step's link alone shows nothing. */
const ownerCookie = 'site_contact_form';
const maxBodyBytes = 16 * 1024;
const noStore = 'private, no-store';

/** A stored step: the page state without its token, and when a new code may be asked for. */
interface StoredStep {
  page: Omit<ContactFormStep, 'token' | 'resendInSeconds'>;
  resendAt?: number;
}

const emptyValues: EnquiryFormValues = { name: '', email: '', company: '', city: '', phone: '', country: defaultCountryValue, smsCode: '', remark: '', accept: '' };

/**
 * The contact form without scripts (issue 28). `POST /contact` (`/en/contact`) takes the plain
 * form: step 1 (`intent=code`) checks phone and privacy box and asks the API for a code; step 2
 * (`review`) checks everything and shows the "Warm reminder", whose `confirm` saves the enquiry
 * and `cancel` goes back. Codes and enquiries go through the API's own routes in process
 * (`inject`, with the visitor's address and headers), so its checks, limits, SMS rules and
 * durability are the same ones. Each post ends in a 303 to `?step=<id>` (post/redirect/get):
 * the step lives in the API's database (any instance serves it), readable with this browser's
 * cookie only, and its page is `private, no-store`, never in the page cache. A step page's form
 * carries a one-time token: a second post of it (a double click, back and again) sends nothing
 * and shows what the first became.
 */
export async function contactFormRoutes(app: FastifyInstance, options: { api: ApiContext; handlePage: PageHandler }) {
  const { api, handlePage } = options;
  const steps = new FormStepStore(api.database.db, api.clock);
  // The API's per-IP limits (shared through Redis when configured), on these posts too.
  await registerRateLimits(app, api);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: maxBodyBytes }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.setErrorHandler(async (error: { statusCode?: number; headers?: Record<string, string> }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'contact form post failed');
    reply.status(status >= 400 && status < 600 ? status : 500).header('cache-control', 'no-store');
    if (error.headers?.['retry-after']) reply.header('retry-after', error.headers['retry-after']);
    return reply.type('text/html; charset=utf-8').send(refusalPage(status));
  });

  for (const [path, locale] of contactPaths) {
    app.get(path, async (request, reply) => {
      const { step: id } = request.query as Record<string, unknown>;
      if (id === undefined) return handlePage(request, reply);
      const owner = request.cookies[ownerCookie];
      const found = FormStepStore.isId(id) && owner ? await steps.read(id, owner) : undefined;
      // Expired, another browser's, or made up: the form as it is for everyone.
      if (!found) return reply.header('cache-control', noStore).redirect(path, 303);
      const stored = JSON.parse(found.state) as StoredStep;
      const resendInSeconds = stored.resendAt ? Math.max(0, Math.ceil((stored.resendAt - api.clock()) / 1000)) : 0;
      const data: ContactFormStep = { ...stored.page, token: found.token, ...(resendInSeconds > 0 ? { resendInSeconds } : {}) };
      return handlePage(request, reply, { url: path, data });
    });

    app.post(path, { config: { rateLimit: rateLimitFor(api.config, 'write') } }, async (request, reply) => {
      const refusal = crossSiteRefusal(request, api);
      if (refusal) throw refusal;
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const intent = contactFormIntents.find((name) => name === body['intent']) ?? 'review';
      const token = typeof body['token'] === 'string' ? body['token'] : '';
      let owner = request.cookies[ownerCookie];
      if (!owner || owner.length > 64) {
        owner = FormStepStore.newOwner();
        reply.setCookie(ownerCookie, owner, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) });
      }
      reply.header('cache-control', noStore);
      const sends = intent === 'code' || intent === 'confirm';
      if (sends && FormStepStore.isId(token)) {
        const claim = await steps.claim(token);
        if (claim.kind === 'used') {
          const nextId = claim.nextId ?? (await settledStep(steps, token));
          return reply.redirect(nextId ? stepUrl(path, nextId) : path, 303);
        }
      }
      const outcome = await answer(intent, readValues(body), { api, app, request, locale });
      const { id } = await steps.create(owner, JSON.stringify(outcome));
      if (sends && FormStepStore.isId(token)) await steps.settle(token, id);
      return reply.redirect(stepUrl(path, id, outcome.page.step), 303);
    });
  }
}

/** The step's page, scrolled to what changed: the reminder, the result, or the form's status and messages. */
function stepUrl(path: string, id: string, step?: ContactFormStep['step']): string {
  const anchor = step === 'confirm' ? '#contact-reminder' : step === 'success' ? '#contact-success-title' : step ? '#contact-form' : '';
  return `${path}?step=${id}${anchor}`;
}

/** A repeated post while the first is still at work: waits (5 s at most) for the step it leads to. */
async function settledStep(steps: FormStepStore, token: string): Promise<string | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const claim = await steps.claim(token);
    if (claim.kind === 'used' && claim.nextId) return claim.nextId;
  }
  return null;
}

/** The form's fields as posted: text only, the country as the selector's value. */
function readValues(body: Record<string, unknown>): EnquiryFormValues {
  const values = { ...emptyValues };
  for (const field of contactFormFieldNames) {
    const value = body[field];
    if (typeof value === 'string') values[field] = value;
  }
  values.accept = values.accept === 'checked' ? 'checked' : '';
  return values;
}

interface PostContext {
  api: ApiContext;
  app: FastifyInstance;
  request: FastifyRequest;
  locale: Locale;
}

async function answer(intent: ContactFormIntent, values: EnquiryFormValues, context: PostContext): Promise<StoredStep> {
  switch (intent) {
    case 'code':
      return requestCode(values, context);
    case 'confirm':
      return saveEnquiry(values, context);
    case 'cancel':
      return { page: { step: 'form', values, errors: {} } };
    case 'review': {
      const errors = validateEnquiryForm(values);
      return { page: { step: Object.keys(errors).length ? 'form' : 'confirm', values, errors } };
    }
  }
}

/** Step 1: phone, then the privacy box (both messages at once), then the API's own send route. */
async function requestCode(values: EnquiryFormValues, context: PostContext): Promise<StoredStep> {
  const errors: EnquiryFormErrors = {};
  const phone = validateEnquiryField('phone', values);
  if (phone) errors.phone = phone;
  const accept = validateEnquiryField('accept', values);
  if (accept) errors.accept = accept;
  if (phone || accept) return { page: { step: 'form', values, errors } };
  const country = splitCountryValue(values.country)!;
  const sent = await callApi(context, '/api/website/sendMessage', { phoneNumber: toApiPhone(values.country, values.phone), countryCode: country.countryCode });
  const now = context.api.clock();
  if (sent.ok) return { page: { step: 'form', values, errors, notice: 'codeSent' }, resendAt: now + context.api.config.smsLimits.cooldownSeconds * 1000 };
  if (sent.status === 429) return { page: { step: 'form', values, errors, notice: 'codeThrottled' }, resendAt: now + sent.retryAfterSeconds * 1000 };
  if (sent.status === 400 && /^countryCode:/.test(sent.message)) errors.phone = 'country.invalid';
  else if (sent.status === 400 && /^phoneNumber:/.test(sent.message)) errors.phone = 'phone.invalid';
  return { page: { step: 'form', values, errors, notice: 'codeFailed' } };
}

/** "Agree and continue": everything checked again, then the API's own save route (stored durably once it answers). */
async function saveEnquiry(values: EnquiryFormValues, context: PostContext): Promise<StoredStep> {
  const errors = validateEnquiryForm(values);
  if (Object.keys(errors).length) return { page: { step: 'form', values, errors } };
  const saved = await callApi(context, '/api/website/purchasingInfo/save', toSaveEnquiryRequest(values, context.locale));
  // Nothing of the visitor's is kept once the enquiry is in.
  if (saved.ok) return { page: { step: 'success', values: emptyValues, errors: {} } };
  const wrongCode = saved.code === 'SMS.CODE_INVALID' || saved.code === 'SMS.CHECKS_LOCKED';
  return { page: { step: 'form', values, errors: wrongCode ? { smsCode: 'msgCode.wrong' } : {}, notice: 'submitFailed' } };
}

interface ApiAnswer {
  ok: boolean;
  status: number;
  code: string;
  message: string;
  retryAfterSeconds: number;
}

/** Headers of the visitor's post the API judges by: its origin checks, its client address behind a proxy. */
const forwardedHeaders = ['host', 'origin', 'sec-fetch-site', 'user-agent', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/** The API's route, in process, as if the visitor's browser had called it (same address, same headers). */
async function callApi({ app, request }: PostContext, url: string, payload: object): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const name of forwardedHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await app.inject({ method: 'POST', url, headers, payload: JSON.stringify(payload), remoteAddress: request.raw.socket.remoteAddress ?? '127.0.0.1' });
  let envelope: { code?: unknown; message?: unknown } = {};
  try {
    envelope = response.json<{ code?: unknown; message?: unknown }>();
  } catch {
    // Not the envelope: a failure like any other.
  }
  const code = typeof envelope.code === 'string' ? envelope.code : '';
  return {
    ok: response.statusCode === 200 && code === 'SYS.0000',
    status: response.statusCode,
    code,
    message: typeof envelope.message === 'string' ? envelope.message : '',
    retryAfterSeconds: Number(response.headers['retry-after'] ?? 60) || 60,
  };
}

/** A refused post (too many, cross-site, too large): a short page in both languages with the way back. */
function refusalPage(status: number): string {
  const [zh, en] =
    status === 429
      ? ['请求过于频繁，请稍后再试。', 'Too many requests, please try again in a moment.']
      : status < 500
        ? ['无法处理此请求。', 'This request could not be accepted.']
        : ['提交失败，请重试。', 'Submission failed, please try again.'];
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${zh} | ${en}</title></head><body><main><h1>${zh}</h1><p lang="en">${en}</p><p><a href="/contact">返回表单</a> · <a href="/en/contact" lang="en">Back to the form</a></p></main></body></html>`;
}
