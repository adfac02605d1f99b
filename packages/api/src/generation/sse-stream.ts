import { formatSseJson, formatSseRetry, IDEMPOTENT_REPLAYED_HEADER } from '@cui/shared';
import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Metrics } from '../metrics/metrics';
import type { AnyStreamEvents, StreamEvent } from './generation-bus';
import type { GenerationStream } from './generation-stream';

const HEARTBEAT_MS = 15_000;

/**
 * How long an EventSource waits before it reconnects a dropped stream. Its default (a few seconds,
 * by browser) is not ours to rely on, and every reconnect of every client lands on the API at once
 * after a restart: a stated pause spreads them no less than that.
 */
export const SSE_RETRY_MS = 3000;

/**
 * Takes over the reply for a Server-Sent Events stream: no compression, no proxy buffering, one
 * write (and so one flush) per event, a `retry` field first (it also flushes the headers), and a
 * comment heartbeat so idle proxies keep it open.
 */
export interface SseStream {
  /** Writes one event whose data is already JSON (as it comes from Redis). */
  sendRaw(id: number, event: string, json: string): void;
  send(event: StreamEvent<AnyStreamEvents>): void;
  end(): void;
}

export function openSse(reply: FastifyReply, onClose: () => void): SseStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.socket?.setNoDelay(true);
  raw.write(formatSseRetry(SSE_RETRY_MS));
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    onClose();
  };
  raw.on('close', close);
  const sendRaw = (id: number, event: string, json: string) => {
    if (!closed) raw.write(formatSseJson(id, event, json));
  };
  return {
    sendRaw,
    send: (event) => sendRaw(event.id, event.event, JSON.stringify(event.data)),
    end() {
      close();
      raw.end();
    },
  };
}

/**
 * The process's open SSE responses. A server shutting down ends them without a final event, and
 * closes their connections (a kept-alive one would hold the server open): the client resumes after
 * its Last-Event-ID on another instance, or on this one once it is back (decision 018).
 */
@Injectable()
export class SseStreams {
  private readonly streams = new Set<{ reply: FastifyReply; stream: SseStream }>();

  constructor(private readonly metrics: Metrics) {}

  /** Opens the reply as an SSE stream (`openSse`), listed until it closes. */
  open(reply: FastifyReply, onClose: () => void): SseStream {
    const entry = {
      reply,
      stream: openSse(reply, () => {
        this.streams.delete(entry);
        this.metrics.openStreams.dec();
        onClose();
      }),
    };
    this.streams.add(entry);
    this.metrics.openStreams.inc();
    return entry.stream;
  }

  /**
   * Answers with a stream (marked `Idempotent-Replayed` when a resend was given an earlier request's);
   * null, from a resume, is 204: the client has every event, which tells an EventSource to stop.
   */
  async answer(reply: FastifyReply, stream: (GenerationStream & { replayed?: boolean }) | null): Promise<void> {
    if (!stream) return void (await reply.code(204).send());
    if (stream.replayed) reply.raw.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return stream.pipe(this.open(reply, () => void stream.close()));
  }

  endAll(): void {
    for (const { reply, stream } of [...this.streams]) {
      const socket = reply.raw.socket;
      stream.end();
      socket?.end();
    }
  }
}

/** The last event a resuming client has, from `Last-Event-ID` or the `lastEventId` query (0: none). */
export function lastEventId(header: string | undefined, query: string | undefined): number {
  return Math.max(0, Number.parseInt(header ?? query ?? '0', 10) || 0);
}
