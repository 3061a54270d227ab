import { defaultCountryValue, displayCountry, splitCountryValue } from '@site/contracts';
import { countryFromText } from '@site/contracts/countries';
import type { Locale } from '@site/i18n';
import { emptyEnquiry, postedFields, type ContactValues } from '../components/form-rules';

/** The form as posted, and whether the country typed into its text field named none (`countryName`). */
export interface PostedForm {
  values: ContactValues;
  unknownCountry: boolean;
}

/**
 * The form's fields as posted. The country is the selector's value (a hidden field), unless the
 * visitor typed another into the selector's text field, which needs scripts to be a list:
 * `US +1`, `+44` or `United Kingdom` is read as that country.
 */
export function readPostedForm(form: Record<string, string>, locale: Locale): PostedForm {
  const values: ContactValues = { ...emptyEnquiry };
  for (const field of postedFields) {
    const value = form[field];
    if (value !== undefined) values[field] = value;
  }
  values.accept = values.accept === 'checked' ? 'checked' : '';
  if (!splitCountryValue(values.country)) values.country = defaultCountryValue;
  const typed = form['countryName']?.trim() ?? '';
  if (typed === '' || typed === displayCountry(values.country)) return { values, unknownCountry: false };
  const country = countryFromText(typed, locale);
  if (country) values.country = country;
  return { values, unknownCountry: !country };
}
