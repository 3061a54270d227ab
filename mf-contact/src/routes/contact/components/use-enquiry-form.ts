import { useCallback, useRef, useState } from 'react';
import type { EnquiryFormField, EnquiryFormValues } from '@site/contracts';
import { checkFields, emptyEnquiry, type FieldErrors } from './form-rules';

export interface EnquiryForm {
  values: EnquiryFormValues;
  errors: FieldErrors;
  /** The latest values, also inside handlers that run before the next render. */
  current: () => EnquiryFormValues;
  /** Sets a value; the privacy box validates on change, and a country change re-checks a phone already checked. */
  setValue: (field: EnquiryFormField, value: string) => void;
  /** Validates the fields, shows their messages and returns those with a problem (none: valid). */
  validate: (fields: readonly EnquiryFormField[]) => EnquiryFormField[];
}

/** The enquiry form's state: values, messages (as contract keys) and the validation triggers. */
export function useEnquiryForm(): EnquiryForm {
  const [values, setValues] = useState(emptyEnquiry);
  const [errors, setErrors] = useState<FieldErrors>({});
  const latest = useRef(values);
  const checked = useRef(new Set<EnquiryFormField>());

  const validate = useCallback((fields: readonly EnquiryFormField[]) => {
    const verdicts = checkFields(fields, latest.current);
    for (const field of fields) checked.current.add(field);
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of fields) {
        const key = verdicts[field];
        if (key) next[field] = key;
        else delete next[field];
      }
      return next;
    });
    return fields.filter((field) => verdicts[field]);
  }, []);

  const setValue = useCallback(
    (field: EnquiryFormField, value: string) => {
      latest.current = { ...latest.current, [field]: value };
      setValues(latest.current);
      if (field === 'accept') validate(['accept']);
      // The phone rule depends on the country (mainland numbers for CN only).
      if (field === 'country' && checked.current.has('phone')) validate(['phone']);
    },
    [validate],
  );

  const current = useCallback(() => latest.current, []);
  return { values, errors, current, setValue, validate };
}
