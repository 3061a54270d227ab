import { createContext, useContext, type ReactNode } from 'react';
import type { createCache } from '@ant-design/cssinjs';

/** antd's style cache (create one per server render with `createStyleCache` from '@site/design/antd'). */
export type StyleCache = ReturnType<typeof createCache>;

interface SiteStyles {
  /** The page's Content-Security-Policy nonce for <style> elements ('' without one). */
  nonce: string;
  /** The nonce for the page's few inline <script> elements ('' without one). */
  scriptNonce: string;
  /** On the server, the request's antd style cache, so its styles are written into <head>. */
  cache?: StyleCache;
}

const SiteStylesContext = createContext<SiteStyles>({ nonce: '', scriptNonce: '' });

/**
 * The page-wide provider of what antd needs to style a page, without loading antd or its style
 * engine: both come with `AntdScope` from '@site/design/antd', which only pages (or dialogs)
 * rendering antd components load.
 */
export function SiteProvider({
  styleCache,
  styleNonce = '',
  scriptNonce = '',
  children,
}: {
  styleCache?: StyleCache;
  styleNonce?: string;
  scriptNonce?: string;
  children: ReactNode;
}) {
  return <SiteStylesContext.Provider value={{ nonce: styleNonce, scriptNonce, cache: styleCache }}>{children}</SiteStylesContext.Provider>;
}

/** The nonce that <style> elements written at run time (antd's css-in-js) must carry. */
export function useStyleNonce(): string {
  return useContext(SiteStylesContext).nonce;
}

/** The server render's antd style cache (undefined in the browser: antd uses its own). */
export function useStyleCache(): StyleCache | undefined {
  return useContext(SiteStylesContext).cache;
}

/** The Content-Security-Policy nonce an inline <script> of the server HTML must carry. */
export function useScriptNonce(): string {
  return useContext(SiteStylesContext).scriptNonce;
}
