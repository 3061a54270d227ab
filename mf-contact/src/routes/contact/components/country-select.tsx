import { useMemo, useRef, useState } from 'react';
import { Select } from '@site/design/antd';
import { useLocale, useTranslation } from '@site/i18n';
import type { CountryEntry } from '../data/country-list';
import styles from './contact-form.module.css';

type CountryData = typeof import('../data/country-list');

interface CountryOption {
  value: string;
  label: string;
  entry: CountryEntry;
}

function isCountryOption(option: unknown): option is CountryOption {
  return typeof option === 'object' && option !== null && 'entry' in option;
}

/**
 * The country or region of the phone number; its value is `CODE+DIAL` (e.g. `CN+86`). The list
 * (names and dial codes, about 28 KB gzip) loads when the visitor first focuses or opens the
 * selector, so it is not part of the page's first load.
 */
export function CountrySelect({ id, value, onChange }: { id?: string; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('contact');
  const locale = useLocale();
  const [data, setData] = useState<CountryData | null>(null);
  const [loading, setLoading] = useState(false);
  const requested = useRef(false);
  const loadData = () => {
    if (requested.current) return;
    requested.current = true;
    setLoading(true);
    import('../data/country-list').then(setData, (error: unknown) => {
      requested.current = false;
      console.warn(error);
    }).finally(() => setLoading(false));
  };
  const options = useMemo(
    () =>
      data?.groupCountries(data.countryList(locale)).map((group) => ({
        label: group.letter,
        title: group.letter,
        options: group.entries.map((entry): CountryOption => ({ value: data.countryValue(entry), label: `${entry.name} +${entry.number}`, entry })),
      })),
    [data, locale],
  );
  return (
    <Select
      id={id}
      className={styles.country}
      aria-label={t('form.country')}
      value={value}
      onChange={(next: string) => onChange?.(next)}
      onFocus={loadData}
      onMouseEnter={loadData}
      onOpenChange={(open) => open && loadData()}
      loading={loading}
      options={options ?? []}
      // The closed selector shows the value itself ('CN +86'): the same on the server and in the browser.
      labelRender={({ value: selected }) => String(selected).replace('+', ' +')}
      showSearch={{ filterOption: (input, option) => (isCountryOption(option) && data ? data.matchesCountry(option.entry, input) : false) }}
      placeholder={t('form.countrySearch')}
      notFoundContent={data ? t('form.noCountry') : t('form.loadingCountries')}
      popupMatchSelectWidth={320}
      listHeight={320}
    />
  );
}
