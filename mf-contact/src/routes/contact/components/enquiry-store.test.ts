import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { defaultCountryValue, type EnquiryFormValues } from '@site/contracts';
import { draftStorageKey, draftVersion, pickDraft, type EnquiryDraft } from './enquiry-draft';
import { createEnquiryStore, type CountryCheck } from './enquiry-store';
import { emptyEnquiry } from './form-rules';

const listed = new Set([defaultCountryValue, 'HK+852', 'DE+49']);
const loadCountryCheck = vi.fn<() => Promise<CountryCheck>>();

beforeEach(() => {
  sessionStorage.clear();
  loadCountryCheck.mockReset();
  loadCountryCheck.mockResolvedValue((value) => listed.has(value));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const draft = {
  name: 'Li Lei',
  email: 'li@example.com',
  company: 'Example Labs',
  city: 'Hamburg',
  country: 'DE+49',
  phone: '1512345678',
  remark: 'Two robot dogs',
} satisfies EnquiryDraft;
const full: EnquiryFormValues = { ...draft, smsCode: '123456', accept: 'checked' };

const stored = () => {
  const raw = sessionStorage.getItem(draftStorageKey);
  return raw === null ? null : (JSON.parse(raw) as { state: unknown; version: number });
};
const store = (raw: string) => sessionStorage.setItem(draftStorageKey, raw);
const storeDraft = (state: unknown, version = draftVersion) => store(JSON.stringify({ state, version }));

/** A store whose draft has been read, as the form has it after hydration. */
async function restoredStore() {
  const enquiry = createEnquiryStore(loadCountryCheck);
  await enquiry.getState().restore();
  return enquiry;
}

function fill(enquiry: ReturnType<typeof createEnquiryStore>, values: Partial<EnquiryFormValues>) {
  for (const [field, value] of Object.entries(values)) enquiry.getState().setValue(field as keyof EnquiryFormValues, value);
}

describe('what is kept', () => {
  test('every field but the SMS code and the privacy box, under the current version', async () => {
    const enquiry = await restoredStore();
    fill(enquiry, full);
    expect(stored()).toEqual({ state: draft, version: draftVersion });

    const next = await restoredStore();
    expect(next.getState().values).toEqual({ ...draft, smsCode: '', accept: '' });
  });

  test('nothing is read or written when the store is made: the first render is the server one', () => {
    storeDraft(draft);
    const enquiry = createEnquiryStore(loadCountryCheck);
    expect(enquiry.getState().values).toEqual(emptyEnquiry);
    expect(enquiry.getInitialState().values).toEqual(emptyEnquiry);
    expect(loadCountryCheck).not.toHaveBeenCalled();
  });

  test('a change before the draft was read does not replace it, and the draft does not replace that change', async () => {
    storeDraft(draft);
    const enquiry = createEnquiryStore(loadCountryCheck);
    fill(enquiry, { name: 'Han Meimei', remark: '' });
    expect(stored()?.state).toEqual(draft);

    await enquiry.getState().restore();
    expect(enquiry.getState().values).toEqual({ ...emptyEnquiry, ...draft, name: 'Han Meimei', remark: '' });
    // What was typed meanwhile is stored at once.
    expect(stored()?.state).toEqual({ ...draft, name: 'Han Meimei', remark: '' });
  });

  test('the country list is loaded only when there is a draft to check', async () => {
    await restoredStore();
    expect(loadCountryCheck).not.toHaveBeenCalled();
    storeDraft(draft);
    await restoredStore();
    expect(loadCountryCheck).toHaveBeenCalledTimes(1);
  });
});

describe('a broken or old draft is ignored, and replaced by the next change', () => {
  test.each([
    ['not JSON', () => store('{"state": {"name": "Li')],
    ['JSON but no draft', () => store('"garbage"')],
    ['null', () => store('null')],
    ['an older version', () => storeDraft(draft, draftVersion - 1)],
    ['an unknown version', () => storeDraft(draft, draftVersion + 1)],
    ['a field of the wrong type', () => storeDraft({ ...draft, phone: 13812345678 })],
    ['a missing field', () => storeDraft({ ...draft, remark: undefined })],
    ['no state', () => storeDraft(null)],
    ['a country not in the list', () => storeDraft({ ...draft, country: 'XX+999' })],
    ['a malformed country', () => storeDraft({ ...draft, country: '<script>' })],
  ])('%s', async (_, put) => {
    put();
    const enquiry = await restoredStore();
    expect(enquiry.getState().values).toEqual(emptyEnquiry);
    fill(enquiry, { name: 'Han Meimei' });
    expect(stored()).toEqual({ state: { ...pickDraft(emptyEnquiry), name: 'Han Meimei' }, version: draftVersion });
  });

  test('a country list that fails to load leaves the draft stored for the next page load', async () => {
    storeDraft(draft);
    loadCountryCheck.mockRejectedValueOnce(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const enquiry = await restoredStore();
    fill(enquiry, { name: 'Han Meimei' });
    expect(stored()?.state).toEqual(draft);
    expect(warn).toHaveBeenCalled();
    expect((await restoredStore()).getState().values.name).toBe('Li Lei');
  });

  test('a full or blocked storage costs the draft, not the form', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = vi.fn(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.stubGlobal('sessionStorage', { getItem: () => null, setItem, removeItem: () => undefined });
    const enquiry = await restoredStore();
    fill(enquiry, { name: 'Li Lei' });
    expect(setItem).toHaveBeenCalled();
    expect(enquiry.getState().values.name).toBe('Li Lei');
    expect(warn).toHaveBeenCalled();
  });
});

test('a sent enquiry clears the draft and stores nothing more', async () => {
  const enquiry = await restoredStore();
  fill(enquiry, full);
  expect(stored()).not.toBeNull();
  enquiry.getState().discard();
  expect(stored()).toBeNull();
  fill(enquiry, { remark: 'after sending' });
  expect(stored()).toBeNull();
  expect((await restoredStore()).getState().values).toEqual(emptyEnquiry);
});

test('each store has its own values: nothing is shared between forms (or, on the server, requests)', async () => {
  const first = await restoredStore();
  const second = createEnquiryStore(loadCountryCheck);
  fill(first, { name: 'Li Lei' });
  expect(second.getState().values.name).toBe('');
});
