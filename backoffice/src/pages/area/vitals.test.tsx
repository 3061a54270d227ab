import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { AreaVitals } from '@site/console-contract/releases';
import { fakeServer } from '../../../test/fake-server';
import { signedInRoutes, vitalSample } from '../../../test/fixtures';
import { renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

/** The table's rows as text, cell by cell. */
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

test('the active version alone: p75 per page kind with visitors, ms or s, CLS with 3 decimals; a viewer may read it', async () => {
  const server = fakeServer(signedInRoutes('viewer'));
  renderConsole('/areas/products');
  const table = await screen.findByRole('table', { name: 'p75 of the Core Web Vitals of products per page kind, most visited first' });
  expect(rowsOf(table)).toEqual([
    ['Page kind', 'LCP (main content shown)', 'INP (answer to input)', 'CLS (layout shift)'],
    ['product', '1.84 s · 120 visitors', '96 ms · 80 visitors', '0.041 · 120 visitors'],
    ['home', '640 ms · 1 visitor', 'no samples', 'no samples'],
  ]);
  expect(screen.getByText(/each visitor counts once, with their slowest value\. A canary's figure above the guard's limit is marked \(LCP: \+20% and at least \+100 ms; INP: \+50 ms/)).toBeTruthy();
  expect(server.requests.filter((request) => request.path === '/console/api/remotes/products/vitals')).not.toHaveLength(0);
});

const partsVitals: AreaVitals = {
  remote: 'parts',
  active: '2.0.0',
  canary: '2.1.0',
  since: new Date().toISOString(),
  pages: [
    {
      page: 'part',
      active: { LCP: vitalSample(310, 50), INP: vitalSample(120, 50), CLS: vitalSample(0.02, 50) },
      canary: { LCP: { ...vitalSample(940, 34), worse: true }, INP: { ...vitalSample(130, 34), worse: false }, CLS: { ...vitalSample(0.3, 34), worse: false } },
    },
  ],
};

test("with a canary: its p75 beside the active version's, the ones over the guard's limit marked in words and colour", async () => {
  fakeServer({ ...signedInRoutes('viewer'), 'GET /console/api/remotes/parts/messages': { body: { messages: [] } }, 'GET /console/api/remotes/parts/vitals': { body: partsVitals } });
  renderConsole('/areas/parts');
  const table = await screen.findByRole('table', { name: 'p75 of the Core Web Vitals of parts per page kind, most visited first' });
  expect(rowsOf(table)[1]).toEqual([
    'part',
    'Active 2.0.0: 310 ms · 50 visitorsCanary 2.1.0: 940 ms · 34 visitorsslower than the guard allows',
    'Active 2.0.0: 120 ms · 50 visitorsCanary 2.1.0: 130 ms · 34 visitors',
    'Active 2.0.0: 0.020 · 50 visitorsCanary 2.1.0: 0.300 · 34 visitors',
  ]);
  const marks = within(table).getAllByText('slower than the guard allows');
  expect(marks).toHaveLength(1);
  expect(marks[0]!.className).toMatch(/ant-tag/);
});

test('in Chinese', async () => {
  fakeServer({ ...signedInRoutes('viewer'), 'GET /console/api/remotes/parts/messages': { body: { messages: [] } }, 'GET /console/api/remotes/parts/vitals': { body: partsVitals } });
  renderConsole('/areas/parts', { locale: 'zh' });
  const table = await screen.findByRole('table', { name: '零部件 各页面类型的核心网页指标第 75 百分位数，访客最多的在前' });
  expect(rowsOf(table)[1]![1]).toBe('当前版本 2.0.0：310 毫秒 · 50 位访客金丝雀 2.1.0：940 毫秒 · 34 位访客慢于守护程序允许的上限');
});

test('vitals that cannot be read: said so, and the rest of the page still shows', async () => {
  fakeServer({ ...signedInRoutes('viewer'), 'GET /console/api/remotes/products/vitals': { status: 500, body: { error: { code: 'CONSOLE.FAILED', message: 'down' } } } });
  renderConsole('/areas/products');
  expect(await screen.findByText('The vitals cannot be read right now.')).toBeTruthy();
  expect(screen.getByRole('table', { name: 'Stored versions of products, newest first' })).toBeTruthy();
});
