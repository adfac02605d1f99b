import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Server, ServerResponse } from 'node:http';
import { AddressInfo, Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streamChat } from '../../src/ai/llm-client';

export const frame = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
export const chunk = (content: string, finish: string | null = null) => frame({ choices: [{ index: 0, delta: { content }, finish_reason: finish }] });

export const port = (server: NetServer) => (server.address() as AddressInfo).port;

export const listening = async <T extends NetServer>(server: T): Promise<T> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};

/** One scripted provider: `answer` writes each response. `closed` resolves when the first response's connection is gone. */
export async function provider(answer: (res: ServerResponse) => void): Promise<{ url: string; closed: Promise<void>; server: Server }> {
  let onClosed!: () => void;
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  const server = createServer((req, res) => {
    req.resume();
    res.on('close', onClosed);
    answer(res);
  });
  await listening(server);
  return { url: `http://127.0.0.1:${port(server)}/v1`, closed, server };
}

/** Streams one completion, collecting the text of every `onText` call. */
export async function collect(
  url: string,
  opts: { signal?: AbortSignal; timeoutMs?: number; apiKey?: string } = {},
): Promise<{ text: string; pieces: string[]; finish: string | null }> {
  const pieces: string[] = [];
  const finish = await streamChat(
    { baseURL: url, apiKey: opts.apiKey ?? 'k', model: 'm', reasoning: false },
    [{ role: 'user', content: 'hi' }],
    { maxTokens: 100, temperature: 0, signal: opts.signal ?? new AbortController().signal, timeoutMs: opts.timeoutMs ?? 5000 },
    (piece) => pieces.push(piece),
  );
  return { text: pieces.join(''), pieces, finish };
}

/** A self-signed certificate for localhost and 127.0.0.1, made with the openssl CLI. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'cui-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-days', '1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lets pending I/O run: a few event-loop turns, no timers. */
export const turns = async (n = 10) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};
