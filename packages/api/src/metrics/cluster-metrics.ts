import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * Metrics of every process `dist/start.js` runs, as one scrape (decision 064): whichever child a
 * scrape reaches asks the primary, which gathers every child's registry over the cluster's IPC
 * (prom-client's AggregatorRegistry: counters and histograms summed, per metric's aggregator).
 */

const ASK = 'cui:metrics-ask';
const ANSWER = 'cui:metrics-answer';
/** A scrape waits this long for the primary before it fails (Prometheus retries at its next interval). */
const SCRAPE_TIMEOUT_MS = 5000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  contentType?: string;
  body?: string;
  error?: string;
}

/** In a child of `dist/start.js`: this process's registry is the one the primary's gathering reads. */
export function joinClusterMetrics(registry: Registry): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  // prom-client answers the primary's requests once an AggregatorRegistry exists in the process.
  new AggregatorRegistry();
}

/** In a child of `dist/start.js`: every process's metrics, from the primary; null in a process of its own. */
export function clusterScrape(): Promise<{ contentType: string; body: string }> | null {
  if (!cluster.isWorker || !process.send) return null;
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: Answer) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      done();
      if (message.error !== undefined || message.body === undefined) reject(new Error(`The metrics of the other processes could not be gathered: ${message.error ?? 'no answer'}`));
      else resolve({ contentType: message.contentType ?? 'text/plain', body: message.body });
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('The metrics of the other processes could not be gathered in time.'));
    }, SCRAPE_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ type: ASK, id });
  });
}

/** In `dist/start.js`'s primary: answers its children's scrapes with every process's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (child, message: { type?: string; id?: string }) => {
    if (message?.type !== ASK || !message.id) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (child.isConnected()) child.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (body) => reply({ contentType: aggregator.contentType, body }),
      (err: unknown) => reply({ error: err instanceof Error ? err.message : String(err) }),
    );
  });
}
