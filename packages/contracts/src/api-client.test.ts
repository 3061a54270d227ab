import { describe, expect, test, vi } from 'vitest';
import { ApiRequestError, requestApi } from './api-client.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = () => json(200, { code: 'SYS.0000', message: 'ok', data: { id: 1 } });

describe('requestApi', () => {
  test('returns the envelope of a SYS.0000 answer and sends JSON', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(ok());
    const envelope = await requestApi('/api/x', { method: 'POST', body: { a: 1 }, fetcher });
    expect(envelope).toEqual({ code: 'SYS.0000', message: 'ok', data: { id: 1 } });
    const [, init] = fetcher.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
  });

  test('never retries a POST, PUT, PATCH or DELETE, whatever the status', async () => {
    for (const status of [429, 500, 503]) {
      const fetcher = vi.fn<typeof fetch>().mockResolvedValue(json(status, { code: 'SMS.COOLDOWN', message: 'wait' }));
      await expect(requestApi('/api/x', { method: 'POST', body: {}, fetcher })).rejects.toMatchObject({ status, code: 'SMS.COOLDOWN', message: 'Request failed: wait' });
      expect(fetcher).toHaveBeenCalledTimes(1);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const fetcher = vi.fn<typeof fetch>().mockResolvedValue(json(503, {}));
      await expect(requestApi('/api/x', { method, fetcher })).rejects.toMatchObject({ status: 503 });
      expect(fetcher).toHaveBeenCalledTimes(1);
    }
    const network = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requestApi('/api/x', { method: 'POST', body: {}, fetcher: network })).rejects.toBeInstanceOf(ApiRequestError);
    expect(network).toHaveBeenCalledTimes(1);
  });

  test('retries a GET once on the listed statuses and on network failures', async () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      const fetcher = vi.fn<typeof fetch>().mockResolvedValueOnce(json(status, {})).mockResolvedValueOnce(ok());
      await expect(requestApi('/api/x', { fetcher })).resolves.toMatchObject({ code: 'SYS.0000' });
      expect(fetcher).toHaveBeenCalledTimes(2);
    }
    const twice = vi.fn<typeof fetch>().mockResolvedValue(json(503, { code: 'X', message: 'down' }));
    await expect(requestApi('/api/x', { fetcher: twice })).rejects.toMatchObject({ status: 503 });
    expect(twice).toHaveBeenCalledTimes(2);
    const network = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(ok());
    await expect(requestApi('/api/x', { fetcher: network })).resolves.toMatchObject({ code: 'SYS.0000' });
  });

  test('does not retry other error statuses; 400-599 and non-success codes are errors', async () => {
    const notFound = vi.fn<typeof fetch>().mockResolvedValue(json(404, { code: 'REQ.NOT_FOUND', message: 'missing' }));
    await expect(requestApi('/api/x', { fetcher: notFound })).rejects.toMatchObject({ status: 404, serverMessage: 'missing' });
    expect(notFound).toHaveBeenCalledTimes(1);
    const refused = vi.fn<typeof fetch>().mockResolvedValue(json(200, { code: 'SMS.CODE_WRONG', message: 'wrong code' }));
    await expect(requestApi('/api/x', { method: 'POST', fetcher: refused })).rejects.toMatchObject({ code: 'SMS.CODE_WRONG' });
    const notJson = vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(requestApi('/api/x', { method: 'POST', fetcher: notJson })).rejects.toMatchObject({ message: 'Request failed: HTTP 502', status: 502 });
  });

  test('a GET whose signal was aborted is not retried', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetcher = vi.fn<typeof fetch>().mockRejectedValue(new DOMException('This operation was aborted', 'AbortError'));
    await expect(requestApi('/api/x', { signal: controller.signal, fetcher })).rejects.toMatchObject({ serverMessage: 'This operation was aborted', status: undefined });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
