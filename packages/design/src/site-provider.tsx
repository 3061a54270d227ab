import type { ReactNode } from 'react';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';

export type StyleCache = ReturnType<typeof createCache>;
export { createCache as createStyleCache, extractStyle };

/**
 * The page-wide provider: antd's style cache, created per request on the server so its styles
 * are written into <head> (first paint styled). antd's ConfigProvider and App come with the
 * components, in `AntdScope` from '@site/design/antd', so pages without antd don't carry them.
 */
export function SiteProvider({ styleCache, children }: { styleCache: StyleCache; children: ReactNode }) {
  return <StyleProvider cache={styleCache}>{children}</StyleProvider>;
}
