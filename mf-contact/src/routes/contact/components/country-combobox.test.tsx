import { afterEach, expect, test, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import en from '../../../../locales/en/contact.json';
import zh from '../../../../locales/zh/contact.json';
import { CountryCombobox } from './country-combobox';

// Counts imports of the country list (about 28 KB): it must wait for the visitor.
const listLoaded = vi.hoisted(() => vi.fn());
vi.mock('@site/contracts/countries', async (importOriginal) => {
  listLoaded();
  return importOriginal();
});

afterEach(cleanup);

const changes = vi.fn();
function Harness() {
  const [value, setValue] = useState('CN+86');
  return (
    <>
      <CountryCombobox
        value={value}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
      />
      <input aria-label="Phone" />
    </>
  );
}
const renderCombobox = (locale: 'en' | 'zh' = 'en') => {
  renderWithSite(<Harness />, { locale, messages: { contact: locale === 'en' ? en : zh } });
  return screen.getByRole('combobox', { name: locale === 'en' ? en.form.country : zh.form.country }) as HTMLInputElement;
};
const activeOption = (combobox: HTMLElement) => document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');

test('closed, it shows the value and controls a hidden listbox; the list loads on first focus, once', async () => {
  const combobox = renderCombobox();
  expect(combobox.value).toBe('CN +86');
  expect(combobox.getAttribute('aria-expanded')).toBe('false');
  expect(combobox.getAttribute('aria-autocomplete')).toBe('list');
  expect(combobox.getAttribute('aria-activedescendant')).toBeNull();
  const listbox = document.getElementById(combobox.getAttribute('aria-controls')!)!;
  expect(listbox.getAttribute('role')).toBe('listbox');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(listLoaded).not.toHaveBeenCalled();

  fireEvent.focus(combobox);
  await waitFor(() => expect(listLoaded).toHaveBeenCalledTimes(1));
  fireEvent.blur(combobox);
  fireEvent.focus(combobox);
  fireEvent.click(combobox);
  expect(await screen.findByRole('option', { name: 'Germany +49' })).toBeTruthy();
  expect(listLoaded).toHaveBeenCalledTimes(1);
});

test('opens on ArrowDown with the selected option active, grouped by first letter, each option titled "<name> +<dial>"', async () => {
  const combobox = renderCombobox('zh');
  fireEvent.keyDown(combobox, { key: 'ArrowDown' });
  expect(combobox.getAttribute('aria-expanded')).toBe('true');
  const listbox = await screen.findByRole('listbox', { name: zh.form.country });
  await waitFor(() => expect(activeOption(combobox)?.getAttribute('title')).toBe('中国 +86'));
  expect(activeOption(combobox)?.getAttribute('aria-selected')).toBe('true');
  const groups = within(listbox).getAllByRole('group');
  expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual(
    expect.arrayContaining(['A', 'B', 'Z']),
  );
  const z = groups.find((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent === 'Z')!;
  expect(within(z).getByRole('option', { name: '中国香港 +852' }).getAttribute('title')).toBe('中国香港 +852');
  expect(within(listbox).getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
});

test('typing filters by name or dial code, arrows move the active option, Enter takes it and closes', async () => {
  const combobox = renderCombobox();
  fireEvent.click(combobox);
  fireEvent.change(combobox, { target: { value: '+1' } });
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(10));
  expect(screen.getAllByRole('option').every((option) => / \+1\d*$/.test(option.getAttribute('title')!))).toBe(true);
  fireEvent.change(combobox, { target: { value: 'germ' } });
  expect(screen.getAllByRole('option').map((option) => option.getAttribute('title'))).toEqual(['Germany +49']);
  expect(activeOption(combobox)?.textContent).toBe('Germany +49');

  fireEvent.change(combobox, { target: { value: 'united' } });
  expect(screen.getAllByRole('option').map((option) => option.getAttribute('title'))).toEqual(['United Arab Emirates +971', 'United Kingdom +44', 'United Republic of Tanzania +255', 'United States of America +1']);
  expect(activeOption(combobox)?.textContent).toBe('United Arab Emirates +971');
  for (let step = 0; step < 4; step += 1) fireEvent.keyDown(combobox, { key: 'ArrowDown' });
  // It stops at the last option.
  expect(activeOption(combobox)?.textContent).toBe('United States of America +1');
  fireEvent.keyDown(combobox, { key: 'ArrowUp' });
  fireEvent.keyDown(combobox, { key: 'ArrowUp' });
  expect(activeOption(combobox)?.textContent).toBe('United Kingdom +44');
  // Enter takes the active option; its default (submitting the form) is prevented.
  expect(fireEvent.keyDown(combobox, { key: 'Enter' })).toBe(false);
  expect(changes).toHaveBeenLastCalledWith('GB+44');
  expect(combobox.getAttribute('aria-expanded')).toBe('false');
  expect(combobox.getAttribute('aria-activedescendant')).toBeNull();
  expect(combobox.value).toBe('GB +44');
});

test('a click takes an option; Escape and leaving close without a change', async () => {
  changes.mockClear();
  const combobox = renderCombobox();
  fireEvent.click(combobox);
  fireEvent.change(combobox, { target: { value: 'japan' } });
  fireEvent.keyDown(combobox, { key: 'Escape' });
  expect(combobox.getAttribute('aria-expanded')).toBe('false');
  expect(combobox.value).toBe('CN +86');

  fireEvent.change(combobox, { target: { value: 'zzzz' } });
  expect(await screen.findByText(en.form.noCountry)).toBeTruthy();
  fireEvent.blur(combobox);
  expect(combobox.getAttribute('aria-expanded')).toBe('false');
  expect(combobox.value).toBe('CN +86');
  expect(changes).not.toHaveBeenCalled();

  fireEvent.click(combobox);
  fireEvent.change(combobox, { target: { value: 'jap' } });
  // A click into the text while searching keeps the list open.
  fireEvent.click(combobox);
  expect(combobox.getAttribute('aria-expanded')).toBe('true');
  expect(combobox.value).toBe('jap');
  fireEvent.click(await screen.findByRole('option', { name: 'Japan +81' }));
  expect(changes).toHaveBeenCalledWith('JP+81');
  expect(combobox.value).toBe('JP +81');
  expect(screen.queryByRole('listbox')).toBeNull();
});
