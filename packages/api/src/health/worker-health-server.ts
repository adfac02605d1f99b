import { createServer, Server } from 'node:http';
import { ServiceUnavailableError } from '../database/preflight';
import { LIVE, LIVE_PATH } from './probes';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * The worker's liveness endpoint: `GET /api/live` answers 200 whenever the event loop gets to it,
 * and nothing else is served. A kubelet HTTP probe costs the pod one request; an exec probe would
 * start a process (a node one: tens of MB and ~100 ms of CPU) every period, and a heartbeat file
 * needs a writable path and a clock comparison to say the same thing (decision 028).
 */
export async function startWorkerHealthServer(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const known = req.url === LIVE_PATH && (req.method === 'GET' || req.method === 'HEAD');
    res.writeHead(known ? 200 : 404, JSON_HEADERS).end(req.method === 'HEAD' ? undefined : JSON.stringify(known ? LIVE : { code: 'not_found', message: 'Not found' }));
  });
  server.headersTimeout = 5000;
  server.requestTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new ServiceUnavailableError(`WORKER_HEALTH_PORT ${port} is already in use. Stop what is using it, or set another port.`) : err),
    );
    server.listen(port, host, resolve);
  });
  // Never what keeps the process running: shutdown ends with the queue workers, not with this.
  server.unref();
  return server;
}
