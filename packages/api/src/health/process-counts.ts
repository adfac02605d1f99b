import type { ProcessCounts } from '@cui/shared';
import { answerChildren, askPrimary } from '../common/cluster-ipc';

const TOPIC = 'processes';

/** In a child of `dist/start.js`: how many of each role's processes run, from the primary; null in a process of its own. */
export function clusterProcesses(timeoutMs: number): Promise<ProcessCounts> | null {
  return askPrimary<ProcessCounts>(TOPIC, timeoutMs);
}

/** In `dist/start.js`'s primary: answers its children with `counts()`. */
export function serveProcessCounts(counts: () => ProcessCounts): void {
  answerChildren(TOPIC, counts);
}

/**
 * Whether the set can serve: a server whose queue workers run in processes of their own generates
 * nothing while none of them runs (between a crash and the restart, or a restart loop).
 */
export function processesServe(processes: ProcessCounts | null): boolean {
  return !processes || processes.worker.expected === 0 || processes.worker.running > 0;
}
