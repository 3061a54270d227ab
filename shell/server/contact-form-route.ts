import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crossSiteRefusal, FormStepStore, rateLimitFor, registerRateLimits, type ApiContext } from '@site/api';
import { countryFromText } from '@site/contracts/countries';
import {
  contactFormFieldNames,
  contactFormIntents,
  defaultCountryValue,
  displayCountry,
  splitCountryValue,
  type ContactFormNotice,
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
/**
 * URL-encoded, a Chinese character takes 9 bytes: the longest valid enquiry (a 2000-character
 * remark) is about 22 KB, and a longer remark still arrives, to get its message with the text kept.
 */
const maxBodyBytes = 128 * 1024;
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
  // The API's per-IP limits (shared through Redis when configured), on these posts too; checked
  // once the body is read, so a refused post still gets its values back.
  await registerRateLimits(app, api, { hook: 'preHandler' });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: maxBodyBytes }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // A refused or failed post: the contact page again, with the visitor's values (never a
  // cross-site post's) and what went wrong, in the status the refusal has.
  app.setErrorHandler(async (error: { statusCode?: number; headers?: Record<string, string> }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'contact form post failed');
    const retryAfter = error.headers?.['retry-after'];
    if (retryAfter) reply.header('retry-after', retryAfter);
    reply.header('cache-control', noStore);
    const [path, locale] = contactPaths.find(([candidate]) => candidate === request.routeOptions.url) ?? contactPaths[0]!;
    const own = !crossSiteRefusal(request, api) && isBody(request.body);
    const values = own ? readValues(request.body as Record<string, unknown>, locale).values : emptyValues;
    const notice: ContactFormNotice = status === 429 ? 'tooMany' : status >= 500 ? 'submitFailed' : 'refused';
    // A step page that cannot be read (its database away) is the form, with nothing to say of a post.
    const data: ContactFormStep = { step: 'form', values, errors: {}, ...(request.method === 'POST' ? { notice } : {}), token: '' };
    return handlePage(request, reply, { url: path, status, data });
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
      const body = (isBody(request.body) ? request.body : {}) as Record<string, unknown>;
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
      const outcome = await answer(intent, readValues(body, locale), { api, app, request, locale });
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

const isBody = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null;

/** The form as posted, and whether the country typed into its text field named none (`countryName`). */
interface PostedForm {
  values: EnquiryFormValues;
  unknownCountry: boolean;
}

/**
 * The form's fields as posted: text only. The country is the selector's value (a hidden field),
 * unless the visitor typed another into the selector's text field, which needs scripts to be a
 * list: `US +1`, `+44` or `United Kingdom` is read as that country.
 */
function readValues(body: Record<string, unknown>, locale: Locale): PostedForm {
  const values = { ...emptyValues };
  for (const field of contactFormFieldNames) {
    const value = body[field];
    if (typeof value === 'string') values[field] = value;
  }
  values.accept = values.accept === 'checked' ? 'checked' : '';
  if (!splitCountryValue(values.country)) values.country = defaultCountryValue;
  const typed = typeof body['countryName'] === 'string' ? body['countryName'].trim() : '';
  if (typed === '' || typed === displayCountry(values.country)) return { values, unknownCountry: false };
  const country = countryFromText(typed, locale);
  if (country) values.country = country;
  return { values, unknownCountry: !country };
}

interface PostContext {
  api: ApiContext;
  app: FastifyInstance;
  request: FastifyRequest;
  locale: Locale;
}

async function answer(intent: ContactFormIntent, { values, unknownCountry }: PostedForm, context: PostContext): Promise<StoredStep> {
  // A country the text names none of: said at the phone number, nothing sent or saved.
  if (unknownCountry && intent !== 'cancel') {
    const errors: EnquiryFormErrors = intent === 'code' ? {} : validateEnquiryForm(values);
    return { page: { step: 'form', values, errors: { ...errors, phone: 'country.invalid' } } };
  }
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
