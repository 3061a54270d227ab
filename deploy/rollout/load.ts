import { get as httpGet } from 'node:http';

/** What the load saw: every request counted, failures by kind, latencies. */
export interface LoadFigures {
  sent: number;
  connectionErrors: number;
  non2xx: number;
  p50: number;
  p99: number;
  perSecond: number;
  /** A few failures as they happened, to read in the log. */
  examples: string[];
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

/** One GET on a connection of its own: its status, or the connection's error. */
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent: false, headers: { 'accept-encoding': 'gzip' }, timeout: 10_000 }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', reject);
  });
}

/**
 * A steady load: `concurrency` visitors, each asking for the pages in turn as fast as answers come,
 * until `stop()`, which waits for the requests in flight. Each request opens its own connection to
 * the balancer: a balancer's reload closes its idle keep-alive connections, a race of the balancer's
 * own that browsers retry and this load must not count against the site. Between nginx and the
 * site instances the connections are kept alive, as in production.
 */
export function startLoad(origin: string, pages: string[], concurrency: number): { stop(): Promise<LoadFigures> } {
  const latencies: number[] = [];
  const examples: string[] = [];
  let connectionErrors = 0;
  let non2xx = 0;
  let running = true;
  const started = performance.now();
  const note = (example: string) => {
    if (examples.length < 5) examples.push(example);
  };
  async function visitor(offset: number): Promise<void> {
    for (let index = offset; running; index++) {
      const page = pages[index % pages.length]!;
      const sent = performance.now();
      try {
        const status = await get(origin + page);
        if (status < 200 || status > 299) {
          non2xx++;
          note(`${page} ${status}`);
        }
      } catch (error) {
        connectionErrors++;
        note(`${page} ${(error as Error).message}`);
      }
      latencies.push(performance.now() - sent);
    }
  }
  const visitors = Array.from({ length: concurrency }, (_, index) => visitor(index));
  return {
    async stop() {
      running = false;
      await Promise.all(visitors);
      const elapsed = (performance.now() - started) / 1000;
      const sorted = latencies.toSorted((a, b) => a - b);
      return { sent: latencies.length, connectionErrors, non2xx, p50: percentile(sorted, 50), p99: percentile(sorted, 99), perSecond: latencies.length / elapsed, examples };
    },
  };
}
