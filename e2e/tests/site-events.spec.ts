import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { activeVersion } from '../support/registry';
import { release } from '../support/release-tool';

// The browser reports' endpoint on the real site (the shell mounting the API), and the release tool
// reading what it stored. The shell's reporter is tested by the canary specs; these post by hand.

test('a beacon is counted and shows in release errors; malformed and oversized reports are refused', async ({ request, baseURL }) => {
  const version = activeVersion('content');
  const message = `e2e report ${randomBytes(4).toString('hex')}`;
  const event = { kind: 'error', remote: 'content', version, path: '/en/news?utm_source=e2e', locale: 'en', message };

  // navigator.sendBeacon(url, string) sends text/plain;charset=UTF-8, from the site's own origin.
  const beacon = await request.post('/api/site/events', {
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: baseURL!.replace(/\/$/, '') },
    data: JSON.stringify({ events: [{ ...event, kind: 'view', message: undefined }, event] }),
  });
  expect(beacon.status()).toBe(204);

  const malformed = await request.post('/api/site/events', { headers: { 'content-type': 'text/plain' }, data: JSON.stringify({ events: [{ ...event, remote: 'shell' }] }) });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({ code: 'REQ.INVALID', message: 'events.0.remote: must be one of products, parts, content, contact' });
  const oversized = await request.post('/api/site/events', { headers: { 'content-type': 'application/json' }, data: ' '.repeat(17 * 1024) });
  expect(oversized.status()).toBe(413);

  const listed = release('errors', 'content', '--version', version, '--json');
  expect(listed.status, listed.stderr).toBe(0);
  const { messages } = JSON.parse(listed.stdout) as { messages: { kind: string; message: string | null; count: number; paths: string[] }[] };
  expect(messages.filter((entry) => entry.message === message)).toEqual([{ version, kind: 'error', message, count: 1, paths: ['/en/news'] }]);
});
