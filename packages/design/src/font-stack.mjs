// @ts-check
/**
 * The site's font stack, in plain JavaScript so the media generators' Node scripts label their
 * pictures in it too (they are drawn with the fonts installed where the scripts run).
 * The Chinese typeface leads: where it is installed (Linux, many Android phones) it also draws the
 * Latin text, and the browser finds it without asking the system for four missing families first
 * (on a phone's first layout those look-ups cost more than laying the page out). Elsewhere the
 * system's own fonts follow as before. Text uses two weights, 400 and 700, for the same reason
 * (font-weights.test.ts).
 */
export const fontStack = "'Noto Sans CJK SC', -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif";
