import type { ReportCounts } from '@site/console-contract/releases';

/** Failures of every kind a browser reports: errors, failed chunks, hydration mismatches, the area's error block. */
export function failuresOf(counts: ReportCounts): number {
  return counts.error + counts.chunk + counts.hydration + counts['area-failed'];
}

/** Failures per view, null without views. */
export function failureRate(counts: ReportCounts): number | null {
  return counts.views === 0 ? null : failuresOf(counts) / counts.views;
}
