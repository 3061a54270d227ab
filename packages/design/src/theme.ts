import type { ThemeConfig } from 'antd';
import { fontStack } from './font-stack.mjs';

/** Site colours and sizes as tokens; remotes style through these, never raw values. */
export const siteTokens = {
  colorPrimary: '#1f5fff',
  colorHeader: '#000000',
  colorHeaderText: '#ffffff',
  colorGold: '#c9a063',
  colorGoldHover: '#b38a4d',
  /** Gold for text on light surfaces (the brand gold is too light there: 2.2:1); 4.9:1 on the muted surface. */
  colorGoldText: '#866531',
  colorSurfaceDark: '#0b0d12',
  colorSurfaceMuted: '#f5f6f8',
  /** Secondary text on light surfaces: at least 4.5:1 (WCAG AA) on white and on the muted surface. */
  colorTextMuted: '#646b78',
  /** Secondary text on the dark surface (7.7:1); dark bands set it as their `--site-color-text-muted`. */
  colorTextMutedOnDark: '#9ca3af',
  /** Body text on light surfaces. */
  colorText: '#1f1f1f',
  /** Light surfaces: form controls, dialogs, toasts. */
  colorSurface: '#ffffff',
  /** Outlines of form controls: at least 3:1 against the surface (WCAG 1.4.11). */
  colorControlBorder: '#8b919b',
  /** Error text and outlines: at least 4.5:1 against the surface. */
  colorError: '#d4263b',
  colorSuccess: '#1e8e3e',
  colorWarning: '#ad6800',
  /** The font stack (font-stack.mjs, shared with the media generators). */
  fontFamily: fontStack,
  headerHeight: 64,
  contentMaxWidth: 1200,
  breakpointSm: 640,
  breakpointMd: 768,
  breakpointLg: 1024,
  zIndexOverlay: 2000,
  toastOffset: 16,
  controlHeight: 40,
  controlRadius: 8,
} as const;

export const siteTheme: ThemeConfig = {
  token: {
    colorPrimary: siteTokens.colorPrimary,
    borderRadius: 6,
    fontFamily: siteTokens.fontFamily,
    zIndexPopupBase: siteTokens.zIndexOverlay,
  },
  components: {
    Layout: { headerBg: siteTokens.colorHeader, headerHeight: siteTokens.headerHeight },
  },
};
