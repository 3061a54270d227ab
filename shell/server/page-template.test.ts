import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageTemplate, filledLength, fillGzipTemplate, fillPageTemplate } from './page-template';

const values = (entries: Record<string, string>) => Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, Buffer.from(value)]));

describe('page template', () => {
  it('gives the text, and a valid gzip of it, with every placeholder replaced, for any values', () => {
    const text = `<html><script nonce="PH-S">1</script>${'<p>重复 repeat</p>'.repeat(500)}<style nonce="PH-T"></style><i nonce="PH-S"></i></html>`;
    const template = createPageTemplate(text, ['PH-S', 'PH-T']);
    for (const [script, style] of [['abc', 'def'], ['0123456789abcdef0123', 'x']]) {
      const stamped = text.replaceAll('PH-S', script!).replaceAll('PH-T', style!);
      const filled = values({ 'PH-S': script!, 'PH-T': style! });
      expect(fillPageTemplate(template, filled).toString()).toBe(stamped);
      expect(filledLength(template, filled)).toBe(Buffer.byteLength(stamped));
      const body = fillGzipTemplate(template, filled);
      expect(gunzipSync(body).toString()).toBe(stamped);
      expect(body.length).toBeLessThan(Buffer.byteLength(stamped) / 5);
    }
  });

  it('works without placeholders and with a placeholder at either end', () => {
    for (const text of ['plain text', 'PH-Sstart and end PH-S', '']) {
      const template = createPageTemplate(text, ['PH-S']);
      const stamped = text.replaceAll('PH-S', 'n');
      expect(fillPageTemplate(template, values({ 'PH-S': 'n' })).toString()).toBe(stamped);
      expect(gunzipSync(fillGzipTemplate(template, values({ 'PH-S': 'n' }))).toString()).toBe(stamped);
    }
  });
});
