import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteTokens, siteTheme } from '@site/design';
import { expect, test } from 'vitest';
import { tokenStyleSheet } from './token-styles';

test('every design token is a CSS custom property: sizes in px, layers and words as they are', () => {
  expect(tokenStyleSheet).toContain('--site-color-primary:#1f5fff');
  expect(tokenStyleSheet).toContain('--site-header-height:64px');
  expect(tokenStyleSheet).toContain('--site-z-index-overlay:2000;');
  expect(tokenStyleSheet).toContain(`--site-font-family:${siteTokens.fontFamily};`);
});

test('the page text and antd draw with the one font stack, the installed Chinese typeface first', () => {
  const siteCss = readFileSync(join(__dirname, '../styles/site.css'), 'utf8');
  expect(siteCss).toMatch(/body \{[^}]*font-family: var\(--site-font-family\)/);
  expect(siteTheme.token?.fontFamily).toBe(siteTokens.fontFamily);
  expect(siteTokens.fontFamily.startsWith("'Noto Sans CJK SC',")).toBe(true);
});
