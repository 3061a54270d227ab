import { afterEach, expect, test, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { ConfirmDialog } from './confirm-dialog';

/*
 * happy-dom's HTMLDialogElement.showModal() only sets `open`: it neither moves focus, nor makes the
 * page inert, nor closes on Escape. These tests therefore check what the component does itself
 * (opens through showModal, focuses OK, gives focus back, reports a close it did not ask for);
 * the browser's part (top layer, inert page, Escape) is checked in Chromium by e2e/tests/contact.spec.ts.
 */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness({ onOk = () => undefined, onCancel = () => undefined }: { onOk?: () => void; onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Get code
      </button>
      <input aria-label="Name" />
      <ConfirmDialog
        open={open}
        title="Privacy Policy"
        okText="Agree"
        cancelText="Cancel"
        onOk={() => {
          setOpen(false);
          onOk();
        }}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
      >
        Agree to our <a href="/privacy-en.html">Terms and Privacy Policy</a>?
      </ConfirmDialog>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Get code' });
const open = () => {
  opener().focus();
  fireEvent.click(opener());
  return screen.getByRole('dialog', { name: 'Privacy Policy' }) as HTMLDialogElement;
};

test('is not shown until opened; opens as a modal titled by its heading, with focus on OK', () => {
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
  renderWithSite(<Harness />);
  expect(screen.queryByRole('dialog')).toBeNull();
  const dialog = open();
  expect(showModal).toHaveBeenCalledTimes(1);
  expect(show).not.toHaveBeenCalled();
  expect(dialog.open).toBe(true);
  expect(within(dialog).getByRole('heading', { level: 2, name: 'Privacy Policy' }).id).toBe(dialog.getAttribute('aria-labelledby'));
  expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Agree to our Terms and Privacy Policy?');
  expect(within(dialog).getByRole('link').getAttribute('href')).toBe('/privacy-en.html');
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Agree' }));
});

test('OK reports once, closes the dialog and gives focus back to the opener', () => {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  renderWithSite(<Harness onOk={onOk} onCancel={onCancel} />);
  const dialog = open();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
  expect(onOk).toHaveBeenCalledTimes(1);
  expect(onCancel).not.toHaveBeenCalled();
  expect(dialog.open).toBe(false);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener());
});

test('Cancel reports once, closes the dialog and gives focus back to the opener', () => {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  renderWithSite(<Harness onOk={onOk} onCancel={onCancel} />);
  const dialog = open();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onOk).not.toHaveBeenCalled();
  expect(dialog.open).toBe(false);
  expect(document.activeElement).toBe(opener());
});

test('a close by the browser (Escape) counts as cancel, and it opens again afterwards', () => {
  const onCancel = vi.fn();
  renderWithSite(<Harness onCancel={onCancel} />);
  const dialog = open();
  // What Chromium does on Escape: a `cancel` event, then close() (happy-dom has no key handling).
  act(() => {
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    dialog.close();
  });
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(opener());
  expect(open().open).toBe(true);
});
