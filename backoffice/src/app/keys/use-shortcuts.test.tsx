import { fireEvent, render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useShortcuts } from './use-shortcuts';

function Page({ pressed }: { pressed: string[] }) {
  useShortcuts({ j: () => pressed.push('j'), '?': () => pressed.push('?') });
  return (
    <>
      <input aria-label="search" />
      <textarea aria-label="note" />
      <input aria-label="status" role="combobox" aria-expanded="false" readOnly />
      <input aria-label="country" role="combobox" aria-expanded="true" readOnly />
      <a href="#row">row</a>
    </>
  );
}

test('a single key is a command on the page, a closed read-only list or a link; text where one types, and with Ctrl, Alt or ⌘', () => {
  const pressed: string[] = [];
  const { getByLabelText, getByText } = render(<Page pressed={pressed} />);
  fireEvent.keyDown(document.body, { key: 'j' });
  fireEvent.keyDown(getByText('row'), { key: '?' });
  fireEvent.keyDown(getByLabelText('status'), { key: 'j' });
  expect(pressed).toEqual(['j', '?', 'j']);
  fireEvent.keyDown(getByLabelText('search'), { key: 'j' });
  fireEvent.keyDown(getByLabelText('note'), { key: 'j' });
  fireEvent.keyDown(getByLabelText('country'), { key: 'j' });
  fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
  fireEvent.keyDown(document.body, { key: 'j', metaKey: true });
  fireEvent.keyDown(document.body, { key: 'x' });
  expect(pressed).toEqual(['j', '?', 'j']);
});
