import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { AuditEntry, LiveChange } from '@site/console-contract/releases';
import { FakeEventSource, fakeServer } from '../../../test/fake-server';
import { remotesStatus, signedInRoutes } from '../../../test/fixtures';
import { renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

const guardAbort: AuditEntry = { at: '2026-11-27T09:45:00.000Z', actor: 'site guard', remote: 'parts', action: 'abort', from: '2.1.0', to: '2.0.0', check: 'none' };

test("a live change reloads the overview; the guard's rollback stays as an alert until dismissed", async () => {
  const server = fakeServer(signedInRoutes('releaser'));
  renderConsole('/');
  expect(await screen.findByText(/2\.1\.0 for 10% of visitors/)).toBeTruthy();
  expect(FakeEventSource.open().map((source) => source.url)).toEqual(['/console/api/live']);

  const afterAbort = remotesStatus();
  afterAbort.remotes.parts.canary = null;
  server.setRoute('GET /console/api/remotes', { body: afterAbort });
  const change: LiveChange = { entries: [guardAbort] };
  act(() => FakeEventSource.open()[0]!.emit('change', change));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The guard rolled back the canary of parts');
  expect(alert.textContent).toContain('the canary 2.1.0 of parts failed more often than the active version; every visitor gets 2.0.0 again.');
  await waitFor(() => expect(screen.queryByText(/2\.1\.0 for 10% of visitors/)).toBeNull());
  const loads = server.requests.filter((request) => request.path === '/console/api/remotes');
  expect(loads).toHaveLength(2);
  // The reload is the page's own doing, not the user's: it does not keep the session alive.
  expect(loads.map((request) => request.headers['x-console-background'])).toEqual([undefined, '1']);

  fireEvent.click(screen.getByRole('button', { name: 'Dismiss the alert about parts' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});

test("another release manager's change reloads the page without an alert", async () => {
  const server = fakeServer(signedInRoutes('viewer'));
  renderConsole('/');
  await screen.findByRole('heading', { level: 1, name: 'Overview' });
  act(() => FakeEventSource.open()[0]!.emit('change', { entries: [{ ...guardAbort, actor: 'li', action: 'rollback' }] }));
  await waitFor(() => expect(server.requests.filter((request) => request.path === '/console/api/remotes')).toHaveLength(2));
  expect(screen.queryByRole('alert')).toBeNull();
});
