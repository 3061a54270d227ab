import { describe, expect, test } from 'vitest';
import { readPreview, signPreview } from '../src/serving/preview-token.js';

const secret = 'a-preview-secret-for-tests';
const now = Date.UTC(2026, 10, 25, 12);
const preview = { remote: 'parts' as const, version: '1.3.0-rc.1+b2', expiresAt: now + 2 * 3_600_000 };

describe('preview tokens', () => {
  test('a signed preview reads back as it was signed (to the second)', () => {
    const token = signPreview(preview, secret);
    expect(token).toMatch(/^parts~1\.3\.0-rc\.1\+b2~\d+~[\w-]{43}$/);
    expect(readPreview(token, secret, now)).toEqual({ ok: true, preview });
  });

  test('changing any part, or another secret, breaks the signature', () => {
    const token = signPreview(preview, secret);
    const [remote, version, expires, signature] = token.split('~') as [string, string, string, string];
    for (const forged of [
      ['content', version, expires, signature],
      [remote, '1.3.1', expires, signature],
      [remote, version, String(Number(expires) + 3600), signature],
      [remote, version, expires, signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')],
    ]) {
      expect(readPreview(forged.join('~'), secret, now)).toEqual({ ok: false, reason: 'bad signature' });
    }
    expect(readPreview(token, 'another-secret-of-length', now)).toEqual({ ok: false, reason: 'bad signature' });
  });

  test("the version's hashes go in the token, signed with the rest", () => {
    const integrity = { webEntry: `sha256-${Buffer.alloc(32, 7).toString('base64')}`, files: `sha256-${Buffer.alloc(32, 250).toString('base64')}` };
    const token = signPreview({ ...preview, integrity }, secret);
    expect(token).toMatch(/^parts~1\.3\.0-rc\.1\+b2~\d+~[\w-]{43}~[\w-]{43}~[\w-]{43}$/);
    expect(readPreview(token, secret, now)).toEqual({ ok: true, preview: { ...preview, integrity } });
    const parts = token.split('~');
    parts[4] = parts[3]!;
    expect(readPreview(parts.join('~'), secret, now)).toEqual({ ok: false, reason: 'bad signature' });
    expect(readPreview(token.split('~').filter((_, index) => index !== 4).join('~'), secret, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  test('an expired preview is refused', () => {
    const token = signPreview(preview, secret);
    expect(readPreview(token, secret, preview.expiresAt - 1000).ok).toBe(true);
    expect(readPreview(token, secret, preview.expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  test('anything else is malformed', () => {
    for (const token of ['', 'parts~1.3.0~123', 'robots~1.3.0~123~sig', 'parts~../x~123~sig', 'parts~1.3.0~soon~sig', 'parts~1.3.0~1~2~3']) {
      expect(readPreview(token, secret, now)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
