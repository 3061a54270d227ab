import { useLayoutEffect } from 'react';
import { afterEach, expect, test } from 'vitest';
import { renderToString } from 'react-dom/server';
import { cleanup, render, screen } from '@testing-library/react';
import { BelowTheFold, NavigatedPageProvider } from './below-the-fold';

afterEach(cleanup);

/** Notes, in the first commit, whether the rest of the page is in the document yet. */
let restInFirstCommit: boolean | undefined;
function FirstCommit() {
  useLayoutEffect(() => {
    restInFirstCommit = document.body.textContent?.includes('Specifications');
  }, []);
  return null;
}

const page = (navigated: boolean) => (
  <NavigatedPageProvider value={navigated}>
    <h1>Z1</h1>
    <FirstCommit />
    <BelowTheFold>
      <p>Specifications</p>
    </BelowTheFold>
  </NavigatedPageProvider>
);

test('on the server (and so at hydration) the whole page renders, with no box of its own', () => {
  expect(renderToString(page(false))).toContain('<h1>Z1</h1><p>Specifications</p>');
});

test('after a click to the page, the top renders first and the rest right after', async () => {
  render(page(true));
  expect(restInFirstCommit).toBe(false);
  expect(await screen.findByText('Specifications')).toBeTruthy();
});

test('a page the server rendered (hydrated) has it all in its first commit', () => {
  render(page(false));
  expect(restInFirstCommit).toBe(true);
});
