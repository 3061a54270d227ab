import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createGzipTemplate, fillGzipTemplate } from './gzip-template';

describe('gzip template', () => {
  it('gives a valid gzip of the text with every placeholder replaced, for any values', () => {
    const text = `<html><script nonce="PH-S">1</script>${'<p>repeat</p>'.repeat(500)}<style nonce="PH-T"></style><i nonce="PH-S"></i></html>`;
    const template = createGzipTemplate(text, ['PH-S', 'PH-T']);
    for (const [script, style] of [['abc', 'def'], ['0123456789abcdef0123', 'x']]) {
      const stamped = text.replaceAll('PH-S', script!).replaceAll('PH-T', style!);
      const body = fillGzipTemplate(template, { 'PH-S': script!, 'PH-T': style! }, Buffer.from(stamped));
      expect(gunzipSync(body).toString()).toBe(stamped);
      expect(body.length).toBeLessThan(stamped.length / 5);
    }
  });

  it('works without placeholders and with a placeholder at either end', () => {
    for (const text of ['plain text', 'PH-Sstart and end PH-S', '']) {
      const template = createGzipTemplate(text, ['PH-S']);
      const stamped = text.replaceAll('PH-S', 'n');
      expect(gunzipSync(fillGzipTemplate(template, { 'PH-S': 'n' }, Buffer.from(stamped))).toString()).toBe(stamped);
    }
  });
});
