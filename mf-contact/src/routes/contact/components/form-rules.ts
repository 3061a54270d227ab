import type { ComponentProps } from 'react';
import { defaultCountryValue, validateEnquiryField, type EnquiryFormField, type EnquiryFormValues, type MessageKey } from '@site/contracts';
import type { Form } from '@site/design/antd';

type FormRules = NonNullable<ComponentProps<typeof Form.Item>['rules']>;

export const emptyEnquiry: EnquiryFormValues = {
  name: '',
  email: '',
  company: '',
  city: '',
  phone: '',
  country: defaultCountryValue,
  smsCode: '',
  remark: '',
  accept: '',
};

/** The form's values with every field present (antd leaves untouched optional fields undefined). */
export function completeValues(values: Partial<EnquiryFormValues>): EnquiryFormValues {
  const complete = { ...emptyEnquiry };
  for (const key of Object.keys(emptyEnquiry) as EnquiryFormField[]) {
    const value = values[key];
    if (typeof value === 'string') complete[key] = value;
  }
  return complete;
}

/**
 * The antd rule of one field: the shared contract's validator (the same one the API runs), with
 * its message key translated.
 */
export function contractRule(field: EnquiryFormField, translate: (key: MessageKey) => string): FormRules {
  return [
    ({ getFieldsValue }) => ({
      validator: async () => {
        const problem = validateEnquiryField(field, completeValues(getFieldsValue(true) as Partial<EnquiryFormValues>));
        if (problem) throw new Error(translate(problem));
      },
    }),
  ];
}
