import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ApiProvider } from './api/api-context';
import type { ConsoleApi } from './api/console-api-client';
import { consoleTheme } from './theme/console-theme';
import { useReducedMotion } from './theme/use-reduced-motion';

/** Without motion: dialogs, menus and messages appear at once, in place (antd's own animations off). */
const stillTheme = { ...consoleTheme, token: { ...consoleTheme.token, motion: false } };

function AntdInLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // A reader who asked their system for less motion gets none (WCAG 2.3.3).
  const still = useReducedMotion();
  return (
    // No space inserted between two Chinese characters ("登 录"): button names stay as the locale files write them.
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={still ? stillTheme : consoleTheme} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}

/** What every page needs: translations, the API client and antd in the chosen language. */
export function ConsoleProviders({ i18n, api, children }: { i18n: I18n; api: ConsoleApi; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApiProvider api={api}>
        <AntdInLanguage>{children}</AntdInLanguage>
      </ApiProvider>
    </I18nextProvider>
  );
}
