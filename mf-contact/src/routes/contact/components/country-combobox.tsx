import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { displayCountry } from '@site/contracts';
import { useLocale, useTranslation } from '@site/i18n';
import type { CountryEntry } from '@site/contracts/countries';
import styles from './country-combobox.module.css';

type CountryData = typeof import('@site/contracts/countries');

/**
 * The country or region of the phone number (value `CODE+DIAL`, e.g. `CN+86`): an editable
 * combobox with a grouped listbox (WAI-ARIA 1.2). Typing filters by name, code or dial code; the
 * first match is active and Enter takes it. The list (about 28 KB) loads when the visitor first
 * points at, focuses or opens the selector, so it is not part of the page's first load.
 */
export function CountryCombobox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('contact');
  const locale = useLocale();
  const listId = useId();
  const [data, setData] = useState<CountryData | null>(null);
  const requested = useRef(false);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // null: the default option (the selected one, or the first match while searching).
  const [picked, setPicked] = useState<number | null>(null);

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    import('@site/contracts/countries').then(setData, (error: unknown) => {
      requested.current = false;
      console.warn(error);
    });
  };

  const matches = useMemo(() => (data ? data.countryList(locale).filter((entry) => data.matchesCountry(entry, query)) : []), [data, locale, query]);
  const groups = useMemo(() => data?.groupCountries(matches) ?? [], [data, matches]);
  const selected = data ? matches.findIndex((entry) => data.countryValue(entry) === value) : -1;
  const active = picked ?? (query ? 0 : Math.max(selected, 0));
  const activeEntry = open ? matches[active] : undefined;
  const optionId = (entry: CountryEntry) => `${listId}-${entry.code}`;

  useEffect(() => {
    if (activeEntry) document.getElementById(`${listId}-${activeEntry.code}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeEntry, listId]);

  const show = () => {
    load();
    setOpen(true);
    setQuery('');
    setPicked(null);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (entry: CountryEntry) => {
    if (data) onChange(data.countryValue(entry));
    close();
  };
  const move = (step: number) => setPicked(Math.min(Math.max(active + step, 0), matches.length - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!open) show();
      else move(key === 'ArrowDown' ? 1 : -1);
    } else if (key === 'Enter' && open) {
      // Takes the active option instead of submitting the form.
      event.preventDefault();
      if (activeEntry) choose(activeEntry);
    } else if (key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  let index = 0;
  return (
    <div className={styles.combobox}>
      {/* Named for the plain form: without scripts this is a text field, and the server reads the country typed into it. */}
      <input
        type="text"
        name="countryName"
        role="combobox"
        className={styles.input}
        aria-label={t('form.country')}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeEntry ? optionId(activeEntry) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={open ? query : displayCountry(value)}
        placeholder={open ? displayCountry(value) : undefined}
        onChange={(event) => {
          load();
          setOpen(true);
          setQuery(event.target.value);
          setPicked(null);
        }}
        onClick={() => !open && show()}
        onKeyDown={onKeyDown}
        onFocus={load}
        onMouseEnter={load}
        onBlur={close}
      />
      {/* Pressing inside the list must not take focus from the input (that would close it). */}
      <div className={styles.popup} hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        <div role="listbox" id={listId} aria-label={t('form.country')} className={styles.listbox}>
          {open
            ? groups.map((group) => (
                <div key={group.letter} role="group" aria-labelledby={`${listId}-${group.letter}-label`}>
                  <div id={`${listId}-${group.letter}-label`} className={styles.groupLabel}>
                    {group.letter}
                  </div>
                  {group.entries.map((entry) => {
                    const position = index++;
                    return (
                      <div
                        key={entry.code}
                        id={optionId(entry)}
                        role="option"
                        aria-selected={position === selected}
                        title={`${entry.name} +${entry.number}`}
                        className={position === active ? `${styles.option} ${styles.active}` : styles.option}
                        onMouseMove={() => position !== active && setPicked(position)}
                        onClick={() => choose(entry)}
                      >
                        {entry.name} +{entry.number}
                      </div>
                    );
                  })}
                </div>
              ))
            : null}
        </div>
        {open && matches.length === 0 ? <p className={styles.empty}>{data ? t('form.noCountry') : t('form.loadingCountries')}</p> : null}
      </div>
    </div>
  );
}
