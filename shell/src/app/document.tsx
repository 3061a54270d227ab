import type { ReactNode } from 'react';
import { localeMeta } from '@site/i18n';
import { tokenStyleSheet } from './token-styles';
import type { SiteState } from './site-state';

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the
 * browser. Titles and meta tags rendered by pages are hoisted into <head> by React. The page's
 * styles are written into <head> by the server render after React (render/page-styles.ts); React
 * leaves elements it did not render in <head> alone when it hydrates.
 */
export function Document({ state, children }: { state: SiteState; children: ReactNode }) {
  return (
    <html lang={localeMeta[state.locale].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* PNG icons (scripts/generate-icons.mjs): an SVG icon is laid out on the main thread as the page loads. */}
        <link rel="icon" href="/icon-96.png" type="image/png" sizes="96x96" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* No script preloads: they would share the connection with the first picture. The scripts are
            asked for once it is on screen (render/script-loader.ts). */}
        <style nonce={state.nonce.style}>{tokenStyleSheet}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}
