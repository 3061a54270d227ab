import { describe, expect, test } from 'vitest';
import { getCountryCallingCode } from 'libphonenumber-js/max';
import enNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { countryFromText, countryList, countryValue, groupCountries, initialOf, isListedCountry, matchesCountry } from './countries.js';
import { defaultCountryValue } from './limits.js';
import { splitCountryValue } from './phone.js';

const locales = ['zh', 'en'] as const;

describe.each(locales)('the country list in %s', (locale) => {
  const list = countryList(locale);

  test('holds about 240 countries and territories with unique codes and well-formed values', () => {
    expect(list.length).toBeGreaterThanOrEqual(235);
    expect(list.length).toBeLessThanOrEqual(250);
    expect(new Set(list.map((entry) => entry.code)).size).toBe(list.length);
    for (const entry of list) {
      expect(entry.name.trim()).not.toBe('');
      expect(splitCountryValue(countryValue(entry))).toEqual({ countryCode: entry.code, dial: entry.number });
    }
  });

  test('takes dial codes from libphonenumber-js and names for ISO codes only', () => {
    for (const entry of list) {
      expect(entry.number).toBe(getCountryCallingCode(entry.code as Parameters<typeof getCountryCallingCode>[0]));
      expect(Object.keys(enNames.countries)).toContain(entry.code);
    }
    expect(list.map(countryValue)).toContain(defaultCountryValue);
  });

  test('groups consecutive entries under one letter each, in alphabetical order', () => {
    const groups = groupCountries(list);
    const letters = groups.map((group) => group.letter);
    expect(new Set(letters).size).toBe(letters.length);
    expect([...letters].sort()).toEqual(letters);
    expect(groups.flatMap((group) => group.entries)).toEqual(list);
    expect(letters.every((letter) => /^[A-Z]$/.test(letter))).toBe(true);
  });
});

test('tells the values it lists from others (a stored draft is checked against it)', () => {
  for (const locale of locales) {
    expect(isListedCountry(defaultCountryValue, locale)).toBe(true);
    expect(isListedCountry('HK+852', locale)).toBe(true);
    for (const value of ['CN+1', 'XX+999', 'CN 86', '']) expect(isListedCountry(value, locale)).toBe(false);
  }
});

test('overrides the names of China and its regions in both languages', () => {
  const names = (locale: 'zh' | 'en') => Object.fromEntries(countryList(locale).map((entry) => [entry.code, entry.name]));
  expect(names('zh')).toMatchObject({ CN: '中国', TW: '中国台湾', HK: '中国香港', MO: '中国澳门' });
  expect(names('en')).toMatchObject({ CN: 'China', TW: 'Taiwan, China', HK: 'Hong Kong, China', MO: 'Macau, China' });
  const dials = Object.fromEntries(countryList('en').map((entry) => [entry.code, entry.number]));
  expect(dials).toMatchObject({ CN: '86', TW: '886', HK: '852', MO: '853' });
});

test('groups Chinese names by pinyin initial and Latin names by their first letter', () => {
  expect(['中国', '中国台湾', '日本', '朝鲜', '澳大利亚', '俄罗斯', '香港', '美国'].map(initialOf)).toEqual(['Z', 'Z', 'R', 'C', 'A', 'E', 'X', 'M']);
  expect(['Åland Islands', 'Côte d’Ivoire', 'united kingdom'].map(initialOf)).toEqual(['A', 'C', 'U']);
  const zhGroups = groupCountries(countryList('zh'));
  expect(zhGroups.find((group) => group.letter === 'Z')?.entries.map((entry) => entry.code)).toEqual(expect.arrayContaining(['CN', 'TW', 'HK', 'MO']));
});

test('finds countries by name, code and dial code', () => {
  const find = (query: string, locale: 'zh' | 'en' = 'en') => countryList(locale).filter((entry) => matchesCountry(entry, query)).map((entry) => entry.code);
  expect(find('germ')).toEqual(['DE']);
  expect(find('cote')).toContain('CI');
  expect(find('jp')).toEqual(['JP']);
  expect(find('+86')).toEqual(['CN']);
  expect(find('852')).toEqual(['HK']);
  expect(find('1')).toEqual(expect.arrayContaining(['US', 'CA']));
  expect(find('台湾', 'zh')).toEqual(['TW']);
  expect(find('cn', 'zh')).toEqual(['CN']);
  expect(find('  ')).toHaveLength(countryList('en').length);
});

describe('countryFromText: the country field of the plain form, typed without scripts', () => {
  test.each([
    ['CN +86', 'zh', 'CN+86'],
    ['us +1', 'en', 'US+1'],
    ['GB', 'en', 'GB+44'],
    ['+44', 'en', 'GB+44'],
    ['1', 'zh', 'US+1'],
    ['United Kingdom', 'en', 'GB+44'],
    ['united kingdom +44', 'zh', 'GB+44'],
    ['英国', 'en', 'GB+44'],
    ['德国 +49', 'zh', 'DE+49'],
    ['Cote d’Ivoire', 'en', 'CI+225'],
    ['china', 'en', 'CN+86'],
    ['Taiwan', 'en', 'TW+886'],
  ] as const)('%s (%s page) is %s', (text, locale, value) => {
    expect(countryFromText(text, locale)).toBe(value);
  });

  test.each([[''], ['  '], ['Atlantis'], ['US +44'], ['land'], ['+999'], ['ZZ']])('%j names no single country', (text) => {
    expect(countryFromText(text, 'en')).toBeUndefined();
  });
});
