import { remoteNames } from '@site/federation';
import { describe, expect, it } from 'vitest';
import { cleanSiteEventMessage, parseSiteEventsReport } from './site-events-request.js';
import { siteEventKinds, siteEventLimits } from './site-events.js';

const vital = { name: 'LCP', value: 1234.5, remote: 'parts', version: '1.2.0-abc', page: 'part', path: '/en/parts/joint', locale: 'en' };
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

  it('takes vitals alone or beside events, each name up to its limit', () => {
    const vitals = [vital, { ...vital, name: 'INP', value: 0 }, { ...vital, name: 'CLS', value: 0.125, page: 'news-detail' }, { ...vital, value: 60_000 }, { ...vital, name: 'CLS', value: 10 }];
    expect(parseSiteEventsReport({ token: 't', vitals })).toEqual({ ok: true, value: { token: 't', vitals } });
    expect(parseSiteEventsReport({ events: [event], vitals: [vital] }).ok).toBe(true);
    // Nothing of one kind is fine when the other has items: at least one together.
    expect(parseSiteEventsReport({ events: [], vitals: [vital] }).ok).toBe(true);
    expect(parseSiteEventsReport({ events: [event], vitals: [] }).ok).toBe(true);
    expect(parseSiteEventsReport({ events: Array(10).fill(event), vitals: Array(10).fill(vital) }).ok).toBe(true);
    expect(parseSiteEventsReport({ vitals: [{ ...vital, path: '/en/parts/joint?utm=x#top' }] })).toEqual({ ok: true, value: { vitals: [vital] } });
  });

  it.each([
    ['vitals: must hold at least one vital', { vitals: [] }],
    ['body: must hold at least one event or vital', { events: [], vitals: [] }],
    ['vitals: must be a list of vitals', { vitals: {} }],
    ['vitals: must hold at most 20 vitals', { vitals: Array(21).fill(vital) }],
    ['body: must hold at most 20 events and vitals together', { events: Array(10).fill(event), vitals: Array(11).fill(vital) }],
    ['vitals.0.name: must be one of LCP, INP, CLS', { vitals: [{ ...vital, name: 'FID' }] }],
    ['vitals.0.name: is required', { vitals: [{ ...vital, name: undefined }] }],
    ['vitals.0.value: must be a number', { vitals: [{ ...vital, value: '12' }] }],
    ['vitals.0.value: must be a number', { vitals: [{ ...vital, value: null }] }],
    ['vitals.0.value: is required', { vitals: [{ ...vital, value: undefined }] }],
    ['vitals.0.value: must be at least 0', { vitals: [{ ...vital, value: -1 }] }],
    ['vitals.0.value: must be at most 60000 ms for LCP', { vitals: [{ ...vital, value: 60_000.5 }] }],
    ['vitals.1.value: must be at most 60000 ms for INP', { vitals: [vital, { ...vital, name: 'INP', value: 61_000 }] }],
    ['vitals.0.value: must be at most 10 for CLS', { vitals: [{ ...vital, name: 'CLS', value: 10.01 }] }],
    ['vitals.0.page: must be a page kind (lower-case letters, digits and -)', { vitals: [{ ...vital, page: 'Part' }] }],
    ['vitals.0.page: must be a page kind (lower-case letters, digits and -)', { vitals: [{ ...vital, page: '-part' }] }],
    ['vitals.0.page: must be a page kind (lower-case letters, digits and -)', { vitals: [{ ...vital, page: '' }] }],
    ['vitals.0.page: must be at most 40 characters', { vitals: [{ ...vital, page: 'p'.repeat(41) }] }],
    ['vitals.0.page: is required', { vitals: [{ ...vital, page: undefined }] }],
    ['vitals.0.remote: must be one of products, parts, content, contact', { vitals: [{ ...vital, remote: 'shell' }] }],
    ['vitals.0.version: must be a version name (letters, digits, . + - _)', { vitals: [{ ...vital, version: '../1' }] }],
    ['vitals.0.path: must start with /', { vitals: [{ ...vital, path: 'https://evil.example/x' }] }],
    ['vitals.0.locale: must be one of zh, en', { vitals: [{ ...vital, locale: 'fr' }] }],
    ['vitals.0.message: is not accepted', { vitals: [{ ...vital, message: 'slow' }] }],
  ])('refuses vitals with %s', (issue, body) => {
    expect(issuesOf(body)).toEqual([issue]);
  });

  it('takes no infinite or missing number as a vital (JSON has 1e999)', () => {
    expect(issuesOf(JSON.parse('{"vitals":[{"name":"LCP","value":1e999,"remote":"parts","version":"1","page":"part","path":"/","locale":"en"}]}'))).toEqual([
      'vitals.0.value: must be a number',
    ]);
    expect(issuesOf({ vitals: [{ ...vital, value: Number.NaN }] })).toEqual(['vitals.0.value: must be a number']);
  });

  it('counts characters, not UTF-16 units, in messages', () => {
    expect(parseSiteEventsReport({ events: [{ ...event, message: '😀'.repeat(300) }] }).ok).toBe(true);
  });
});
