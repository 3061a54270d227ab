import type { PageStyle } from '@site/federation';

export type { PageStyle };

/** The <style> elements (or <link>s, for styles whose text is missing) of a page's styles. */
export function pageStyleTags(styles: readonly PageStyle[], nonce: string): string {
  return styles
    .map(({ href, chunkHref, css }) =>
      css === undefined
        ? `<link rel="stylesheet" href="${escapeAttribute(href)}"/>`
        : `<style nonce="${nonce}" data-href="${escapeAttribute(chunkHref)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .join('');
}

const texts = new Map<string, Promise<string>>();

/** A stylesheet's text, read once per URL and `build` (files of a build never change; a dev server serves each build's at the same URLs). */
export function stylesheetText(url: string, build = ''): Promise<string> {
  const key = `${url} ${build}`;
  let text = texts.get(key);
  if (!text) {
    text = fetch(url, { signal: AbortSignal.timeout(1000) }).then((response) =>
      response.ok ? response.text() : Promise.reject(new Error(`stylesheet ${response.status}: ${url}`)),
    );
    texts.set(key, text);
    text.catch(() => texts.delete(key));
  }
  return text;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
