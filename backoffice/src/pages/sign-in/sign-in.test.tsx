import { fireEvent, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { signedInRoutes } from '../../../test/fixtures';
import { renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

async function signIn(user: string, password: string) {
  fireEvent.change(await screen.findByLabelText('User name'), { target: { value: user } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('a wrong user name or password says so', async () => {
  const server = fakeServer({ 'POST /console/api/session': { status: 401, body: { error: { code: 'CONSOLE.WRONG_LOGIN', message: 'wrong user or password' } } } });
  renderConsole('/sign-in');
  await signIn('mei', 'not-her-password');
  expect((await screen.findByRole('alert')).textContent).toContain('Wrong user name or password.');
  expect(server.changes()[0]?.body).toEqual({ user: 'mei', password: 'not-her-password' });
});

test('too many failed attempts say when to try again, in minutes', async () => {
  fakeServer({ 'POST /console/api/session': { status: 429, body: { error: { code: 'CONSOLE.LOGIN_LIMITED', message: 'limited', retryAfterSeconds: 270 } } } });
  renderConsole('/sign-in');
  await signIn('mei', 'guess');
  expect((await screen.findByRole('alert')).textContent).toContain('Too many failed attempts. Try again in 5 min.');
});

test('the page says how to create the first user', async () => {
  fakeServer({});
  renderConsole('/sign-in');
  expect(await screen.findByText('npm run console -- user add <name> --role admin')).toBeTruthy();
});

test('a signed-out visit goes to sign in, and back to the page afterwards', async () => {
  const routes = signedInRoutes('viewer');
  const server = fakeServer({
    ...routes,
    'GET /console/api/session': { status: 401, body: { error: { code: 'CONSOLE.SIGNED_OUT', message: 'no session' } } },
    'POST /console/api/session': { status: 204 },
    'GET /console/api/audit': { body: [] },
  });
  const { router } = renderConsole('/audit?actor=li');
  await screen.findByLabelText('User name');
  expect(router.state.location.pathname + router.state.location.search).toBe('/sign-in?next=%2Faudit%3Factor%3Dli');

  server.setRoute('GET /console/api/session', routes['GET /console/api/session']);
  await signIn('mei', 'right');
  expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
  expect(router.state.location.search).toBe('?actor=li');
});
