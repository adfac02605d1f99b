import { execFileSync } from 'node:child_process';
import { last, readStream } from '../support/sse-client';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { dropIsolated, isolatedEnv } from '../support/test-app';
import { until } from '../support/until';

/** The processes whose parent is `pid`. */
function children(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').map((l) => Number(l.trim())).filter(Boolean);
  } catch {
    return [];
  }
}

// `dist/start.js` (pnpm start, the image's command): API processes sharing the port and a process of
// queue workers, one log stream tagged by process, one scrape of every process's metrics, and a
// SIGTERM that drains them all.
describe('the default start on every core', () => {
  const env = isolatedEnv();
  let server: ServerProcess | undefined;
  afterEach(() => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  afterAll(() => dropIsolated(env));

  it('runs WEB_CONCURRENCY API processes and the workers apart, answers from them, and drains them all on SIGTERM', async () => {
    server = await startServerProcess('start', env, { WEB_CONCURRENCY: '2', WORKER_PROCESSES: '1', OFFLINE_STREAM_DELAY_MS: '0', ADMIN_USER: 'ops', ADMIN_PASSWORD: 'ops-secret' }, 'CUI worker is running');
    const pid = server.child.pid!;
    await until('both API processes', () => server!.output().split('CUI is running at').length - 1 === 2, 20_000);
    expect(server.output()).toContain('CUI starts 2 API processes and 1 worker process');
    expect(children(pid)).toHaveLength(3);

    // A generation: asked of an API process, run by the worker process, streamed back.
    const page = await readStream(`${server.url}/api/ask-ai`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'A page for a bakery' }) });
    expect(last(page.events).event).toBe('done');
    for (let i = 0; i < 6; i++) expect((await fetch(`${server.url}/api/live`)).status).toBe(200);
    // One scrape, whichever API process takes it, counts every process: the generation was settled
    // by the worker process, the requests served by both API processes.
    for (let i = 0; i < 3; i++) {
      const scrape = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Basic ${Buffer.from('ops:ops-secret').toString('base64')}` } })).text();
      expect(scrape).toMatch(/^cui_generations_total\{[^}]*status="succeeded"[^}]*\} 1$/m);
      const served = [...scrape.matchAll(/^cui_http_request_duration_seconds_count\{[^}]*route="\/api\/live"[^}]*\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(served).toBeGreaterThanOrEqual(6);
    }
    // One stream of logs, each line saying which process wrote it.
    await until('tagged lines from every process', () => ['"proc":"api-1"', '"proc":"api-2"', '"proc":"worker-1"'].every((tag) => server!.output().includes(tag)));

    const exit = await server.terminate();
    expect(exit.code).toBe(0);
    expect(children(pid)).toEqual([]);
  });

  it('is one process with the workers inside when WEB_CONCURRENCY is 1', async () => {
    server = await startServerProcess('start', env, { WEB_CONCURRENCY: '1', OFFLINE_STREAM_DELAY_MS: '0' });
    expect(children(server.child.pid!)).toEqual([]);
    const page = await readStream(`${server.url}/api/ask-ai`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'A page for a bakery' }) });
    expect(last(page.events).event).toBe('done');
    expect((await server.terminate()).code).toBe(0);
  });
});
