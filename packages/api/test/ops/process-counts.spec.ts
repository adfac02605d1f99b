import type { ProcessCounts } from '@cui/shared';
import { processesServe } from '../../src/health/process-counts';

const counts = (api: [number, number], worker: [number, number]): ProcessCounts => ({
  api: { running: api[0], expected: api[1] },
  worker: { running: worker[0], expected: worker[1] },
});

// Health of a server run as several processes: it serves while a worker process runs (or when its
// workers run elsewhere), whatever the count of API processes, since the one answering is running.
describe('the set of processes in health', () => {
  it('serves as one process, or with any worker process running', () => {
    expect(processesServe(null)).toBe(true);
    expect(processesServe(counts([2, 2], [1, 1]))).toBe(true);
    expect(processesServe(counts([1, 4], [1, 2]))).toBe(true);
    expect(processesServe(counts([2, 2], [0, 0]))).toBe(true);
  });

  it('does not serve while every worker process it starts is down', () => {
    expect(processesServe(counts([2, 2], [0, 1]))).toBe(false);
    expect(processesServe(counts([8, 8], [0, 3]))).toBe(false);
  });
});
