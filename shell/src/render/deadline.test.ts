import { describe, expect, it } from 'vitest';
import { beforeDeadline } from './deadline';

describe('beforeDeadline', () => {
  it('settles with the work when it finishes in time', async () => {
    await expect(beforeDeadline(Promise.resolve(7), AbortSignal.timeout(1000), 'load')).resolves.toBe(7);
    await expect(beforeDeadline(Promise.reject(new Error('boom')), AbortSignal.timeout(1000), 'load')).rejects.toThrow('boom');
  });

  it('rejects with a DeadlineError when the deadline passes and the work never settles', async () => {
    const deadline = new AbortController();
    const outcome = beforeDeadline(new Promise<never>(() => {}), deadline.signal, 'messages').then(
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
    expect(await outcome).toMatchObject({ name: 'DeadlineError', message: 'messages ran past the page deadline' });
  });

  it('rejects at once when the deadline has already passed', async () => {
    await expect(beforeDeadline(Promise.resolve(1), AbortSignal.abort(), 'load')).rejects.toMatchObject({ name: 'DeadlineError' });
  });
});
