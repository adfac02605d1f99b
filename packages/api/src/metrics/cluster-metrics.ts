import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { answerChildren, askPrimary } from '../common/cluster-ipc';

/**
 * Metrics of every process `dist/start.js` runs, as one scrape (decision 064): whichever child a
 * scrape reaches asks the primary, which gathers every child's registry over the cluster's IPC
 * (prom-client's AggregatorRegistry: counters and histograms summed, per metric's aggregator).
 */

const TOPIC = 'metrics';
/** A scrape waits this long for the primary before it fails (Prometheus retries at its next interval). */
const SCRAPE_TIMEOUT_MS = 5000;

interface Scrape {
  contentType: string;
  body: string;
}

/** In a child of `dist/start.js`: this process's registry is the one the primary's gathering reads. */
export function joinClusterMetrics(registry: Registry): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  // prom-client answers the primary's requests once an AggregatorRegistry exists in the process.
  new AggregatorRegistry();
}

/** In a child of `dist/start.js`: every process's metrics, from the primary; null in a process of its own. */
export function clusterScrape(): Promise<Scrape> | null {
  const asked = askPrimary<Scrape>(TOPIC, SCRAPE_TIMEOUT_MS);
  return (
    asked?.catch((err: Error) => {
      throw new Error(`The metrics of the other processes could not be gathered: ${err.message}`);
    }) ?? null
  );
}

/** In `dist/start.js`'s primary: answers its children's scrapes with every process's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  answerChildren(TOPIC, async (): Promise<Scrape> => ({ body: await aggregator.clusterMetrics(), contentType: aggregator.contentType }));
}
