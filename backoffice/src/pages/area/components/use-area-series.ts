import { useEffect, useState } from 'react';
import type { AreaName, AreaSeries, SeriesRange } from '@site/console-contract/releases';
import { useApi } from '../../../app/api/api-context';
import { useLive } from '../../../app/live/live-feed';

const refreshMs = 5000;

/** The area's reports per minute: fetched again every 5 s while the page is visible, and on every live change. */
export function useAreaSeries(remote: AreaName, range: SeriesRange): { series: AreaSeries | null; failed: boolean } {
  const api = useApi();
  const { changes } = useLive();
  const [state, setState] = useState<{ series: AreaSeries | null; failed: boolean }>({ series: null, failed: false });

  useEffect(() => {
    let stopped = false;
    const load = () => {
      if (document.visibilityState === 'hidden') return;
      // Fetched by the page itself: not activity that keeps the session alive.
      api.inBackground(() => api.series(remote, range)).then(
        (series) => !stopped && setState({ series, failed: false }),
        () => !stopped && setState((shown) => ({ ...shown, failed: true })),
      );
    };
    load();
    const timer = setInterval(load, refreshMs);
    document.addEventListener('visibilitychange', load);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', load);
    };
  }, [api, remote, range, changes]);

  return state.series && (state.series.remote !== remote || state.series.range !== range) ? { series: null, failed: state.failed } : state;
}
