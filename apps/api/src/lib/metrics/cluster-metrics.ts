import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { metricsRegistry } from './registry';

const REQUEST = 'siao:metrics-request';
const RESPONSE = 'siao:metrics-response';

interface MetricsMessage {
  type?: string;
  id?: string;
  body?: string;
  error?: string;
}

/**
 * The text a scrape answers. A single process answers with its own registry; a cluster worker asks
 * the primary, which gathers every worker's registry (prom-client's AggregatorRegistry over IPC) and
 * merges them, so one scrape through any worker sees the whole server.
 */
export async function scrapeMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return metricsRegistry.metrics();
  const id = randomUUID();
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('o processo principal não respondeu')), 10_000);
    const onMessage = (message: MetricsMessage) => {
      if (message?.type !== RESPONSE || message.id !== id) return;
      finish(message.error ? new Error(message.error) : null, message.body ?? '');
    };
    function finish(error: Error | null, body = '') {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(body);
    }
    process.on('message', onMessage);
    process.send?.({ type: REQUEST, id });
  });
}

/** In each worker: answer the primary's requests for this process's registry. */
export function serveWorkerMetrics(): void {
  AggregatorRegistry.setRegistries([metricsRegistry]);
  new AggregatorRegistry(); // installs prom-client's worker-side IPC listener
}

/** In the primary: merge the workers' registries when one of them is scraped. */
export function servePrimaryMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: MetricsMessage) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (body) => worker.send({ type: RESPONSE, id: message.id, body }),
      (error: Error) => worker.send({ type: RESPONSE, id: message.id, error: error.message }),
    );
  });
}
