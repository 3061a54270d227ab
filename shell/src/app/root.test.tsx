import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { siteTokens, siteTheme } from '@site/design';
import { Link, Route, Routes } from '@site/i18n';
import { SiteRouter, tokenStyleSheet } from './root';

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

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

test("a click's navigation is rendered in the click's own task, not in a later one (no transition)", async () => {
  window.history.replaceState(null, '', '/');
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <SiteRouter>
        <Routes>
          <Route path="/" element={<Link to="/news">News</Link>} />
          <Route path="/news" element={<h1>News page</h1>} />
        </Routes>
      </SiteRouter>,
    ),
  );
  // Outside act: what React renders by itself. A sync update is done within the click's microtasks;
  // a transition would wait for the scheduler's next task.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    container.querySelector('a')!.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(container.querySelector('h1')?.textContent).toBe('News page');
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => root.unmount());
  }
});
