import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useLocale } from '@site/i18n';
import { useStyleCache, useStyleNonce } from './site-provider';
import { siteTheme, siteTokens } from './theme';

/**
 * The antd components the site uses, as a separate shared entry that a page loads only when it
 * renders one. Remotes import antd only from here, so antd ships once.
 * Today only the shell's language dialog and the products' promo dialog render antd. Result, Form,
 * Input, Select, Checkbox and useAntdApp stay exported while contact versions from before its
 * native form are in the remotes store: a rollback to one of them needs them from this shared entry.
 */
export { Button, Modal, Result, Form, Input, Select, Checkbox } from 'antd';
/** A server render's antd style cache and the <style> elements of what it collected. */
export { createCache as createStyleCache, extractStyle } from '@ant-design/cssinjs';

/** antd's App context: `const { message, modal } = useAntdApp();` inside an AntdScope. */
export const useAntdApp = App.useApp;

const antdLocales = { zh: zhCN, en: enUS } as const;

/**
 * Wraps every part of a page that renders antd components: the server render's style cache,
 * the site theme as tokens, antd's
 * locale following the site locale (zh_CN / en_US), and antd's App (message, modal and
 * notification hooks; toasts last 3 s, 16 px from the top).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const nonce = useStyleNonce();
  const cache = useStyleCache();
  const scope = (
    <ConfigProvider theme={siteTheme} locale={antdLocales[locale]} csp={nonce ? { nonce } : undefined}>
      <App message={{ duration: 3, top: siteTokens.toastOffset }}>{children}</App>
    </ConfigProvider>
  );
  // In the browser antd keeps its styles in its own default cache.
  return cache ? <StyleProvider cache={cache}>{scope}</StyleProvider> : scope;
}
