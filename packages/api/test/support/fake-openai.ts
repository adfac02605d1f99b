import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface Piece {
  text?: string;
  finish?: 'stop' | 'length';
  /** Wait for this before sending the piece (tests release it; no timers). */
  gate?: Promise<void>;
}

export interface Script {
  /** Answer with this HTTP error instead of a stream. */
  status?: number;
  pieces?: Piece[];
  /** Cut the connection after this many pieces (an error mid-stream). */
  dropAfter?: number;
  /** Write the SSE bytes in slices of this size: splits lines, tags and UTF-8 sequences. */
  byteSlice?: number;
}

/** An OpenAI-compatible Chat Completions server on loopback that plays scripted streams. */
export class FakeOpenAI {
  readonly requests: Array<{ model: string; messages: Array<{ role: string; content: unknown }>; max_tokens?: number }> = [];
  /** The Authorization header of each chat request, in order. */
  readonly authorizations: string[] = [];
  /** Requests whose client went away before the scripted stream ended (an aborted upstream call). */
  abandoned = 0;
  private scripts: Script[] = [];
  /** Answers a request itself when it returns a script (requests served side by side arrive in any order); else the queue does. */
  responder?: (body: { messages: Array<{ role: string; content: unknown }> }) => Script | undefined;
  private server!: Server;
  url = '';
  /** The server's origin (an Ollama base URL: `/api/tags` and `/v1/…` under it). */
  origin = '';
  /** What `GET /api/tags` (Ollama) lists. */
  tags: Array<{ name: string; details?: { parameter_size?: string; families?: string[] } }> = [];
  /** What `GET /v1/models` (OpenAI) lists: ids, or whole entries (OpenRouter's carry `name` and `architecture`). */
  modelIds: Array<string | Record<string, unknown>> = [];
  /** Set: the model listings answer this status instead. */
  listStatus?: number;
  /** Model listings asked for. */
  listings = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.url = `${this.origin}/v1`;
  }

  /** Queues the answers to the next requests, in order. */
  play(...scripts: Script[]): void {
    this.scripts.push(...scripts);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'GET') return this.list(req, res);
    let body = '';
    for await (const chunk of req) body += chunk;
    const parsed = JSON.parse(body);
    this.requests.push(parsed);
    this.authorizations.push(req.headers.authorization ?? '');
    const script = this.responder?.(parsed) ?? this.scripts.shift() ?? { pieces: [{ text: '<!DOCTYPE html><html><body>default</body></html>', finish: 'stop' }] };
    if (script.status) {
      res.writeHead(script.status, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ error: { message: `scripted ${script.status}`, type: 'rate_limit_exceeded' } }));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let dropped = false;
    res.on('close', () => {
      if (!res.writableFinished && !dropped) this.abandoned++;
    });
    const pieces = script.pieces ?? [];
    for (let i = 0; i < pieces.length; i++) {
      if (script.dropAfter !== undefined && i >= script.dropAfter) {
        dropped = true;
        return void res.destroy();
      }
      const piece = pieces[i];
      if (piece.gate) await piece.gate;
      const frame = `data: ${JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'fake',
        choices: [{ index: 0, delta: piece.text !== undefined ? { content: piece.text } : {}, finish_reason: piece.finish ?? null }],
      })}\n\n`;
      await this.write(res, Buffer.from(frame, 'utf8'), script.byteSlice);
    }
    await this.write(res, Buffer.from('data: [DONE]\n\n'), script.byteSlice);
    res.end();
  }

  /** The model listings: Ollama's `/api/tags` and OpenAI's `/v1/models`. */
  private list(req: IncomingMessage, res: ServerResponse): void {
    this.listings++;
    const path = (req.url ?? '').split('?')[0];
    const body = path === '/api/tags' ? { models: this.tags } : path === '/v1/models' ? { object: 'list', data: this.modelIds.map((m) => (typeof m === 'string' ? { id: m, object: 'model' } : m)) } : null;
    const status = body ? (this.listStatus ?? 200) : 404;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? body : { error: 'scripted' }));
  }

  private async write(res: ServerResponse, bytes: Buffer, slice?: number): Promise<void> {
    if (!slice) {
      res.write(bytes);
      // Let the bytes leave before anything else happens (e.g. a scripted connection drop).
      return new Promise((resolve) => setImmediate(resolve));
    }
    for (let i = 0; i < bytes.length; i += slice) {
      res.write(bytes.subarray(i, i + slice));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** A promise with its resolver, to hold a scripted piece until the test lets it go. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Splits text into pieces of `size` characters. */
export function pieces(text: string, size: number, finish: 'stop' | 'length' = 'stop'): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < text.length; i += size) out.push({ text: text.slice(i, i + size) });
  out.push({ finish });
  return out;
}
