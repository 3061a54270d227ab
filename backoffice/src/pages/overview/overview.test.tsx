import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { signedInRoutes } from '../../../test/fixtures';
import { findDialog, renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

const actionButton = /^(Roll back|Promote|Pause|Resume|Activate|Canary|Preview|Check|Prune)/;

test('a viewer sees every area, and no action button', async () => {
  fakeServer(signedInRoutes('viewer'));
  renderConsole('/');
  expect(await screen.findByRole('heading', { level: 2, name: 'Products (products)' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Parts (parts)' })).toBeTruthy();
  expect(screen.queryAllByRole('button', { name: actionButton })).toEqual([]);
  expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
});

test('a releaser rolls products back in two clicks, with the session CSRF token', async () => {
  const server = fakeServer({
    ...signedInRoutes('releaser'),
    'POST /console/api/remotes/products/actions': { body: { action: 'rollback', remote: 'products', lines: ['products: 1.2.0 -> 1.1.0 (rolled back)'] } },
  });
  renderConsole('/');

  fireEvent.click(await screen.findByRole('button', { name: 'Roll back products' }));
  const dialog = await findDialog('Roll back products?');
  expect(dialog.textContent).toContain('products goes back from 1.2.0 to 1.1.0 for every visitor.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back products to 1.1.0' }));

  expect(await screen.findByText('products: 1.2.0 -> 1.1.0 (rolled back)')).toBeTruthy();
  expect(server.changes()).toEqual([
    expect.objectContaining({ method: 'POST', path: '/console/api/remotes/products/actions', body: { action: 'rollback' }, headers: expect.objectContaining({ 'X-CSRF-Token': 'csrf-token-1' }) }),
  ]);
});

test('during a canary, rollback names the canary it ends, and promote is offered', async () => {
  fakeServer(signedInRoutes('releaser'));
  renderConsole('/');
  fireEvent.click(await screen.findByRole('button', { name: 'Roll back parts' }));
  const dialog = await findDialog('Roll back parts?');
  expect(dialog.textContent).toContain('The canary 2.1.0 of parts ends: every visitor gets 2.0.0.');
  expect(screen.getByRole('button', { name: 'Promote parts' })).toBeTruthy();
});

test('an area failing its visitors heads the overview, and the tab title says so', async () => {
  fakeServer({
    ...signedInRoutes('viewer'),
    'GET /console/api/incidents': { body: { incidents: [{ remote: 'content', version: '1.4.0', role: 'active', reason: 'failures', figures: { views: 40, failed: 30 }, since: '2026-11-29T12:02:00.000Z' }] } },
  });
  renderConsole('/');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'An area is failing its visitors' })).toBeTruthy();
  expect(alert.textContent).toContain('1.4.0, the active version: 75% of its visitors saw a failure (30 of 40) in the last 10 minutes.');
  expect(within(alert).getByRole('link', { name: 'Open Content' }).getAttribute('href')).toBe('/areas/content');
  // Its card comes first.
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent).filter((text) => text?.endsWith(')'))[0]).toBe('Content (content)');
  await waitFor(() => expect(document.title).toMatch(/^⚠ 1 area failing · Overview · /));
});

test('an admin has the users page in the navigation', async () => {
  fakeServer(signedInRoutes('admin'));
  renderConsole('/');
  const navigation = await screen.findByRole('navigation', { name: 'Main' });
  expect(within(navigation).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Audit log', 'Launches', 'Newsroom', 'Media library', 'Lead desk', 'Users']);
});
