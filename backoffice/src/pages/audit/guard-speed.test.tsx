import { act, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { AuditEntry } from '@site/console-contract/releases';
import { FakeEventSource, fakeServer } from '../../../test/fake-server';
import { signedInRoutes } from '../../../test/fixtures';
import { renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

const speedAbort: AuditEntry = {
  at: '2026-11-27T09:45:00.000Z',
  actor: 'site guard',
  remote: 'parts',
  action: 'abort',
  from: '2.1.0',
  to: '2.0.0',
  check: 'failed: guard: LCP p75 1940 ms against 310 ms for the active version (limit 410 ms: +20% and at least +100 ms); INP p75 251 ms against 200 ms for the active version (limit 250 ms: +50 ms), since 2026-11-27T09:35:00.000Z',
};

test("the audit log says a guard's rollback for speed in words, in either language", async () => {
  fakeServer({ ...signedInRoutes('viewer'), 'GET /console/api/audit': { body: [speedAbort] } });
  const { unmount } = renderConsole('/audit');
  expect(await screen.findByText(/the guard ended it for its speed: LCP p75 1\.94 s against 310 ms for the active version \(limit 410 ms\), INP p75 251 ms against 200 ms/)).toBeTruthy();
  unmount();
  renderConsole('/audit', { locale: 'zh' });
  expect(await screen.findByText(/守护程序因速度结束了它：LCP 第 75 百分位数 1\.94 秒，当前版本为 310 毫秒（上限 410 毫秒）、INP 第 75 百分位数 251 毫秒/)).toBeTruthy();
});

test("the guard's rollback for speed is announced as slower, not as failing more often", async () => {
  fakeServer(signedInRoutes('releaser'));
  renderConsole('/');
  await screen.findByRole('heading', { level: 1, name: 'Overview' });
  act(() => FakeEventSource.open()[0]!.emit('change', { entries: [speedAbort] }));
  expect((await screen.findByRole('alert')).textContent).toContain('the canary 2.1.0 of parts was slower than the active version; every visitor gets 2.0.0 again.');
});
