import { afterEach, expect, test, vi } from 'vitest';
import { downloadFile, throttle } from './download';

afterEach(() => vi.useRealTimers());

test('throttle runs the first call and drops calls within 1000 ms', () => {
  vi.useFakeTimers();
  const run = vi.fn();
  const limited = throttle(run, 1000);
  expect(limited('a')).toBe(true);
  vi.advanceTimersByTime(500);
  expect(limited('b')).toBe(false);
  vi.advanceTimersByTime(499);
  expect(limited('c')).toBe(false);
  expect(run).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(1);
  expect(limited('d')).toBe(true);
  expect(run.mock.calls).toEqual([['a'], ['d']]);
});

test('downloadFile clicks a temporary link named after the document and removes it', () => {
  const clicked: { href: string; download: string }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  downloadFile('/media/docs/a.pdf', 'SDK guide.pdf');
  expect(clicked).toEqual([{ href: '/media/docs/a.pdf', download: 'SDK guide.pdf' }]);
  expect(document.querySelectorAll('a')).toHaveLength(0);
  click.mockRestore();
});
