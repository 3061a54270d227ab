import { onCLS, onINP, onLCP, type MetricType } from 'web-vitals';
import type { VitalName } from '@site/federation/vitals';
import { reportedAreas, reportVital, type ReportedArea } from './area-reports';

/**
 * Measures the Core Web Vitals with Google's `web-vitals` and reports each about the area it
 * belongs to, for the canary guard to compare versions by the speed real browsers see:
 * - LCP: the loaded page's (soft navigations have none), reported once it is final;
 * - INP: each time a slower interaction makes it worse, about the area shown when it happened;
 * - CLS: when the page is hidden, about the area shown then.
 * Part of the shell's bundle (about 2 KB): its observers start with the page, and measuring asks
 * for nothing more over the network while the page loads.
 */
export function watchVitals(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const send = (about: ReportedArea | undefined) => (metric: MetricType) => about && reportVital(metric.name as VitalName, metric.value, about);
  onLCP((metric) => send(reportedAreas().first)(metric));
  onINP((metric) => send(reportedAreas().current)(metric), { reportAllChanges: true });
  onCLS((metric) => send(reportedAreas().current)(metric));
  // A marker for tests and monitoring: from now on an input finalizes the page's LCP.
  document.documentElement.dataset.vitals = 'watching';
}
