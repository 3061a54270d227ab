import { Suspense, useMemo, type ReactNode } from 'react';
import { ApiBaseProvider, SiteInfoProvider, SiteProvider, siteTokens, type SiteInfo, type StyleCache } from '@site/design';
import { BrowserRouter, createI18n, I18nextProvider, localeMeta, StaticRouter, useTranslation, type I18n, type Locale } from '@site/i18n';
import en from '../../locales/en/shell.json';
import zh from '../../locales/zh/shell.json';
import { App } from './app';
import { pageTrail, type SiteFrame } from './site-areas';
import { ShellContext, type ShellContextValue, type SiteState } from './site-state';

/**
 * The same tree on server and browser, around the shell's App: the HTML document, the page's
 * translations, styles, site facts and shell context, and the router (the server's at the
 * request's `location`, the browser's without one).
 */
export function Root({ shell, i18n, styleCache, location }: { shell: ShellContextValue; i18n: I18n; styleCache?: StyleCache; location?: string }) {
  const app = (
    <Suspense>
      <App />
    </Suspense>
  );
  return (
    <Document state={shell.state}>
      <I18nextProvider i18n={i18n}>
        <SiteProvider styleCache={styleCache} styleNonce={shell.state.nonce.style} scriptNonce={shell.state.nonce.script}>
          <ShellSiteInfo origin={shell.state.origin} frame={shell.state.frame}>
            <ApiBaseProvider apiBase={shell.state.apiBase}>
              <ShellContext.Provider value={shell}>{location === undefined ? <SiteRouter>{app}</SiteRouter> : <StaticRouter location={location}>{app}</StaticRouter>}</ShellContext.Provider>
            </ApiBaseProvider>
          </ShellSiteInfo>
        </SiteProvider>
      </I18nextProvider>
    </Document>
  );
}

/** The shell's own strings: header, footer, language dialog, error and area states. */
export const shellMessages: Record<Locale, Record<string, unknown>> = { zh, en };

/** The page's translations: the shell's and those of the area version it shows, in its one language. */
export function pageI18n(locale: Locale, areaMessages?: Record<string, Record<string, unknown>>): I18n {
  return createI18n(locale, { [locale]: { shell: shellMessages[locale], ...areaMessages } });
}

/**
 * The browser's router. A click's navigation renders at once, not as a transition: the page a
 * prefetch made ready shows in the click's own task (its top: BelowTheFold renders the rest as a
 * transition). In 5 ms slices, a busy phone painted the old page between them, and the new one came
 * later (hovered clicks at 4× CPU, p75: 114-132 -> 27-60 ms).
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

const toKebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The design tokens as CSS custom properties, so plain stylesheets use tokens too. */
export const tokenStyleSheet = `:root{${Object.entries(siteTokens)
  .map(([name, value]) => `--site-${toKebab(name)}:${typeof value === 'number' && !name.startsWith('zIndex') ? `${value}px` : value}`)
  .join(';')}}`;

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the
 * browser. Titles and meta tags rendered by pages are hoisted into <head> by React. The page's
 * styles are written into <head> by the server render after React (render/page-assets.ts); React
 * leaves elements it did not render in <head> alone when it hydrates.
 */
function Document({ state, children }: { state: SiteState; children: ReactNode }) {
  return (
    <html lang={localeMeta[state.locale].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* PNG icons (scripts/generate-icons.mjs): an SVG icon is laid out on the main thread as the page loads. */}
        <link rel="icon" href="/icon-96.png" type="image/png" sizes="96x96" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* No script preloads: they would share the connection with the first picture. The scripts are
            asked for once it is on screen (render/page-assets.ts). */}
        <style nonce={state.nonce.style}>{tokenStyleSheet}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}

/** The site's emblem, served by the shell at its origin (the tab icons are PNGs drawn from it). */
const siteLogoPath = '/favicon.svg';

/** Gives every page the site's origin, names and logo in the page's language, and its place in the navigation. */
function ShellSiteInfo({ origin, frame, children }: { origin: string; frame: SiteFrame; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const value = useMemo<SiteInfo>(
    () => ({
      origin,
      name: t('site.name'),
      legalName: t('company.name'),
      logo: siteLogoPath,
      trail: (path) => pageTrail(path, frame, (link) => link.label ?? t(link.labelKey ?? '')),
    }),
    [origin, frame, t],
  );
  return <SiteInfoProvider value={value}>{children}</SiteInfoProvider>;
}
