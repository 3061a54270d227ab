import { describe, expect, it } from 'vitest';
import { displayCountry, isValidApiPhone, isValidLocalPhone, splitCountryValue, toApiPhone } from './phone.js';

describe('country values and API phone numbers', () => {
  it('splits a selector value into country code and dial code', () => {
    expect(splitCountryValue('CN+86')).toEqual({ countryCode: 'CN', dial: '86' });
    expect(splitCountryValue('US+1')).toEqual({ countryCode: 'US', dial: '1' });
    expect(displayCountry('US+1')).toBe('US +1');
    expect(splitCountryValue('CN86')).toBeNull();
    expect(splitCountryValue('cn+86')).toBeNull();
  });

  it('prefixes the dial code to the local number', () => {
    expect(toApiPhone('CN+86', '13800138000')).toBe('8613800138000');
    expect(() => toApiPhone('nope', '1')).toThrow(/country value/);
  });

  it.each(['13800138000', '14700000000', '15000000000', '17000000000', '18800000000', '19900000000'])(
    'accepts the mainland mobile number %s',
    (local) => expect(isValidLocalPhone('CN', local, '86')).toBe(true),
  );

  it.each(['12800138000', '16800138000', '1380013800', '138001380001', '1380013800a', ' 13800138000'])(
    'refuses the mainland number %j',
    (local) => expect(isValidLocalPhone('CN', local, '86')).toBe(false),
  );

  it('allows digits only, at most 15 with the dial code, elsewhere', () => {
    expect(isValidLocalPhone('US', '2025550123', '1')).toBe(true);
    expect(isValidLocalPhone('US', '202-555-0123', '1')).toBe(false);
    expect(isValidLocalPhone('SG', '12345678901234', '65')).toBe(false);
  });

  it('checks the API form for CN and others', () => {
    expect(isValidApiPhone('CN', '8613800138000')).toBe(true);
    expect(isValidApiPhone('CN', '13800138000')).toBe(false);
    expect(isValidApiPhone('CN', '8513800138000')).toBe(false);
    expect(isValidApiPhone('CN', '8613800138000\r\n')).toBe(false);
    expect(isValidApiPhone('US', '12025550123')).toBe(true);
    expect(isValidApiPhone('US', '1202555012345678')).toBe(false);
  });
});
