import enNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import zhNames from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import phoneMetadata from 'libphonenumber-js/min/metadata';
import { locales, type Locale } from '@site/federation';
import { regionNameOverrides } from './region-names.js';

/** One entry of the country selector (spec section 3: code, localized name, dial code). */
export interface CountryEntry {
  /** ISO 3166-1 alpha-2, e.g. 'CN'. */
  code: string;
  name: string;
  /** Dial code without '+', e.g. '86'. */
  number: string;
}

export interface CountryGroup {
  /** Latin initial of the names (pinyin initial in Chinese). */
  letter: string;
  entries: CountryEntry[];
}

type NameTable = { countries: Record<string, string | string[]> };
// Only these two locales of i18n-iso-countries are bundled (about 6 KB each).
const nameTables: Record<Locale, NameTable> = { en: enNames, zh: zhNames };
const collatorLocales: Record<Locale, string> = { en: 'en', zh: 'zh-Hans-CN' };

/** The selector's value for an entry: `CN+86`. */
export function countryValue(entry: Pick<CountryEntry, 'code' | 'number'>): string {
  return `${entry.code}+${entry.number}`;
}

function localizedName(code: string, locale: Locale): string | undefined {
  const override = regionNameOverrides[code]?.[locale];
  if (override) return override;
  const name = nameTables[locale].countries[code];
  // The first of several names is the official one ('Republic of the Congo' before 'Congo').
  return Array.isArray(name) ? name[0] : name;
}

const lists = new Map<Locale, CountryEntry[]>();

/**
 * Every country or territory that has both a localized name (i18n-iso-countries) and a dial code
 * (libphonenumber-js), sorted as readers of the locale expect (pinyin order in Chinese).
 */
export function countryList(locale: Locale): CountryEntry[] {
  const cached = lists.get(locale);
  if (cached) return cached;
  const collator = new Intl.Collator(collatorLocales[locale]);
  const entries: CountryEntry[] = [];
  for (const code of getCountries()) {
    const name = localizedName(code, locale);
    if (name) entries.push({ code, name, number: getCountryCallingCode(code) });
  }
  entries.sort((a, b) => collator.compare(a.name, b.name));
  lists.set(locale, entries);
  return entries;
}

/** Strips accents so 'Åland' groups under A and 'cote' finds "Côte d'Ivoire". */
function plain(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

// The first character of each pinyin initial in the Chinese collation order (I, U and V start no syllable).
const pinyinBoundaries: ReadonlyArray<readonly [string, string]> = [
  ['A', '阿'], ['B', '八'], ['C', '嚓'], ['D', '哒'], ['E', '妸'], ['F', '发'], ['G', '旮'], ['H', '哈'],
  ['J', '丌'], ['K', '咔'], ['L', '垃'], ['M', '妈'], ['N', '拏'], ['O', '噢'], ['P', '妑'], ['Q', '七'],
  ['R', '呥'], ['S', '仨'], ['T', '他'], ['W', '屲'], ['X', '夕'], ['Y', '丫'], ['Z', '帀'],
];
const pinyinCollator = new Intl.Collator('zh-Hans-CN', { sensitivity: 'base' });

/** The letter a name is listed under: its Latin initial, or for Chinese names its pinyin initial. */
export function initialOf(name: string): string {
  const first = plain(name).charAt(0).toUpperCase();
  if (/[A-Z]/.test(first)) return first;
  if (!/\p{Script=Han}/u.test(first)) return '#';
  let letter = '#';
  for (const [candidate, boundary] of pinyinBoundaries) {
    if (pinyinCollator.compare(first, boundary) < 0) break;
    letter = candidate;
  }
  return letter;
}

/** Whether a selector value (`CN+86`) is one the list offers, e.g. before a stored draft is trusted. */
export function isListedCountry(value: string, locale: Locale): boolean {
  return countryList(locale).some((entry) => countryValue(entry) === value);
}

/** Consecutive entries of a sorted list, grouped by initial. */
export function groupCountries(entries: readonly CountryEntry[]): CountryGroup[] {
  const groups: CountryGroup[] = [];
  for (const entry of entries) {
    const letter = initialOf(entry.name);
    const last = groups.at(-1);
    if (last?.letter === letter) last.entries.push(entry);
    else groups.push({ letter, entries: [entry] });
  }
  return groups;
}

/** Search by name (accents and case ignored), by code ('cn') or by dial code ('86', '+86'). */
export function matchesCountry(entry: CountryEntry, query: string): boolean {
  const needle = plain(query.trim()).toLowerCase();
  if (needle === '') return true;
  const dial = needle.replace(/^\+/, '');
  if (/^\d+$/.test(dial)) return entry.number.startsWith(dial);
  return plain(entry.name).toLowerCase().includes(needle) || entry.code.toLowerCase() === needle;
}

const searchable = (text: string) =>
  plain(text)
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[‘’`]/g, "'");

/**
 * The selector value for what a visitor typed into the country field of the plain form (issue 28:
 * without scripts it is a text field showing `CN +86`), or undefined when it names no single
 * country. Takes a code with or without its dial code (`US +1`, `us`), a dial code alone (`+44`:
 * the country that owns it), or a name in either language (`United Kingdom`, `英国`), exact or
 * the only one containing it, optionally followed by its dial code.
 */
export function countryFromText(text: string, locale: Locale): string | undefined {
  const typed = searchable(text);
  const [, rest = typed, dial] = /^(.*?)\s*\+\s*(\d{1,4})$/.exec(typed) ?? /^()(\d{1,4})$/.exec(typed) ?? [];
  const list = countryList(locale);
  const withDial = (entries: CountryEntry[]) => entries.filter((entry) => dial === undefined || entry.number === dial);
  let found: CountryEntry[];
  if (rest === '') {
    // A dial code alone: its main country ('1' is the United States, '44' the United Kingdom).
    const main = dial ? phoneMetadata.country_calling_codes[dial]?.[0] : undefined;
    found = list.filter((entry) => entry.code === main);
  } else if (/^[a-z]{2}$/.test(rest)) {
    found = withDial(list.filter((entry) => entry.code.toLowerCase() === rest));
  } else {
    const named = (match: (name: string) => boolean) =>
      withDial(list.filter((entry) => locales.some((other) => match(searchable(localizedName(entry.code, other) ?? '')))));
    found = named((name) => name === rest);
    if (found.length === 0) found = named((name) => name.includes(rest));
  }
  return found.length === 1 ? countryValue(found[0]!) : undefined;
}
