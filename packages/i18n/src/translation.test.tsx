import { renderToString } from 'react-dom/server';
import { I18nextProvider, Trans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { useTranslation } from './translation';

function Greeting({ ns, k, count }: { ns: string | string[]; k: string; count?: number }) {
  const { t } = useTranslation(ns);
  return <p>{count === undefined ? t(k) : t(k, { count })}</p>;
}

const render = (i18n: ReturnType<typeof createI18n>, props: Parameters<typeof Greeting>[0]) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <Greeting {...props} />
    </I18nextProvider>,
  );

describe('useTranslation', () => {
  it('translates in the named namespace (the first of several) and reaches others by prefix', () => {
    const i18n = createI18n('en', { en: { shell: { hi: 'Hello' }, parts: { hi: 'Hi parts', items_one: '{{count}} item', items_other: '{{count}} items' } } });
    expect(render(i18n, { ns: 'shell', k: 'hi' })).toBe('<p>Hello</p>');
    expect(render(i18n, { ns: ['parts', 'shell'], k: 'hi' })).toBe('<p>Hi parts</p>');
    expect(render(i18n, { ns: 'parts', k: 'shell:hi' })).toBe('<p>Hello</p>');
    expect(render(i18n, { ns: 'parts', k: 'items', count: 2 })).toBe('<p>2 items</p>');
  });

  it('gives <Trans t={t}> its namespace', () => {
    const i18n = createI18n('en', { en: { shell: {}, contact: { notice: 'Read the <privacy>policy</privacy>.' } } });
    function Notice() {
      const { t } = useTranslation('contact');
      return <Trans t={t} i18nKey="notice" components={{ privacy: <a href="/privacy-en.html" /> }} />;
    }
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <Notice />
      </I18nextProvider>,
    );
    expect(html).toBe('Read the <a href="/privacy-en.html">policy</a>.');
  });

  it('answers a key whose bundle arrives later (a page loaded in the browser)', () => {
    const i18n = createI18n('en', { en: { shell: {} } });
    expect(render(i18n, { ns: 'news', k: 'title' })).toBe('<p>title</p>');
    i18n.addResourceBundle('en', 'news', { title: 'News' }, true, true);
    expect(render(i18n, { ns: 'news', k: 'title' })).toBe('<p>News</p>');
  });
});
