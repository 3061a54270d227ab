import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { signedInRoutes } from '../../../test/fixtures';
import { findDialog, renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

test('activate asks first, naming the area and both versions, then sends the version', async () => {
  const server = fakeServer({
    ...signedInRoutes('releaser'),
    'POST /console/api/remotes/products/actions': { body: { action: 'activate', remote: 'products', lines: ['products: 1.2.0 -> 1.3.0 (active)'] } },
  });
  renderConsole('/areas/products');

  fireEvent.click(await screen.findByRole('button', { name: 'Activate products 1.3.0' }));
  const dialog = await findDialog('Activate products 1.3.0?');
  expect(dialog.textContent).toContain('products: 1.2.0 → 1.3.0 for every visitor.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Activate products 1.3.0' }));

  expect(await screen.findByText('products: 1.2.0 -> 1.3.0 (active)')).toBeTruthy();
  expect(server.changes()).toEqual([expect.objectContaining({ body: { action: 'activate', version: '1.3.0' }, headers: expect.objectContaining({ 'X-CSRF-Token': 'csrf-token-1' }) })]);
});

test("a refused check shows the check's problems", async () => {
  fakeServer({
    ...signedInRoutes('releaser'),
    'POST /console/api/remotes/products/actions': {
      status: 409,
      body: { error: { code: 'CONSOLE.REFUSED', message: 'check failed', lines: ['/products/x100 answered 500'] } },
    },
  });
  renderConsole('/areas/products');
  fireEvent.click(await screen.findByRole('button', { name: 'Check products 1.3.0' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('products 1.3.0 does not pass activation');
  expect(alert.textContent).toContain('/products/x100 answered 500');
});

test('the area page lists every stored version, and what the newest adds against the active one', async () => {
  fakeServer(signedInRoutes('viewer'));
  renderConsole('/areas/products');
  const table = await screen.findByRole('table', { name: 'Stored versions of products, newest first' });
  expect(within(table).getAllByRole('row').slice(1).map((row) => row.querySelector('strong')?.textContent)).toEqual(['1.3.0', '1.2.0', '1.1.0']);
  expect(screen.getByText('/products/x100')).toBeTruthy();
  expect(screen.queryAllByRole('button', { name: /^(Activate|Check|Preview|Roll back)/ })).toEqual([]);
});

test('each version says where it came from: the token that pushed it, its commit and CI run, the upload digest', async () => {
  fakeServer(signedInRoutes('viewer'));
  renderConsole('/areas/products');
  const table = await screen.findByRole('table', { name: 'Stored versions of products, newest first' });
  const [, , pushed, older] = within(table).getAllByRole('row');
  expect(pushed!.textContent).toContain('pushed with the token parts-ci');
  expect(within(pushed!).getByRole('link', { name: 'commit 0123456789ab' }).getAttribute('href')).toBe('https://git.example/parts');
  expect(within(pushed!).getByRole('link', { name: 'CI run' }).getAttribute('href')).toBe('https://ci.example/runs/42');
  expect(pushed!.textContent).toContain('upload SHA-256 abababababab…');
  // Ids are set as code: names, not words, in either language.
  expect(within(pushed!).getByText('0123456789ab').tagName).toBe('CODE');
  expect(older!.textContent).toContain('not recorded');
});

test('an unknown area is "not found"', async () => {
  fakeServer(signedInRoutes('viewer'));
  renderConsole('/areas/nowhere');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
});
