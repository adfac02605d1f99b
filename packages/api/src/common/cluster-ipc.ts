import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';

/**
 * Questions a child of `dist/start.js` asks its primary over the cluster's IPC channel, for what only
 * the primary sees: every process's metrics, which processes are running (decision 064).
 */

const ASK = 'cui:ask';
const READY = 'cui:ready';
const ANSWER = 'cui:answer';

interface Ask {
  type: typeof ASK;
  topic: string;
  id: string;
}

interface Answer {
  type: typeof ANSWER;
  id: string;
  value?: unknown;
  error?: string;
}

/**
 * A child `dist/start.js` forked (it names the role). Under another cluster primary (PM2's cluster
 * mode) nobody would answer: such a process counts as one of its own.
 */
const underStart = () => cluster.isWorker && !!process.send && !!process.env.CUI_ROLE;

/** In a child of `dist/start.js`: the primary's answer on `topic`; null in a process of its own. */
export function askPrimary<T>(topic: string, timeoutMs: number): Promise<T> | null {
  if (!underStart()) return null;
  const id = randomUUID();
  return new Promise<T>((resolve, reject) => {
    const onMessage = (message: Answer) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      done();
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.value as T);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`The server's main process did not answer (${topic}) in time.`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ type: ASK, topic, id } satisfies Ask);
  });
}

/** In `dist/start.js`'s primary: answers its children's questions on `topic`. */
export function answerChildren(topic: string, answer: () => unknown): void {
  cluster.on('message', (child, message: Partial<Ask>) => {
    const id = message?.id;
    if (message?.type !== ASK || message.topic !== topic || !id) return;
    const reply = (result: Omit<Answer, 'type' | 'id'>) => {
      if (child.isConnected()) child.send({ type: ANSWER, id, ...result } satisfies Answer);
    };
    Promise.resolve()
      .then(answer)
      .then(
        (value) => reply({ value }),
        (err: unknown) => reply({ error: err instanceof Error ? err.message : String(err) }),
      );
  });
}

/** In a child of `dist/start.js`: tells the primary this process is serving (a worker process, once its queues are consumed). */
export function announceReady(): void {
  if (underStart()) process.send!({ type: READY });
}

/** In `dist/start.js`'s primary: calls `ready` with each child that announces it is serving. */
export function onChildReady(ready: (child: Worker) => void): void {
  cluster.on('message', (child, message: { type?: string }) => {
    if (message?.type === READY) ready(child);
  });
}
