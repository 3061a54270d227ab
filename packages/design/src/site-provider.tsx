import { createContext, useContext, type ReactNode } from 'react';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';

export type StyleCache = ReturnType<typeof createCache>;
export { createCache as createStyleCache, extractStyle };

/**
 * The page-wide provider: antd's style cache, created per request on the server so its styles
 * are written into <head> (first paint styled). antd's ConfigProvider and App come with the
 * components, in `AntdScope` from '@site/design/antd', so pages without antd don't carry them.
 */
export function SiteProvider({ styleCache, styleNonce = '', children }: { styleCache: StyleCache; styleNonce?: string; children: ReactNode }) {
  return (
    <StyleNonceContext.Provider value={styleNonce}>
      <StyleProvider cache={styleCache}>{children}</StyleProvider>
    </StyleNonceContext.Provider>
  );
}

/** The page's Content-Security-Policy nonce for <style> elements ('' without one). */
const StyleNonceContext = createContext('');

/** The nonce that <style> elements written at run time (antd's css-in-js) must carry. */
export function useStyleNonce(): string {
  return useContext(StyleNonceContext);
}
