import { Agent, request } from 'node:http';

/** What a load saw: answers by status, requests refused before any server took them, and failures of requests a server took. */
export interface LoadOutcome {
  statuses: Record<number, number>;
  /** Connections the server would not take (it had stopped listening): never accepted, so never failed. */
  refused: number;
  /** Requests sent on an open connection that got no answer (reset, hang-up) or a 5xx. */
  failed: string[];
}

/**
 * `connections` clients, each on a keep-alive connection of its own, asking for `url` one request
 * after another until `stop` is called (then it resolves), as a load balancer's traffic would.
 */
export function startLoad(url: string, connections: number): { stop: () => Promise<LoadOutcome> } {
  const outcome: LoadOutcome = { statuses: {}, refused: 0, failed: [] };
  let running = true;
  const client = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (running) {
      await new Promise<void>((done) => {
        const sent = request(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
          response.resume();
          response.on('end', () => {
            outcome.statuses[response.statusCode!] = (outcome.statuses[response.statusCode!] ?? 0) + 1;
            if (response.statusCode! >= 500) outcome.failed.push(`status ${response.statusCode}`);
            done();
          });
          response.on('error', (error) => {
            outcome.failed.push(`answer cut: ${error.message}`);
            done();
          });
        });
        sent.on('error', (error: NodeJS.ErrnoException) => {
          // A new connection refused, or reset before any answer: the server had stopped listening
          // (a connection still in the kernel's queue when the listener closes is reset, not
          // refused). One the server answered on before, reset now, is a request it dropped.
          if (error.code === 'ECONNREFUSED' || (!sent.reusedSocket && error.code === 'ECONNRESET')) {
            outcome.refused++;
            // Nothing listens any more: wait a little instead of spinning.
            setTimeout(done, 20);
          } else {
            outcome.failed.push(`${error.code ?? ''} ${error.message}`);
            done();
          }
        });
        sent.end();
      });
    }
    agent.destroy();
  };
  const clients = Array.from({ length: connections }, client);
  return {
    async stop() {
      running = false;
      await Promise.all(clients);
      return outcome;
    },
  };
}
