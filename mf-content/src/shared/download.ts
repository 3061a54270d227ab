/** Minimum time between two document downloads (spec: 1000 ms). */
export const downloadThrottleMs = 1000;

/**
 * Returns `run` limited to one call per `intervalMs`: the first call runs at once, calls within
 * the interval after it are dropped.
 */
export function throttle<Args extends unknown[]>(run: (...args: Args) => void, intervalMs: number, now: () => number = () => Date.now()): (...args: Args) => boolean {
  let last = -Infinity;
  return (...args) => {
    const time = now();
    if (time - last < intervalMs) return false;
    last = time;
    run(...args);
    return true;
  };
}

/** Starts a download through a temporary link that names the file after the document. */
export function downloadFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The site's document download: temporary link, at most once per second. */
export const downloadDocument = throttle(downloadFile, downloadThrottleMs);
