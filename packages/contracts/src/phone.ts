import { enquiryLimits } from './limits.js';

/** Mainland China mobile numbers: 1, then 3/4/5/7/8/9, then 9 digits. */
export const mainlandMobilePattern = /^1[345789]\d{9}$/;
const countryCodePattern = /^[A-Z]{2}$/;
const countryValuePattern = /^([A-Z]{2})\+(\d{1,4})$/;
const digitsPattern = /^\d+$/;

export interface CountryDial {
  countryCode: string;
  dial: string;
}

export function isCountryCode(value: string): boolean {
  return countryCodePattern.test(value);
}

/** `'CN+86'` → `{ countryCode: 'CN', dial: '86' }`; null when the value is malformed. */
export function splitCountryValue(value: string): CountryDial | null {
  const match = countryValuePattern.exec(value);
  if (!match) return null;
  return { countryCode: match[1]!, dial: match[2]! };
}

/** How the country selector shows a value, and the plain form's text field holds it: `CN+86` → `CN +86`. */
export function displayCountry(value: string): string {
  return value.replace('+', ' +');
}

/** `('CN+86', '13800138000')` → `'8613800138000'`: what the API calls phoneNumber. */
export function toApiPhone(countryValue: string, localNumber: string): string {
  const country = splitCountryValue(countryValue);
  if (!country) throw new Error(`Malformed country value: ${countryValue}`);
  return `${country.dial}${localNumber.trim()}`;
}

/** The local number as typed in the form, checked for its country. */
export function isValidLocalPhone(countryCode: string, localNumber: string, dial: string): boolean {
  if (countryCode === 'CN') return mainlandMobilePattern.test(localNumber);
  return (
    digitsPattern.test(localNumber) &&
    localNumber.length >= 4 &&
    dial.length + localNumber.length <= enquiryLimits.phoneMaxDigits
  );
}

/**
 * The API form of the number (dial code + local number). For CN the dial code
 * must be 86 and the rest a mainland mobile number; elsewhere digits only, at
 * most 15. Whether the dial code matches the country is the server's call
 * (it holds the allowlist with dial codes).
 */
export function isValidApiPhone(countryCode: string, phoneNumber: string): boolean {
  if (!digitsPattern.test(phoneNumber)) return false;
  if (countryCode === 'CN') {
    return phoneNumber.startsWith('86') && mainlandMobilePattern.test(phoneNumber.slice(2));
  }
  return phoneNumber.length >= 6 && phoneNumber.length <= enquiryLimits.phoneMaxDigits;
}
