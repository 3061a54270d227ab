import { questions } from '../data/questions';
import { questionField, type ContactField, type ContactValues } from './form-rules';

/**
 * What of an unsent enquiry is kept for the tab (issue 25): everything the visitor wrote, the
 * answers to the contact team's questions included, but not the SMS code (it expires and is
 * single-use) nor the privacy box (consent is given afresh).
 */
const baseDraftFields = ['name', 'email', 'company', 'city', 'country', 'phone', 'remark'] as const satisfies readonly ContactField[];
export const draftFields: readonly ContactField[] = [...baseDraftFields, ...questions.map(questionField)];

export type EnquiryDraft = Partial<ContactValues>;

/** The sessionStorage key, and the shape's version: a draft stored under another version is dropped. */
export const draftStorageKey = 'site-contact-enquiry-draft';
export const draftVersion = 1;

export function isDraftField(field: ContactField): boolean {
  return draftFields.includes(field);
}

export function pickDraft(values: Partial<ContactValues>): EnquiryDraft {
  return Object.fromEntries(draftFields.flatMap((field) => (values[field] === undefined ? [] : [[field, values[field]]])));
}

/**
 * A stored draft as the form can take it, or null. Storage is outside the page's control (another
 * build, an extension, a hand edit), so anything but strings for the seven fields of the API and
 * a country the selector lists is refused whole rather than half-trusted; a question's answer is
 * taken when it is text (a draft from before the question has none).
 */
export function readDraft(stored: unknown, isListedCountry: (value: string) => boolean): EnquiryDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  if (!baseDraftFields.every((field) => typeof record[field] === 'string')) return null;
  const draft = pickDraft(Object.fromEntries(Object.entries(record).filter((entry) => typeof entry[1] === 'string')) as Partial<ContactValues>);
  return isListedCountry(draft.country ?? '') ? draft : null;
}
