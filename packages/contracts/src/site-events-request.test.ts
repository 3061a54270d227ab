import { remoteNames } from '@site/federation';
import { describe, expect, it } from 'vitest';
import { cleanSiteEventMessage, parseSiteEventsReport } from './site-events-request.js';
import { siteEventKinds, siteEventLimits } from './site-events.js';

const event = { kind: 'error', remote: 'parts', version: '1.2.0-abc', path: '/en/parts/joint', locale: 'en', message: 'x is not a function' };

function issuesOf(body: unknown): string[] {
  const result = parseSiteEventsReport(body);
  if (result.ok) throw new Error('expected a refusal');
  return result.issues.map((issue) => `${issue.field}: ${issue.message}`);
}

describe('site events report parsing', () => {
  it('accepts every kind for every remote', () => {
    const events = siteEventKinds.flatMap((kind) => remoteNames.map((remote) => ({ ...event, kind, remote })));
    for (let start = 0; start < events.length; start += siteEventLimits.eventsPerReport) {
      expect(parseSiteEventsReport({ events: events.slice(start, start + siteEventLimits.eventsPerReport) }).ok).toBe(true);
    }
  });

  it('keeps the path without its query string or hash', () => {
    const result = parseSiteEventsReport({ events: [{ ...event, path: '/zh/news/3?utm=mail&phone=8613800138000#top' }] });
    expect(result).toEqual({ ok: true, value: { events: [{ ...event, path: '/zh/news/3' }] } });
  });

  it('keeps no message for a view and none that is empty', () => {
    const result = parseSiteEventsReport({ events: [{ ...event, kind: 'view' }, { ...event, message: '   ' }, { ...event, message: undefined }] });
    const { message: _message, ...bare } = event;
    expect(result).toEqual({ ok: true, value: { events: [{ ...bare, kind: 'view' }, bare, bare] } });
  });

  it('cleans messages: no query strings in URLs, no control characters', () => {
    expect(cleanSiteEventMessage(' Loading chunk 7 failed.\n(https://cdn.example.com/parts/1.0/web/7.js?token=s3cret#x) ')).toBe(
      'Loading chunk 7 failed. (https://cdn.example.com/parts/1.0/web/7.js)',
    );
    expect(cleanSiteEventMessage('fetch /api/website/news/list?language=zh failed')).toBe('fetch /api/website/news/list failed');
    expect(cleanSiteEventMessage('Why? Because.')).toBe('Why? Because.');
  });

  it.each([
    ['body: must be a JSON object with events', null],
    ['body: must be a JSON object with events', [event]],
    ['events: is required', {}],
    ['events: must be a list of events', { events: 'x' }],
    ['events: must hold at least one event', { events: [] }],
    ['events: must hold at most 20 events', { events: Array(21).fill(event) }],
    ['ip: is not accepted', { events: [event], ip: '1.2.3.4' }],
    ['events.0.userAgent: is not accepted', { events: [{ ...event, userAgent: 'x' }] }],
    ['events.0.kind: must be one of view, error, chunk, hydration, area-failed', { events: [{ ...event, kind: 'click' }] }],
    ['events.0.kind: is required', { events: [{ ...event, kind: undefined }] }],
    ['events.0.remote: must be one of products, parts, content, contact', { events: [{ ...event, remote: 'shell' }] }],
    ['events.0.version: must be a version name (letters, digits, . + - _)', { events: [{ ...event, version: '../1' }] }],
    ['events.0.version: must be a version name (letters, digits, . + - _)', { events: [{ ...event, version: '' }] }],
    ['events.0.version: must be at most 100 characters', { events: [{ ...event, version: 'v'.repeat(101) }] }],
    ['events.0.version: must be a version name', { events: [{ ...event, version: 1 }] }],
    ['events.0.path: must start with /', { events: [{ ...event, path: 'en/parts' }] }],
    ['events.0.path: must start with /', { events: [{ ...event, path: 'https://evil.example/x' }] }],
    ['events.0.path: must not contain spaces or control characters', { events: [{ ...event, path: '/a b' }] }],
    ['events.0.path: must be at most 300 characters', { events: [{ ...event, path: `/${'p'.repeat(300)}` }] }],
    ['events.0.locale: must be one of zh, en', { events: [{ ...event, locale: 'fr' }] }],
    ['events.1.message: must be at most 300 characters', { events: [event, { ...event, message: 'm'.repeat(301) }] }],
    ['events.0.message: must be text', { events: [{ ...event, message: 42 }] }],
  ])('refuses with %s', (issue, body) => {
    expect(issuesOf(body)).toEqual([issue]);
  });

  it('counts characters, not UTF-16 units, in messages', () => {
    expect(parseSiteEventsReport({ events: [{ ...event, message: '😀'.repeat(300) }] }).ok).toBe(true);
  });
});
