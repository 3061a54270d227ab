import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { GuardState, GuardVerdict } from '@site/console-contract/releases';
import { fakeServer } from '../../../test/fake-server';
import { guardState, signedInRoutes, speedChecks, vitalSample } from '../../../test/fixtures';
import { renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

const judged = (state: GuardVerdict['state'], speed: GuardVerdict['speed'], worse = true): GuardState => ({
  ...guardState,
  verdicts: { parts: { version: '2.1.0', at: new Date().toISOString(), since: new Date(Date.now() - 600_000).toISOString(), state, canary: { views: 80, failed: 0 }, active: { views: 40, failed: 0 }, needed: 0, worse, speed } },
});

/** The overview's card of parts: the guard's verdict, and its speed lines (LCP, INP) by what each says. */
async function verdictOf(guard: GuardState, locale: 'en' | 'zh' = 'en') {
  fakeServer({ ...signedInRoutes('viewer'), 'GET /console/api/guard': { body: guard } });
  renderConsole('/', { locale });
  const heading = await screen.findByRole('heading', { level: 2, name: locale === 'en' ? 'Parts (parts)' : /零部件/ });
  const verdict = within(heading.closest('section')!).getByRole('status');
  const lines = within(verdict).getAllByRole('listitem');
  return { verdict, lines: lines.map((line) => [line.dataset['verdict'], line.textContent]) };
}

test('a canary too slow on LCP says so: both p75 with their visitors, the limit, and that the guard ends it for this', async () => {
  const { verdict, lines } = await verdictOf(judged('failing', speedChecks([vitalSample(940, 34), vitalSample(310, 50)], [vitalSample(180, 12), vitalSample(150, 40)])));
  expect(within(verdict).getByRole('list', { name: 'Speed: p75 over visitors, the canary against the active version' })).toBeTruthy();
  expect(verdict.textContent).toContain('Failing');
  expect(lines).toEqual([
    ['failing', 'LCP p75: canary 940 ms (34 visitors), active version 310 ms (50 visitors). Limit 410 ms. Too slow: the guard ends it for this.'],
    ['slowerSoFar', 'INP p75: canary 180 ms (12 visitors), active version 150 ms (40 visitors). Limit 200 ms. Slower than the active version so far, within the limit.'],
  ]);
  // In words and in the error colour.
  expect(within(verdict).getByText('Too slow: the guard ends it for this.').tagName).toBe('STRONG');
});

test('slower within the limit is worse so far; seconds for a slow page; no samples: not judged', async () => {
  const { lines } = await verdictOf(judged('healthy', speedChecks([vitalSample(2350, 60), vitalSample(2000, 60)], [vitalSample(400, 1), vitalSample(null)])));
  expect(lines).toEqual([
    ['slowerSoFar', 'LCP p75: canary 2.35 s (60 visitors), active version 2.00 s (60 visitors). Limit 2.40 s. Slower than the active version so far, within the limit.'],
    ['notJudged', 'INP p75: canary 400 ms (1 visitor), active version no samples. Not judged until enough visitors of each version measured it.'],
  ]);
});

test('above the limit before enough visitors measured it: worse so far, not failing yet', async () => {
  const { lines } = await verdictOf(judged('waiting', speedChecks([vitalSample(300), vitalSample(300)], [vitalSample(400, 5), vitalSample(100, 50)])));
  expect(lines).toEqual([
    ['within', 'LCP p75: canary 300 ms (40 visitors), active version 300 ms (40 visitors). Limit 400 ms. Within the limit.'],
    ['aboveSoFar', 'INP p75: canary 400 ms (5 visitors), active version 100 ms (50 visitors). Limit 150 ms. Above the limit so far; not judged until enough visitors of each version measured it.'],
  ]);
});

test('in Chinese, with units in words', async () => {
  const { lines } = await verdictOf(judged('failing', speedChecks([vitalSample(940, 34), vitalSample(310, 50)])), 'zh');
  expect(lines[0]).toEqual(['failing', 'LCP 第 75 百分位数：金丝雀 940 毫秒（34 位访客），当前版本 310 毫秒（50 位访客）。 上限 410 毫秒。 过慢：守护程序因此结束它。']);
});

test("the guard's panel states the speed rule with its thresholds", async () => {
  fakeServer(signedInRoutes('viewer'));
  renderConsole('/');
  expect(
    await screen.findByText(/It also rolls a canary back for its speed, once at least 30 visitors of each version measured it: when its p75 LCP is 20% and at least 100 ms above the active version's, or its p75 INP 50 ms above it\./),
  ).toBeTruthy();
});
