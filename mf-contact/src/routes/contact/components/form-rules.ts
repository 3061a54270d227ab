import { defaultCountryValue, toSaveEnquiryRequest, validateEnquiryField, type EnquiryFormField, type EnquiryFormValues, type MessageKey, type SaveEnquiryRequest } from '@site/contracts';
import type { Locale } from '@site/federation';
import { questions as formQuestions, type EnquiryQuestion } from '../data/questions';

/** A field of the form: the API's, or a question of the contact team's (`q_<name>`). */
export type QuestionField = `q_${string}`;
export type ContactField = EnquiryFormField | QuestionField;
export type ContactValues = EnquiryFormValues & { [field: QuestionField]: string };
/** A message key: the contract's, or a question's (`validation.question.*` in the form's texts). */
export type ContactMessage = MessageKey | 'question.required' | 'question.length';
export type FieldErrors = Partial<Record<ContactField, ContactMessage>>;

export const questionField = (question: EnquiryQuestion): QuestionField => `q_${question.name}`;
export const isQuestionField = (field: string): field is QuestionField => field.startsWith('q_');

export const emptyEnquiry: ContactValues = {
  name: '',
  email: '',
  company: '',
  city: '',
  phone: '',
  country: defaultCountryValue,
  smsCode: '',
  remark: '',
  accept: '',
  ...Object.fromEntries(formQuestions.map((question) => [questionField(question), ''])),
};

/** The form's fields as the plain form posts them. */
export const postedFields: readonly ContactField[] = ['name', 'email', 'company', 'city', ...formQuestions.map(questionField), 'phone', 'country', 'smsCode', 'remark', 'accept'];

/** What a submit checks, in the order the fields appear (the first problem gets focus). */
export const submitFields: readonly ContactField[] = postedFields.filter((field) => field !== 'country');

/** A question's verdict: answered when required, and not longer than it allows. */
function checkQuestion(question: EnquiryQuestion, value: string): ContactMessage | null {
  const answer = value.trim();
  if (answer === '') return question.required ? 'question.required' : null;
  return answer.length > question.maxLength ? 'question.length' : null;
}

/**
 * The verdict on each of `fields`: the shared contract's rules (the same the API runs) for its
 * fields, the question's own for a question; a message key for a problem, `null` when fine.
 */
export function checkFields(fields: readonly ContactField[], values: ContactValues, questions: readonly EnquiryQuestion[] = formQuestions): Partial<Record<ContactField, ContactMessage | null>> {
  return Object.fromEntries(
    fields.map((field) => {
      if (!isQuestionField(field)) return [field, validateEnquiryField(field, values)];
      const question = questions.find((candidate) => questionField(candidate) === field);
      return [field, question ? checkQuestion(question, values[field] ?? '') : null];
    }),
  );
}

/** Every problem of the whole form (what a submit and the server's review check). */
export function validateContactForm(values: ContactValues, questions: readonly EnquiryQuestion[] = formQuestions): FieldErrors {
  const verdicts = checkFields(['name', 'email', 'company', 'city', ...questions.map(questionField), 'phone', 'smsCode', 'remark', 'accept'], values, questions);
  return Object.fromEntries(Object.entries(verdicts).filter((entry): entry is [ContactField, ContactMessage] => entry[1] !== null));
}

/** The API's request for an enquiry: the questions' answers go first in its cooperation details, each on its own line. */
export function toEnquiryRequest(values: ContactValues, language: Locale, label: (question: EnquiryQuestion) => string, questions: readonly EnquiryQuestion[] = formQuestions): SaveEnquiryRequest {
  const request = toSaveEnquiryRequest(values, language);
  const answers = questions.map((question) => [question, (values[questionField(question)] ?? '').trim()] as const).filter(([, answer]) => answer !== '');
  if (answers.length === 0) return request;
  return { ...request, remark: `${answers.map(([question, answer]) => `${label(question)}: ${answer}`).join('\n')}\n\n${request.remark}` };
}

/** The id of a field's control (`contact_phone`), and of its error text (`contact_phone-error`). */
export const fieldId = (field: ContactField) => `contact_${field}`;
export const errorId = (field: ContactField) => `contact_${field}-error`;
