import { describe, expect, it } from 'vitest';
import { beforeDeadline } from './deadline';

describe('beforeDeadline', () => {
  it('settles with the work when it finishes in time', async () => {
    await expect(beforeDeadline(Promise.resolve(7), AbortSignal.timeout(1000), 'load')).resolves.toBe(7);
    await expect(beforeDeadline(Promise.reject(new Error('boom')), AbortSignal.timeout(1000), 'load')).rejects.toThrow('boom');
  });

  it('rejects with a DeadlineError when the work never settles', async () => {
    const started = Date.now();
    const never = new Promise<never>(() => {});
    await expect(beforeDeadline(never, AbortSignal.timeout(50), 'messages')).rejects.toMatchObject({ name: 'DeadlineError', message: 'messages ran past the page deadline' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('rejects at once when the deadline has already passed', async () => {
    await expect(beforeDeadline(Promise.resolve(1), AbortSignal.abort(), 'load')).rejects.toMatchObject({ name: 'DeadlineError' });
  });
});
