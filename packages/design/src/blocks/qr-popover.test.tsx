import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { QrPopover } from './qr-popover';

const image = { src: '/qr/wechat.svg', alt: 'WeChat QR code', width: 160, height: 160 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test('the QR image is in the markup but hidden until the trigger is hovered', () => {
  renderWithSite(
    <QrPopover label="WeChat" image={image} caption="Scan to follow">
      <span>W</span>
    </QrPopover>,
  );
  const trigger = screen.getByRole('button', { name: 'WeChat' });
  expect(screen.queryByRole('tooltip')).toBeNull();
  expect(screen.getByRole('tooltip', { hidden: true })).toBeTruthy();
  fireEvent.mouseEnter(trigger);
  const tooltip = screen.getByRole('tooltip');
  expect(tooltip.querySelector('img')?.getAttribute('src')).toBe('/qr/wechat.svg');
  expect(screen.getByRole('img', { name: 'WeChat QR code' })).toBeTruthy();
  expect(screen.getByText('Scan to follow')).toBeTruthy();
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
});

test('hides 200 ms after the pointer leaves, and stays when it comes back in time', () => {
  renderWithSite(
    <QrPopover label="WeChat" image={image}>
      <span>W</span>
    </QrPopover>,
  );
  const trigger = screen.getByRole('button', { name: 'WeChat' });
  fireEvent.mouseEnter(trigger);
  fireEvent.mouseLeave(trigger);
  act(() => vi.advanceTimersByTime(150));
  expect(screen.getByRole('tooltip')).toBeTruthy();
  fireEvent.mouseEnter(trigger);
  act(() => vi.advanceTimersByTime(500));
  expect(screen.getByRole('tooltip')).toBeTruthy();
  fireEvent.mouseLeave(trigger);
  act(() => vi.advanceTimersByTime(199));
  expect(screen.getByRole('tooltip')).toBeTruthy();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByRole('tooltip')).toBeNull();
});

test('keyboard focus opens it, blur and Escape close it', () => {
  renderWithSite(
    <QrPopover label="Douyin" image={image}>
      <span>D</span>
    </QrPopover>,
  );
  const trigger = screen.getByRole('button', { name: 'Douyin' });
  fireEvent.focus(trigger);
  expect(screen.getByRole('tooltip')).toBeTruthy();
  fireEvent.keyDown(trigger, { key: 'Escape' });
  expect(screen.queryByRole('tooltip')).toBeNull();
  fireEvent.focus(trigger);
  fireEvent.blur(trigger);
  act(() => vi.advanceTimersByTime(200));
  expect(screen.queryByRole('tooltip')).toBeNull();
});
