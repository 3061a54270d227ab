import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createI18n, I18nextProvider, StaticRouter, type Locale } from '@site/i18n';
import { SiteProvider } from './site-provider';
import { MediaBaseProvider } from './media';
import { SiteInfoProvider, type SiteInfo } from './site-info';
import { ApiBaseProvider } from './api-base';
import { AntdScope } from './antd';

/** The site the tests render in; `site` of `renderWithSite` overrides parts (a `trail` turns breadcrumbs on). */
export const testSite: SiteInfo = { origin: 'https://site.example', name: 'Test Robotics', legalName: 'Test Robotics Co., Ltd.', logo: '/logo.svg' };

/**
 * Renders a component the way the shell does: real antd, real i18next with the given
 * messages, a router at `path`, the API at `apiBase` ('' = same origin). For component tests in
 * every workspace.
 */
export function renderWithSite(
  ui: ReactElement,
  {
    locale = 'zh',
    messages = {},
    path = '/',
    apiBase = '',
    site,
  }: { locale?: Locale; messages?: Record<string, Record<string, unknown>>; path?: string; apiBase?: string; site?: Partial<SiteInfo> } = {},
): RenderResult {
  const i18n = createI18n(locale, { [locale]: messages });
  return render(
    <I18nextProvider i18n={i18n}>
      <SiteProvider>
        <SiteInfoProvider value={{ ...testSite, ...site }}>
          <ApiBaseProvider apiBase={apiBase}>
            <MediaBaseProvider base="/media-test/">
              <StaticRouter location={path}>
                <AntdScope>{ui}</AntdScope>
              </StaticRouter>
            </MediaBaseProvider>
          </ApiBaseProvider>
        </SiteInfoProvider>
      </SiteProvider>
    </I18nextProvider>,
  );
}

/** The schema.org objects a rendered page wrote: every application/ld+json script, parsed. */
export function structuredDataIn(container: ParentNode): ({ '@type': string } & Record<string, unknown>)[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as { '@type': string } & Record<string, unknown>);
}
