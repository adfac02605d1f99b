import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { FakeClock } from './support/fake-clock';
import { scrape } from './support/prometheus-text';
import { ServerProcess, startServerProcess } from './support/server-process';
import { last, readStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

interface LogLine {
  reqId?: string;
  msg?: string;
  context?: string;
}

/** The process's JSON log lines (anything else it printed is left out). */
const logLines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

// The API in this process (no workers) and the built worker entry point as its own process, as a
// deploy runs them: one request id follows a generation from one into the other.
describe('a request id from the API into the worker', () => {
  let t: TestApp;
  let worker: ServerProcess;

  beforeAll(async () => {
    // The worker's sweeper reads the system clock: rows stamped at a fake date long past would look stale to it.
    t = await startApp(isolatedEnv({ RUN_WORKERS: 'false', ADMIN_USER: 'ops', ADMIN_PASSWORD: 'metrics-password' }), new FakeClock(new Date()));
    worker = await startServerProcess('worker', t.env, { METRICS_PORT: '0', OFFLINE_STREAM_DELAY_MS: '0' });
  });
  afterAll(async () => {
    await worker?.terminate();
    await t.close();
    await dropIsolated(t.env);
  });

  it('logs the worker’s lines for a generation under the id the request came with, and counts it in the worker’s figures', async () => {
    const user = await t.app.get(UsersService).findOrCreateByEmail('trace@example.com', 'trace');
    const token = await t.app.get(TokensService).issue(user.id);
    const res = await readStream(`${t.url}/api/ask-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': 'trace-gen-7' },
      body: JSON.stringify({ prompt: 'A landing page for a bakery' }),
    });
    expect(last(res.events).event).toBe('done');
    const id = (res.events[0].data as { id: string }).id;

    await worker.waitFor(`Generation ${id} succeeded`);
    const traced = logLines(worker.output()).filter((line) => line.reqId === 'trace-gen-7');
    expect(traced).toEqual([expect.objectContaining({ msg: `Generation ${id} succeeded (cui-core, page)` })]);
    // Lines outside the job (start-up) carry no request id.
    expect(logLines(worker.output()).filter((line) => line.reqId === undefined).length).toBeGreaterThan(0);

    // The worker owns the commit and the timings; the API process the hold.
    const port = /Metrics at http:\/\/[^:]+:(\d+)\/metrics/.exec(worker.output())?.[1];
    const figures = await scrape(`http://127.0.0.1:${port}/metrics`);
    expect(figures.sum('cui_generations_total', { status: 'succeeded', model: 'cui-core', kind: 'page' })).toBe(1);
    expect(figures.sum('cui_credit_operations_total', { op: 'commit' })).toBe(1);
    expect(figures.sum('cui_generation_first_chunk_seconds_count')).toBe(1);
    expect(figures.sum('cui_generation_stream_seconds_count')).toBe(1);
    expect(figures.find('cui_queue_jobs')).toEqual([]);
    const api = await scrape(`${t.url}/metrics`, { authorization: `Basic ${Buffer.from('ops:metrics-password').toString('base64')}` });
    expect(api.sum('cui_credit_operations_total', { op: 'hold' })).toBe(1);
    expect(api.sum('cui_generations_total')).toBe(0);
  });
});
