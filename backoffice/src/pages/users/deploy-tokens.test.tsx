import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { DeployToken } from '@site/console-contract/deploy';
import { fakeServer } from '../../../test/fake-server';
import { signedInRoutes } from '../../../test/fixtures';
import { findDialog, renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

const partsCi: DeployToken = { name: 'parts-ci', area: 'parts', may: 'canary', createdBy: 'root', createdAt: '2026-11-20T08:00:00.000Z', expiresAt: '2027-02-18T08:00:00.000Z', lastUsedAt: null, revokedAt: null, state: 'active' };
const oldToken: DeployToken = { ...partsCi, name: 'old-ci', area: 'content', may: 'publish', state: 'revoked', revokedAt: '2026-11-21T08:00:00.000Z' };

function usersPage() {
  return fakeServer({
    ...signedInRoutes('admin'),
    'GET /console/api/users': { body: { users: [] } },
    'GET /console/api/security': { body: { events: [], locks: [] } },
    'GET /console/api/deploy-tokens': { body: { tokens: [partsCi, oldToken] } },
    'POST /console/api/deploy-tokens': { status: 201, body: { token: 'sdt_0123456789abcdef_secret-shown-once', record: { ...partsCi, name: 'hand-ci', area: 'products', may: 'publish' } } },
    'DELETE /console/api/deploy-tokens/parts-ci': { status: 204 },
  });
}

test('the Users section lists the deploy tokens with their area, right and state, and revokes one after asking', async () => {
  const server = usersPage();
  renderConsole('/users');
  const table = await screen.findByRole('table', { name: 'Deploy tokens, newest first' });
  const [, active, revoked] = within(table).getAllByRole('row');
  expect(active!.textContent).toContain('parts-ci');
  expect(active!.textContent).toContain('store and start canaries');
  expect(active!.textContent).toContain('never');
  expect(revoked!.textContent).toContain('revoked');

  fireEvent.click(within(active!).getByRole('button', { name: 'Revoke parts-ci' }));
  const dialog = await findDialog('Revoke the token parts-ci?');
  expect(dialog.textContent).toContain('Pushes of parts with parts-ci are refused from now on.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Token parts-ci revoked.')).toBeTruthy();
  expect(server.changes()).toEqual([expect.objectContaining({ method: 'DELETE', path: '/console/api/deploy-tokens/parts-ci' })]);
});

test('a new token is made for one area and shown once, to be copied into the team’s CI', async () => {
  const server = usersPage();
  renderConsole('/users');
  const form = (await screen.findByRole('heading', { name: 'New deploy token' })).nextElementSibling as HTMLElement;
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'hand-ci' } });
  fireEvent.mouseDown(within(form).getByLabelText('Area'));
  fireEvent.click(await screen.findByTitle('Products'));
  fireEvent.click(within(form).getByRole('button', { name: 'Create token' }));

  expect(await screen.findByText("The token hand-ci, shown this once: store it as RELEASE_TOKEN in the team's CI secrets.")).toBeTruthy();
  expect(screen.getByText('sdt_0123456789abcdef_secret-shown-once')).toBeTruthy();
  expect(server.changes()).toEqual([expect.objectContaining({ method: 'POST', body: { name: 'hand-ci', area: 'products', may: 'publish', expires: '90d' } })]);
});
