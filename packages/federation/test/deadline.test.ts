import { describe, expect, it, vi } from 'vitest';
import { TimeoutError, withDeadline } from '../src/deadline.js';

describe('withDeadline', () => {
  it('settles with the work when it finishes in time', async () => {
    await expect(withDeadline(Promise.resolve(7), 1000)).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error('boom')), 1000)).rejects.toThrow('boom');
    await expect(withDeadline(Promise.resolve(7), AbortSignal.timeout(1000), 'load')).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error('boom')), AbortSignal.timeout(1000), 'load')).rejects.toThrow('boom');
  });

  it('rejects with a TimeoutError after `ms` when the work never settles, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    try {
      const outcome = withDeadline(new Promise<never>(() => {}), 1500).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1499);
      expect(vi.getTimerCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error).toMatchObject({ name: 'TimeoutError', message: 'timed out after 1500 ms' });
      await withDeadline(Promise.resolve(1), 1500, 'ping');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the label in its message', async () => {
    await expect(withDeadline(new Promise<never>(() => {}), 1, 'ping')).rejects.toMatchObject({ name: 'TimeoutError', message: 'ping: timed out after 1 ms' });
  });

  it('rejects in the turn the signal aborts when the work never settles', async () => {
    const deadline = new AbortController();
    const outcome = withDeadline(new Promise<never>(() => {}), deadline.signal, 'messages').then(
      () => 'resolved',
      (error: unknown) => error,
    );
    let settled = false;
    void outcome.then(() => (settled = true));
    // A turn of the event loop (every pending promise job runs first): still waiting for the deadline.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    // The deadline passes (in the render, AbortSignal.timeout aborts the signal): the wait ends in that same turn.
    deadline.abort();
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(true);
    expect(await outcome).toMatchObject({ name: 'TimeoutError', message: 'messages: past the deadline' });
  });

  it('rejects at once when the signal has already aborted', async () => {
    await expect(withDeadline(Promise.resolve(1), AbortSignal.abort(), 'load')).rejects.toBeInstanceOf(TimeoutError);
  });
});
