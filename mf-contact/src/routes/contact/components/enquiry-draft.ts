import type { EnquiryFormField, EnquiryFormValues } from '@site/contracts';

/**
 * What of an unsent enquiry is kept for the tab (issue 25): everything the visitor wrote, but not
 * the SMS code (it expires and is single-use) nor the privacy box (consent is given afresh).
 */
export const draftFields = ['name', 'email', 'company', 'city', 'country', 'phone', 'remark'] as const satisfies readonly EnquiryFormField[];

export type DraftField = (typeof draftFields)[number];
export type EnquiryDraft = Pick<EnquiryFormValues, DraftField>;

/** The sessionStorage key, and the shape's version: a draft stored under another version is dropped. */
export const draftStorageKey = 'site-contact-enquiry-draft';
export const draftVersion = 1;

export function isDraftField(field: EnquiryFormField): field is DraftField {
  return (draftFields as readonly EnquiryFormField[]).includes(field);
}

export function pickDraft(values: EnquiryFormValues): EnquiryDraft {
  return Object.fromEntries(draftFields.map((field) => [field, values[field]])) as EnquiryDraft;
}

/**
 * A stored draft as the form can take it, or null. Storage is outside the page's control (another
 * build, an extension, a hand edit), so anything but seven strings and a country the selector
 * lists is refused whole rather than half-trusted.
 */
export function readDraft(stored: unknown, isListedCountry: (value: string) => boolean): EnquiryDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  if (!draftFields.every((field) => typeof record[field] === 'string')) return null;
  const draft = pickDraft(record as unknown as EnquiryFormValues);
  return isListedCountry(draft.country) ? draft : null;
}
