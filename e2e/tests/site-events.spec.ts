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

  // navigator.sendBeacon(url, string) sends text/plain;charset=UTF-8, from the site's own origin,
  // with the page token of the versions the site served (here from the registry a navigation fetches).
  const { reportToken } = (await (await request.get('/registry.json')).json()) as { reportToken: string };
  const post = (body: unknown) =>
    request.post('/api/site/events', { headers: { 'content-type': 'text/plain;charset=UTF-8', origin: baseURL!.replace(/\/$/, '') }, data: JSON.stringify(body) });
  expect((await post({ token: reportToken, events: [{ ...event, kind: 'view', message: undefined }, event] })).status()).toBe(204);
  // Without a page token, or with a forged one, a report is answered the same and counted nowhere.
  const forged = { ...event, message: `${message} forged` };
  expect((await post({ events: [forged] })).status()).toBe(204);
  expect((await post({ token: `${reportToken.split('.')[0]}.forged`, events: [forged] })).status()).toBe(204);

  const malformed = await request.post('/api/site/events', { headers: { 'content-type': 'text/plain' }, data: JSON.stringify({ events: [{ ...event, remote: 'shell' }] }) });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({ code: 'REQ.INVALID', message: 'events.0.remote: must be one of products, parts, content, contact' });
  const oversized = await request.post('/api/site/events', { headers: { 'content-type': 'application/json' }, data: ' '.repeat(17 * 1024) });
  expect(oversized.status()).toBe(413);

  const listed = release('errors', 'content', '--version', version, '--json');
  expect(listed.status, listed.stderr).toBe(0);
  const { messages } = JSON.parse(listed.stdout) as { messages: { kind: string; message: string | null; count: number; paths: string[] }[] };
  expect(messages.filter((entry) => entry.message === message)).toEqual([{ version, kind: 'error', message, count: 1, paths: ['/en/news'] }]);
  expect(messages.filter((entry) => entry.message?.endsWith('forged'))).toEqual([]);
});
