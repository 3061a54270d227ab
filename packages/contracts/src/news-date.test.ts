import { expect, test } from 'vitest';
import { formatNewsDate } from './news-date.js';

test('dates are YYYY.MM.DD in China time', () => {
  expect(formatNewsDate(1750208400)).toBe('2025.06.18');
  expect(formatNewsDate(Date.UTC(2025, 0, 1, 17) / 1000)).toBe('2025.01.02');
  expect(formatNewsDate(Date.UTC(2025, 0, 5, 15, 59) / 1000)).toBe('2025.01.05');
  expect(formatNewsDate(Date.UTC(2025, 0, 5, 16, 0) / 1000)).toBe('2025.01.06');
  expect(formatNewsDate(Date.UTC(2024, 11, 31, 0, 0) / 1000)).toBe('2024.12.31');
});
