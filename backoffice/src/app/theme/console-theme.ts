import type { ThemeConfig } from 'antd';

/**
 * The console's colours as tokens, each at least 4.5:1 against the surface it is used on (WCAG AA):
 * antd's defaults for secondary text (#8c8c8c) and primary (#1677ff) are below that.
 */
export const consoleTokens = {
  colorPrimary: '#1f5fff',
  colorText: '#1f1f1f',
  colorTextMuted: '#646b78',
  colorError: '#d4263b',
  colorHeader: '#0b0d12',
  colorHeaderText: '#ffffff',
  colorHeaderTextMuted: '#c9cdd4',
  colorHeaderLink: '#8ab4ff',
  /** Solid tag backgrounds under white text. */
  colorTagActive: '#1f5fff',
  colorTagCanary: '#6b2fb3',
  colorTagPrevious: '#3d4350',
  colorTagFits: '#17692c',
  colorTagMisfit: '#b42318',
  colorTagUnknown: '#8a5300',
  /** The newsroom's and the lead desk's states (white text on each: 4.5:1 at least). */
  colorTagTeal: '#006d75',
  /** The chart's lines: the active version, the canary, and versions no longer live (told apart by dashes too). */
  colorChartActive: '#1f5fff',
  colorChartCanary: '#b42318',
  colorChartEnded: '#5f6b7a',
  colorChartGrid: '#e4e6ea',
  colorBody: '#f5f6f8',
} as const;

export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: consoleTokens.colorPrimary,
    colorLink: consoleTokens.colorPrimary,
    colorText: consoleTokens.colorText,
    colorTextSecondary: consoleTokens.colorTextMuted,
    colorTextDescription: consoleTokens.colorTextMuted,
    colorTextTertiary: consoleTokens.colorTextMuted,
    colorTextPlaceholder: consoleTokens.colorTextMuted,
    colorError: consoleTokens.colorError,
    borderRadius: 6,
    fontSizeHeading1: 28,
    fontSizeHeading2: 20,
  },
  components: {
    Layout: { headerBg: consoleTokens.colorHeader, headerPadding: '0 24px', bodyBg: consoleTokens.colorBody },
    // An empty table says so in its placeholder, which antd writes in the disabled colour (1.8:1).
    Table: { colorTextDisabled: consoleTokens.colorTextMuted },
  },
};
