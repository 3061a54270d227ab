import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { signedInRoutes } from '../../../test/fixtures';
import { findDialog, renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

test('any user changes their own password: the current one, the new one twice; a wrong current one says so', async () => {
  const server = fakeServer({
    ...signedInRoutes('viewer'),
    'PUT /console/api/session/password': (request) =>
      (request.body as { current: string }).current === 'the old password'
        ? { status: 204 }
        : { status: 403, body: { error: { code: 'CONSOLE.WRONG_LOGIN', message: 'the current password is not right' } } },
  });
  renderConsole('/');
  const change = async (current: string, password: string, again: string) => {
    fireEvent.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Change password' }));
    const dialog = await findDialog('Change your password');
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(within(dialog).getByLabelText('New password again'), { target: { value: again } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    return dialog;
  };
  const dialog = await change('the old password', 'a new long password', 'another long password');
  expect(await within(dialog).findByText('The two new passwords differ.')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await change('not the old one', 'a new long password', 'a new long password');
  expect((await screen.findByRole('alert')).textContent).toBe('Your password was not changed. Wrong user name or password.');
  await change('the old password', 'a new long password', 'a new long password');
  expect(await screen.findByText('Your password is changed. Your other sessions have ended.')).toBeTruthy();
  expect(server.changes().map((request) => [request.method, request.path, request.body, request.headers['X-CSRF-Token']])).toEqual([
    ['PUT', '/console/api/session/password', { current: 'not the old one', password: 'a new long password' }, 'csrf-token-1'],
    ['PUT', '/console/api/session/password', { current: 'the old password', password: 'a new long password' }, 'csrf-token-1'],
  ]);
});
