import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createI18n, I18nextProvider, StaticRouter, type Locale } from '@site/i18n';
import { createStyleCache, SiteProvider } from './site-provider';
import { MediaBaseProvider } from './media';
import { SiteOriginProvider } from './page-meta';
import { ApiBaseProvider } from './api-base';
import { AntdScope } from './antd';

/**
 * Renders a component the way the shell does: real antd, real i18next with the given
 * messages, a router at `path`, the API at `apiBase` ('' = same origin). For component tests in
 * every workspace.
 */
export function renderWithSite(
  ui: ReactElement,
  { locale = 'zh', messages = {}, path = '/', apiBase = '' }: { locale?: Locale; messages?: Record<string, Record<string, unknown>>; path?: string; apiBase?: string } = {},
): RenderResult {
  const i18n = createI18n(locale, { [locale]: messages });
  return render(
    <I18nextProvider i18n={i18n}>
      <SiteProvider styleCache={createStyleCache()}>
        <SiteOriginProvider origin="https://site.example">
          <ApiBaseProvider apiBase={apiBase}>
            <MediaBaseProvider base="/media-test/">
              <StaticRouter location={path}>
                <AntdScope>{ui}</AntdScope>
              </StaticRouter>
            </MediaBaseProvider>
          </ApiBaseProvider>
        </SiteOriginProvider>
      </SiteProvider>
    </I18nextProvider>,
  );
}
