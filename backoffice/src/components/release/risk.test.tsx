import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { GuardState, RemotesStatus } from '@site/console-contract/releases';
import { fakeServer } from '../../../test/fake-server';
import { guardState, remotesStatus, signedInRoutes, speedChecks } from '../../../test/fixtures';
import { renderConsole, setUpConsoleTests } from '../../../test/render-console';
import { overdueMs } from './rollout-timeline';

setUpConsoleTests();

const judged = (state: 'waiting' | 'healthy' | 'failing', canary: { views: number; failed: number }, worse: boolean, needed = 0, speed = speedChecks()): GuardState => ({
  ...guardState,
  verdicts: { parts: { version: '2.1.0', at: new Date().toISOString(), since: new Date(Date.now() - 600_000).toISOString(), state, canary, active: { views: 40, failed: 0 }, needed, worse, speed } },
});

/** The overview's card of parts, with the canary 2.1.0 judged so. */
async function partsCard(guard: GuardState, status: RemotesStatus = remotesStatus()) {
  fakeServer({ ...signedInRoutes('releaser'), 'GET /console/api/guard': { body: guard }, 'GET /console/api/remotes': { body: status } });
  renderConsole('/');
  return within((await screen.findByRole('heading', { level: 2, name: 'Parts (parts)' })).closest('section')!);
}

test('a failing canary shows as failing, in red, with the figures; rolling back is the primary action, not promoting', async () => {
  const card = await partsCard(judged('failing', { views: 40, failed: 12 }, true));
  const verdict = card.getByRole('status');
  expect(verdict.dataset['state']).toBe('failing');
  expect(verdict.textContent).toContain('Failing');
  expect(verdict.textContent).toContain('The guard ends it on its next round.');
  expect(verdict.textContent).toContain('12 of 40 canary visitors saw a failure (30%); the active version: 0 of 40 (0%).');
  expect(card.getByRole('button', { name: 'Roll back parts' }).className).toMatch(/ant-btn-primary/);
  expect(card.getByRole('button', { name: 'Promote parts' }).className).not.toMatch(/ant-btn-primary/);
});

test('a canary without enough evidence says how many more visitors the guard needs, and whether it does worse so far', async () => {
  const card = await partsCard(judged('waiting', { views: 3, failed: 1 }, true, 27));
  const verdict = card.getByRole('status');
  expect(verdict.dataset['state']).toBe('waiting');
  expect(verdict.textContent).toContain('Not enough evidence');
  expect(verdict.textContent).toContain('27 more canary visitors are needed before the guard judges.');
  expect(verdict.textContent).toContain('So far it does worse than the active version.');
  // Doing worse so far: promote is not what comes first.
  expect(card.getByRole('button', { name: 'Promote parts' }).className).not.toMatch(/ant-btn-primary/);
});

test('a healthy canary: promoting is the primary action', async () => {
  const card = await partsCard(judged('healthy', { views: 80, failed: 0 }, false));
  expect(card.getByRole('status').textContent).toContain('Healthy');
  expect(card.getByRole('button', { name: 'Promote parts' }).className).toMatch(/ant-btn-primary/);
  expect(card.getByRole('button', { name: 'Roll back parts' }).className).not.toMatch(/ant-btn-primary/);
});

test("a staged rollout's timeline: steps done, current and next, a countdown to the second, and an overdue step flagged", async () => {
  const status = remotesStatus();
  const nextAt = new Date(Date.now() + 4 * 60_000 + 12_000).toISOString();
  status.remotes.parts.canary = {
    version: '2.1.0',
    percent: 25,
    since: new Date().toISOString(),
    rollout: { steps: [5, 25, 50, 100], every: '10m', everyMs: 600_000, step: 1, stepSince: new Date().toISOString(), nextAt, paused: false, pausedAt: null, startedBy: 'rita' },
  };
  const card = await partsCard(judged('healthy', { views: 80, failed: 0 }, false), status);
  const timeline = card.getByRole('region', { name: 'Steps of the staged rollout of parts' });
  expect(within(timeline).getAllByRole('listitem').map((item) => `${item.textContent} ${item.dataset['state']}`)).toEqual(['5%done done', '25%now current', '50%next next', '100%promote next']);
  expect(timeline.textContent).toMatch(/Next step, 50%, in 4 min 1[0-2] s\./);
  // Two guard rounds and 5 s past its time, nobody moved it: overdue.
  const rollout = status.remotes.parts.canary.rollout!;
  expect(overdueMs({ ...rollout, nextAt: new Date(1_000_000).toISOString() }, 30_000, 1_000_000 + 60_000)).toBe(0);
  expect(overdueMs({ ...rollout, nextAt: new Date(1_000_000).toISOString() }, 30_000, 1_000_000 + 90_000)).toBe(25_000);
  expect(overdueMs({ ...rollout, paused: true, nextAt: null }, 30_000, 1_000_000 + 900_000)).toBe(0);
});
