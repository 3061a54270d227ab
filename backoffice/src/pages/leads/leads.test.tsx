import { fireEvent, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { LeadList, LeadRow } from '@site/console-contract/leads';
import { fakeServer } from '../../../test/fake-server';
import { signedInRoutes } from '../../../test/fixtures';
import { renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

const row = (id: number): LeadRow => ({ id, receivedAt: '2026-11-27T10:00:00.000Z', status: 'new', owner: null, unread: false, name: `Visitor ${id}`, company: 'Acme', countryCode: 'CN', repeatOf: null });

test('the inbox asks the server for a page at a time and moves through them in the address', async () => {
  const server = fakeServer({
    ...signedInRoutes('sales'),
    'GET /console/api/enquiries': (request) => {
      const page = Number(new URLSearchParams(request.search).get('page') ?? 1);
      const list: LeadList = { items: page === 1 ? [row(120), row(119)] : [row(70)], owners: ['sam'], countries: ['CN'], views: { all: 51, new: 51, mine: 0, waiting: 0, week: 3 }, ageLimits: { amberMs: 86_400_000, redMs: 172_800_000 }, page, pageSize: 50, total: 51 };
      return { body: list };
    },
  });
  const { router } = renderConsole('/leads?status=new');
  await screen.findByText('Visitor 120');
  expect(screen.getByText('1–50 of 51')).toBeTruthy();
  fireEvent.click(screen.getByTitle('2'));
  await screen.findByText('Visitor 70');
  expect(router.state.location.search).toBe('?status=new&page=2');
  expect(server.requests.filter((request) => request.path === '/console/api/enquiries').map((request) => request.search)).toContain('?status=new&page=2');
  // The exports take the whole filtered list, not the page.
  // In the page's language, with times on this computer's clock.
  expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`/console/api/enquiries/export?status=new&format=csv&lang=en&tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`);
});
