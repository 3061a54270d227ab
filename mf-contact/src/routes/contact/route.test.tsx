import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { validationMessages, type MessageKey } from '@site/contracts';
import { renderWithSite } from '@site/design/testing';
import zh from '../../../locales/zh/contact.json';
import en from '../../../locales/en/contact.json';
import { draftStorageKey, draftVersion } from './components/enquiry-draft';
import route, { ContactPage } from './route';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, code: string, message = 'ok') =>
  Promise.resolve(new Response(JSON.stringify({ code, message }), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  // The form keeps a draft per tab: each test starts with an empty one.
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The API base comes from the shell (ApiBaseProvider); the form must call the API there.
const apiBase = 'https://api.site.example';
const renderPage = (locale: 'zh' | 'en' = 'en') =>
  renderWithSite(<ContactPage />, { locale, messages: { contact: locale === 'en' ? en : zh }, path: locale === 'en' ? '/en/contact' : '/contact', apiBase });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const type = (label: string, value: string) => {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const fillValid = () => {
  type(en.form.name, 'Li Lei');
  type(en.form.email, 'li@example.com');
  type(en.form.city, 'Shanghai');
  type(en.form.phone, '13800138000');
  type(en.form.smsCode, '123456');
  type(en.form.remark, 'Ten robot dogs for a campus');
};
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as Record<string, string>;

test('the translations carry the shared contract messages word for word (the questions\' own messages aside)', () => {
  for (const [locale, messages] of [['en', en], ['zh', zh]] as const) {
    for (const [group, keys] of Object.entries(messages.validation).filter(([group]) => group !== 'question')) {
      for (const [name, text] of Object.entries(keys)) {
        expect(text).toBe(validationMessages[locale][`${group}.${name}` as MessageKey]);
      }
    }
  }
});

test('renders the banner heading, the tip, every field and the privacy notice in the server HTML shape', () => {
  renderPage('zh');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: zh.banner.title })).toBeTruthy();
  expect(screen.getByText(zh.tip)).toBeTruthy();
  for (const label of [zh.form.name, zh.form.email, zh.form.company, zh.form.city, zh.form.phone, zh.form.smsCode, zh.form.remark]) {
    expect(field(label)).toBeTruthy();
  }
  const country = screen.getByRole('combobox', { name: zh.form.country }) as HTMLInputElement;
  expect(country.value).toBe('CN +86');
  expect(country.getAttribute('aria-expanded')).toBe('false');
  const privacyLinks = screen.getAllByRole('link', { name: /隐私政策/ });
  expect(privacyLinks.map((link) => link.getAttribute('href'))).toEqual(['/privacy.html', '/privacy.html']);
  expect(privacyLinks[0]!.getAttribute('target')).toBe('_blank');
  expect((field(zh.form.remark) as HTMLTextAreaElement).tagName).toBe('TEXTAREA');
  expect(screen.getByRole('button', { name: zh.form.getCode })).toBeTruthy();
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/contact');
});

test('validates each text field on blur and the privacy box on change, with the spec wording', async () => {
  renderPage();
  const v = en.validation;
  for (const [label, message] of [
    [en.form.name, v.name.required],
    [en.form.email, v.email.required],
    [en.form.city, v.city.required],
    [en.form.phone, v.phone.required],
    [en.form.smsCode, v.msgCode.required],
    [en.form.remark, v.remark.required],
  ] as const) {
    const control = field(label);
    expect(control.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(control);
    expect(await screen.findByText(message)).toBeTruthy();
    // The message is tied to its field: aria-invalid, and read as its description.
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(message);
  }
  // Typing alone does not validate a text field; its next blur does.
  fireEvent.change(field(en.form.city), { target: { value: 'Shanghai' } });
  expect(screen.getByText(v.city.required)).toBeTruthy();
  fireEvent.blur(field(en.form.city));
  await waitFor(() => expect(screen.queryByText(v.city.required)).toBeNull());
  expect(field(en.form.city).getAttribute('aria-describedby')).toBeNull();
  type(en.form.name, 'x'.repeat(51));
  expect(await screen.findByText(v.name.length)).toBeTruthy();
  type(en.form.email, 'not-an-email');
  expect(await screen.findByText(v.email.invalid)).toBeTruthy();
  type(en.form.phone, '12800138000');
  expect(await screen.findByText(v.phone.invalid)).toBeTruthy();
  const accept = screen.getByRole('checkbox');
  fireEvent.click(accept);
  fireEvent.click(accept);
  expect(await screen.findByText(v.accept.required)).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the phone check applies mainland rules to CN only', async () => {
  renderPage();
  type(en.form.phone, '12345');
  expect(await screen.findByText(en.validation.phone.invalid)).toBeTruthy();
  const select = screen.getByRole('combobox', { name: en.form.country }) as HTMLInputElement;
  fireEvent.click(select);
  fireEvent.change(select, { target: { value: '852' } });
  fireEvent.click(await screen.findByText('Hong Kong, China +852'));
  await waitFor(() => expect(screen.queryByText(en.validation.phone.invalid)).toBeNull());
  expect(select.value).toBe('HK +852');
  expect(field(en.form.phone).getAttribute('aria-invalid')).toBeNull();

  // Back to China: the phone is checked again with the mainland rule.
  fireEvent.change(select, { target: { value: 'china' } });
  fireEvent.keyDown(select, { key: 'Enter' });
  expect(select.value).toBe('CN +86');
  expect(await screen.findByText(en.validation.phone.invalid)).toBeTruthy();
});

describe('requesting a code', () => {
  test('checks the phone first and sends nothing while it is invalid', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: en.form.getCode }));
    expect(await screen.findByText(en.validation.phone.required)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('asks for privacy consent, ticks the box, sends, toasts and counts 60 seconds down', async () => {
    fetchMock.mockReturnValueOnce(answer(200, 'SYS.0000'));
    renderPage();
    type(en.form.phone, '13800138000');
    fireEvent.click(screen.getByRole('button', { name: en.form.getCode }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Terms and Privacy Policy' }).getAttribute('href')).toBe('/privacy-en.html');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: en.privacyConfirm.ok }));
    await waitFor(() => expect(within(screen.getByRole('status')).getByText(en.toast.smsSent)).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`${apiBase}/api/website/sendMessage`);
    expect(bodyOf(0)).toEqual({ phoneNumber: '8613800138000', countryCode: 'CN' });
    const button = await screen.findByRole('button', { name: /Resend in \d+ s/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // The clock also follows real time here (the request resolves on it), so read where it stands.
    const seconds = Number(/(\d+) s/.exec(button.textContent ?? '')![1]);
    expect(seconds).toBeGreaterThanOrEqual(58);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: new RegExp(`Resend in ${seconds - 1} s`) })).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect((screen.getByRole('button', { name: new RegExp(en.form.getCode) }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('a refused or failed send shows the SMS error toast and starts no countdown', async () => {
    fetchMock.mockReturnValueOnce(answer(429, 'SMS.COOLDOWN', 'wait')).mockRejectedValueOnce(new TypeError('offline'));
    renderPage();
    type(en.form.phone, '13800138000');
    fireEvent.click(screen.getByRole('checkbox'));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      fireEvent.click(screen.getByRole('button', { name: en.form.getCode }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(attempt + 1));
      expect(await screen.findAllByText(en.toast.smsFailed)).toBeTruthy();
      await waitFor(() => expect((screen.getByRole('button', { name: new RegExp(en.form.getCode) }) as HTMLButtonElement).disabled).toBe(false));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('submitting', () => {
  test('Warm reminder: cancel sends nothing; agree sends the contract body and shows the success result', async () => {
    fetchMock.mockReturnValueOnce(answer(200, 'SYS.0000'));
    renderPage();
    fillValid();
    fireEvent.click(screen.getByRole('checkbox'));
    const submitButton = screen.getByRole('button', { name: en.form.submit });
    submitButton.focus();
    fireEvent.click(submitButton);
    let dialog = await screen.findByRole('dialog', { name: en.reminder.title });
    fireEvent.click(within(dialog).getByRole('button', { name: en.reminder.cancel }));
    expect(fetchMock).not.toHaveBeenCalled();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(submitButton);

    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    dialog = await screen.findByRole('dialog', { name: en.reminder.title });
    expect(within(dialog).getByText(en.reminder.content)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: en.reminder.ok }));
    const heading = await screen.findByRole('heading', { level: 2, name: en.success.title });
    // The heading takes focus in its effect, which React may run a moment after the heading is in the DOM.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(en.success.subtitle)).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText(en.toast.submitSuccess)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.success.backHome })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe(`${apiBase}/api/website/purchasingInfo/save`);
    expect(bodyOf(0)).toEqual({
      name: 'Li Lei',
      email: 'li@example.com',
      company: '',
      city: 'Shanghai',
      msgCode: '123456',
      remark: 'Ten robot dogs for a campus',
      countryCode: 'CN',
      phoneNumber: '8613800138000',
      language: 'en',
    });
  });

  test('a failed submit toasts, keeps every value and enables the button again', async () => {
    let fail: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (fail = resolve)));
    renderPage();
    fillValid();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.reminder.ok }));
    await waitFor(() => expect((screen.getByRole('button', { name: /Submit/ }) as HTMLButtonElement).disabled).toBe(true));
    fail(new Response(JSON.stringify({ code: 'SMS.CODE_WRONG', message: 'msgCode: wrong' }), { status: 400 }));
    expect(await screen.findByText(en.toast.submitFailed)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: /Submit/ }) as HTMLButtonElement).disabled).toBe(false));
    expect((field(en.form.name) as HTMLInputElement).value).toBe('Li Lei');
    expect((field(en.form.remark) as HTMLTextAreaElement).value).toBe('Ten robot dogs for a campus');
    expect((field(en.form.smsCode) as HTMLInputElement).value).toBe('123456');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  test('an incomplete form shows its messages and no reminder', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    expect(await screen.findByText(en.validation.name.required)).toBeTruthy();
    expect(await screen.findByText(en.validation.accept.required)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The first field with a problem takes focus.
    expect(document.activeElement).toBe(field(en.form.name));
  });
});

describe('the draft kept for the tab', () => {
  const storedDraft = () => JSON.parse(sessionStorage.getItem(draftStorageKey) ?? 'null') as { state: Record<string, string> } | null;

  test('a stored draft fills every field but the SMS code and the privacy box', async () => {
    const state = { name: 'Li Lei', email: 'li@example.com', company: 'Example Labs', city: 'Hong Kong', country: 'HK+852', phone: '61234567', remark: 'Ten robot dogs' };
    sessionStorage.setItem(draftStorageKey, JSON.stringify({ state: { ...state, smsCode: '123456', accept: 'checked' }, version: draftVersion }));
    renderPage();
    await waitFor(() => expect((field(en.form.remark) as HTMLTextAreaElement).value).toBe('Ten robot dogs'));
    for (const [label, value] of [
      [en.form.name, 'Li Lei'],
      [en.form.email, 'li@example.com'],
      [en.form.company, 'Example Labs'],
      [en.form.city, 'Hong Kong'],
      [en.form.phone, '61234567'],
      [en.form.smsCode, ''],
    ] as const) {
      expect((field(label) as HTMLInputElement).value).toBe(value);
    }
    expect((screen.getByRole('combobox', { name: en.form.country }) as HTMLInputElement).value).toBe('HK +852');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  test('what is typed is stored at once; a failed submit keeps it, a successful one clears it', async () => {
    fetchMock.mockReturnValueOnce(answer(400, 'SMS.CODE_WRONG', 'msgCode: wrong')).mockReturnValueOnce(answer(200, 'SYS.0000'));
    renderPage();
    await waitFor(() => expect(screen.getByRole('form').getAttribute('data-interactive')).toBe('true'));
    fillValid();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(storedDraft()?.state).toEqual({ name: 'Li Lei', email: 'li@example.com', company: '', city: 'Shanghai', country: 'CN+86', phone: '13800138000', remark: 'Ten robot dogs for a campus' });

    for (const outcome of ['failed', 'sent'] as const) {
      fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: en.reminder.title })).getByRole('button', { name: en.reminder.ok }));
      if (outcome === 'failed') {
        expect(await screen.findByText(en.toast.submitFailed)).toBeTruthy();
        expect(storedDraft()?.state.name).toBe('Li Lei');
        await waitFor(() => expect((screen.getByRole('button', { name: en.form.submit }) as HTMLButtonElement).disabled).toBe(false));
      } else {
        expect(await screen.findByRole('heading', { level: 2, name: en.success.title })).toBeTruthy();
        expect(sessionStorage.getItem(draftStorageKey)).toBeNull();
      }
    }
  });
});

test('the route module loads the contact namespace', async () => {
  expect(await route.messages('en')).toEqual({ contact: en });
  expect(await route.messages('zh')).toEqual({ contact: zh });
});

describe('the page that answers a plain post (issue 28)', () => {
  const values = { name: 'Li Lei', email: 'li@example.com', company: '', city: 'Shanghai', phone: '13800138000', country: 'CN+86', smsCode: '123456', remark: 'Ten robot dogs', accept: 'checked' };
  const renderStep = (step: Parameters<typeof ContactPage>[0]['data']) =>
    renderWithSite(<ContactPage data={step} />, { locale: 'en', messages: { contact: en }, path: '/en/contact', apiBase });

  test('keeps every value, shows the messages next to their fields, the status and the one-time token', () => {
    renderStep({ step: 'form', values: { ...values, email: 'nope' }, errors: { email: 'email.invalid' }, notice: 'codeSent', resendInSeconds: 42, token: 'a'.repeat(32) });
    expect((field(en.form.name) as HTMLInputElement).value).toBe('Li Lei');
    expect(screen.getByText(en.validation.email.invalid)).toBeTruthy();
    expect(field(en.form.email).getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('contact-form-status')?.textContent).toContain(en.toast.smsSent);
    expect(document.getElementById('contact-form-status')?.getAttribute('role')).toBe('status');
    const form = screen.getByRole('form');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en/contact');
    expect((form.querySelector('input[name=token]') as HTMLInputElement).value).toBe('a'.repeat(32));
  });

  test('the Warm reminder as a step: agree and cancel are submit buttons of the form; agree sends the contract body', async () => {
    fetchMock.mockImplementation(() => answer(200, 'SYS.0000'));
    renderStep({ step: 'confirm', values, errors: {}, token: 'b'.repeat(32) });
    const reminder = screen.getByRole('region', { name: en.reminder.title });
    const agree = within(reminder).getByRole('button', { name: en.reminder.ok });
    expect(agree.getAttribute('type')).toBe('submit');
    expect(agree.getAttribute('value')).toBe('confirm');
    expect(within(reminder).getByRole('button', { name: en.reminder.cancel }).getAttribute('value')).toBe('cancel');
    fireEvent.click(agree);
    expect(await screen.findByRole('heading', { level: 2, name: en.success.title })).toBeTruthy();
    expect(bodyOf(0)).toMatchObject({ name: 'Li Lei', msgCode: '123456', phoneNumber: '8613800138000', language: 'en' });
  });

  test('the success step shows the result', () => {
    renderStep({ step: 'success', values: { ...values, name: '' }, errors: {}, token: 'c'.repeat(32) });
    expect(screen.getByRole('heading', { level: 2, name: en.success.title })).toBeTruthy();
  });
});
