import { Suspense } from 'react';
import { ApiBaseProvider, SiteProvider, type StyleCache } from '@site/design';
import { I18nextProvider, type I18n } from '@site/i18n';
import { App } from './app';
import { Document } from './document';
import { ShellContext, type ShellContextValue } from './shell-context';
import { ShellSiteInfo } from './shell-site-info';

/** The same tree on server and browser; only the router differs (passed in as `Router`). */
export function Root({
  shell,
  i18n,
  styleCache,
  router: Router,
}: {
  shell: ShellContextValue;
  i18n: I18n;
  /** The server render's antd style cache. */
  styleCache?: StyleCache;
  router: (props: { children: React.ReactNode }) => React.ReactNode;
}) {
  return (
    <Document state={shell.state}>
      <I18nextProvider i18n={i18n}>
        <SiteProvider styleCache={styleCache} styleNonce={shell.state.nonce.style} scriptNonce={shell.state.nonce.script}>
          <ShellSiteInfo origin={shell.state.origin} frame={shell.state.frame}>
            <ApiBaseProvider apiBase={shell.state.apiBase}>
              <ShellContext.Provider value={shell}>
                <Router>
                  <Suspense>
                    <App />
                  </Suspense>
                </Router>
              </ShellContext.Provider>
            </ApiBaseProvider>
          </ShellSiteInfo>
        </SiteProvider>
      </I18nextProvider>
    </Document>
  );
}
