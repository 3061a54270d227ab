import { expect, test } from 'vitest';
import { siteTokens } from './theme';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const { colorTextMuted, colorTextMutedOnDark, colorGoldText, colorGold, colorSurface, colorSurfaceMuted, colorSurfaceDark, colorHeader } = siteTokens;

test.each([
  ['secondary text on white', colorTextMuted, colorSurface],
  ['secondary text on the muted surface', colorTextMuted, colorSurfaceMuted],
  ['secondary text of dark bands on the dark surface', colorTextMutedOnDark, colorSurfaceDark],
  ['secondary text of dark bands on black', colorTextMutedOnDark, colorHeader],
  ['gold text on white', colorGoldText, colorSurface],
  ['gold text on the muted surface', colorGoldText, colorSurfaceMuted],
  ['the brand gold on the dark surface', colorGold, colorSurfaceDark],
])('%s reads at 4.5:1 at least (WCAG 1.4.3)', (_name, text, background) => {
  expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
});
