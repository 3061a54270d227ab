import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from 'zustand';
import { useLocale, type Locale } from '@site/i18n';
import { createEnquiryStore } from './enquiry-store';
import type { ContactFormStep } from '../plain-form/contact-form-step';
import { checkFields, type ContactField, type ContactValues, type FieldErrors } from './form-rules';

export interface EnquiryForm {
  values: ContactValues;
  errors: FieldErrors;
  /** The latest values, also inside handlers that run before the next render. */
  current: () => ContactValues;
  /** Sets a value; the privacy box validates on change, and a country change re-checks a phone already checked. */
  setValue: (field: ContactField, value: string) => void;
  /** Validates the fields, shows their messages and returns those with a problem (none: valid). */
  validate: (fields: readonly ContactField[]) => ContactField[];
  /** Forgets the tab's draft once the enquiry is sent. */
  discardDraft: () => void;
  /** Whether the tab's draft is read and what is typed is being kept (end-to-end tests wait for it). */
  keepingDraft: boolean;
}

const loadCountryCheck = (locale: Locale) => () =>
  import('@site/contracts/countries').then(({ isListedCountry }) => (value: string) => isListedCountry(value, locale));

/**
 * What the visitor typed into the server-rendered controls before hydration: React keeps a
 * control's text while hydrating but not in state, so the next render would wipe it.
 */
function typedBeforeHydration(form: HTMLFormElement, values: ContactValues): Partial<Record<ContactField, string>> {
  const typed: Partial<Record<ContactField, string>> = {};
  for (const field of Object.keys(values) as ContactField[]) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if ((control.checked ? 'checked' : '') !== values[field]) typed[field] = control.checked ? 'checked' : '';
    } else if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value !== values[field]) {
      typed[field] = control.value;
    }
  }
  return typed;
}

/**
 * The enquiry form's state: values (in a per-form zustand store that keeps a draft for the tab),
 * messages (as contract keys) and the validation triggers.
 */
export function useEnquiryForm(formRef: RefObject<HTMLFormElement | null>, step?: ContactFormStep): EnquiryForm {
  const locale = useLocale();
  const [store] = useState(() => createEnquiryStore(loadCountryCheck(locale), step?.values));
  const values = useStore(store, (state) => state.values);
  const keepingDraft = useStore(store, (state) => state.storing);
  // The messages the server found on a plain post, as it rendered them.
  const [errors, setErrors] = useState<FieldErrors>(() => step?.errors ?? {});
  const checked = useRef(new Set<ContactField>(Object.keys(step?.errors ?? {}) as ContactField[]));
  const current = useCallback(() => store.getState().values, [store]);

  // Right after hydration (or a client-side mount), before the browser paints and before any
  // event: first what was typed before hydration, then the stored draft, which fills only the
  // fields not typed into in this page load.
  useLayoutEffect(() => {
    const { values: initial, setValue: adopt, restore } = store.getState();
    const typed = formRef.current ? typedBeforeHydration(formRef.current, initial) : {};
    for (const [field, value] of Object.entries(typed) as [ContactField, string][]) adopt(field, value);
    void restore();
  }, [formRef, store]);

  const validate = useCallback(
    (fields: readonly ContactField[]) => {
      const verdicts = checkFields(fields, current());
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
    },
    [current],
  );

  const setValue = useCallback(
    (field: ContactField, value: string) => {
      store.getState().setValue(field, value);
      if (field === 'accept') validate(['accept']);
      // The phone rule depends on the country (mainland numbers for CN only).
      if (field === 'country' && checked.current.has('phone')) validate(['phone']);
    },
    [store, validate],
  );

  const discardDraft = useCallback(() => store.getState().discard(), [store]);
  return { values, errors, current, setValue, validate, discardDraft, keepingDraft };
}
