import { createContext, useContext, type ReactNode } from 'react';
import type { createCache } from '@ant-design/cssinjs';

/** antd's style cache (create one per server render with `createStyleCache` from '@site/design/antd'). */
export type StyleCache = ReturnType<typeof createCache>;

interface SiteStyles {
  /** The page's Content-Security-Policy nonce for <style> elements ('' without one). */
  nonce: string;
  /** On the server, the request's antd style cache, so its styles are written into <head>. */
  cache?: StyleCache;
}

const SiteStylesContext = createContext<SiteStyles>({ nonce: '' });

/**
 * The page-wide provider of what antd needs to style a page, without loading antd or its style
 * engine: both come with `AntdScope` from '@site/design/antd', which only pages (or dialogs)
 * rendering antd components load.
 */
export function SiteProvider({ styleCache, styleNonce = '', children }: { styleCache?: StyleCache; styleNonce?: string; children: ReactNode }) {
  return <SiteStylesContext.Provider value={{ nonce: styleNonce, cache: styleCache }}>{children}</SiteStylesContext.Provider>;
}

/** The nonce that <style> elements written at run time (antd's css-in-js) must carry. */
export function useStyleNonce(): string {
  return useContext(SiteStylesContext).nonce;
}

/** The server render's antd style cache (undefined in the browser: antd uses its own). */
export function useStyleCache(): StyleCache | undefined {
  return useContext(SiteStylesContext).cache;
}
