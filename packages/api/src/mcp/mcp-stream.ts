import type { AnyStreamEvents, StreamEvent } from '../generation/generation-bus';
import type { GenerationStream } from '../generation/generation-stream';

/** How a followed stream ended: its `done` data, or its `error`'s code and message. */
export type StreamEnd = { ok: true; data: Record<string, unknown> } | { ok: false; code: string; message: string };

/**
 * Follows a generation's or a designer turn's stream inside the process (the MCP tools' way of
 * running the same queued work a browser streams): `onEvent` sees each event; resolves at its end.
 */
export function followStream(stream: GenerationStream, onEvent: (event: string, data: Record<string, unknown>) => void): Promise<StreamEnd> {
  return new Promise((resolve, reject) => {
    let end: StreamEnd = { ok: false, code: 'generation_failed', message: 'The stream ended without an outcome.' };
    const handle = (event: string, data: Record<string, unknown>) => {
      if (event === 'done') end = { ok: true, data };
      else if (event === 'error') end = { ok: false, code: String(data.code ?? 'generation_failed'), message: String(data.message ?? '') };
      else onEvent(event, data);
    };
    stream
      .pipe({
        sendRaw: (_id, event, json) => handle(event, JSON.parse(json) as Record<string, unknown>),
        send: (e: StreamEvent<AnyStreamEvents>) => handle(e.event, e.data as Record<string, unknown>),
        end: () => {
          void stream.close();
          resolve(end);
        },
      })
      .catch(reject);
  });
}
