/**
 * Questions the contact team asks beyond the API's fields (none today). Each shows under the city
 * field with its texts under `questions.<name>` in locales/<lang>/contact.json (`label`,
 * `placeholder`), is kept in the tab's draft, is checked like the other fields with and without
 * scripts, and reaches the sales team at the top of the enquiry's cooperation details as
 * "<label>: <answer>" (the API's fields stay as they are).
 */
export interface EnquiryQuestion {
  /** Letters and digits: the form field is `q_<name>`. */
  name: string;
  required: boolean;
  maxLength: number;
}

export const questions: readonly EnquiryQuestion[] = [];
