import { formatSse } from '@cui/shared';
import { askAi, resumeAskAi, type StreamProgress } from '../src/features/generation/stream-client';
import { fakeFetch, headersOf, sseResponse } from './support/sse-responses';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const options = (impl: typeof fetch, progress: StreamProgress[] = []) => ({
  token: 'tok',
  signal: new AbortController().signal,
  fetchImpl: impl,
  retryDelayMs: 1,
  onProgress: (p: StreamProgress) => progress.push(p),
});

describe('askAi', () => {
  it('collects chunks and resolves with the done event', async () => {
    const { calls, impl } = fakeFetch([
      sseResponse([
        formatSse(1, 'meta', { id: 'g1' }),
        formatSse(2, 'chunk', { text: '<!DOCTYPE html>' }) + formatSse(3, 'chunk', { text: '<html>' }).slice(0, 10),
        formatSse(3, 'chunk', { text: '<html>' }).slice(10),
        formatSse(4, 'done', { html: '<html></html>', balance: 4 }),
      ]),
    ]);
    const progress: StreamProgress[] = [];
    const out = await askAi({ prompt: 'x' }, options(impl, progress));
    expect(out).toEqual({ html: '<html></html>', balance: 4, text: '<!DOCTYPE html><html>', id: 'g1' });
    expect(progress.map((p) => p.lastEventId)).toEqual(['1', '2', '3']);
    expect(calls[0].url).toBe('/api/ask-ai');
    expect((calls[0].init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('passes on the model’s message and the label of what an edit did', async () => {
    const { impl } = fakeFetch([
      sseResponse([formatSse(1, 'meta', { id: 'g9' }), formatSse(2, 'chunk', { text: '<section id="a"></section>' }), formatSse(3, 'done', { html: '<section id="a"></section>', balance: 3, message: 'Could not add a video.', label: 'Headline set to “Hi”' })]),
    ]);
    const out = await askAi({ prompt: 'x' }, options(impl));
    expect(out).toMatchObject({ message: 'Could not add a video.', label: 'Headline set to “Hi”' });
  });

  it('resumes after a dropped connection with Last-Event-ID, losing and repeating nothing', async () => {
    const { calls, impl } = fakeFetch([
      sseResponse([formatSse(1, 'meta', { id: 'g2' }), formatSse(2, 'chunk', { text: 'A' })], 'break'),
      // The server may resend the last event; it must not be applied twice.
      sseResponse([formatSse(2, 'chunk', { text: 'A' }), formatSse(3, 'chunk', { text: 'B' }), formatSse(4, 'done', { html: 'AB', balance: null })]),
    ]);
    const out = await askAi({ prompt: 'x' }, options(impl));
    expect(out.text).toBe('AB');
    expect(calls[1].url).toBe('/api/ask-ai/g2/events');
    expect((calls[1].init?.headers as Record<string, string>)['Last-Event-ID']).toBe('2');
  });

  it('resumes a stream the server ended without a final event (a restarting server), through a 503 while it closes', async () => {
    const { calls, impl } = fakeFetch([
      sseResponse([formatSse(1, 'meta', { id: 'g3' }), formatSse(2, 'chunk', { text: 'A' })], 'close'),
      new Response(JSON.stringify({ message: 'Service Unavailable' }), { status: 503, headers: { 'content-type': 'application/json' } }),
      sseResponse([formatSse(3, 'chunk', { text: 'B' }), formatSse(4, 'done', { html: 'AB', balance: null })]),
    ]);
    const out = await askAi({ prompt: 'x' }, options(impl));
    expect(out.text).toBe('AB');
    expect(calls.slice(1).map((c) => [c.url, (c.init?.headers as Record<string, string>)['Last-Event-ID']])).toEqual([
      ['/api/ask-ai/g3/events', '2'],
      ['/api/ask-ai/g3/events', '2'],
    ]);
  });

  it('throws the JSON error of a failed start with its status and data', async () => {
    const { impl } = fakeFetch([
      new Response(JSON.stringify({ message: 'Insufficient credits', required_credits: 1, current_balance: 0 }), {
        status: 402,
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    await expect(askAi({ prompt: 'x' }, options(impl))).rejects.toMatchObject({
      status: 402,
      message: 'Insufficient credits',
      data: { required_credits: 1, current_balance: 0 },
    });
  });

  it('turns an error event into an ApiError', async () => {
    const { impl } = fakeFetch([sseResponse([formatSse(1, 'meta', { id: 'g3' }), formatSse(2, 'error', { message: 'Upstream failed' })])]);
    await expect(askAi({ prompt: 'x' }, options(impl))).rejects.toMatchObject({ status: 500, message: 'Upstream failed' });
  });

  it('accepts a plain JSON {html} answer (section variant)', async () => {
    const { impl } = fakeFetch([new Response('{"html":"<section id=\\"a\\"></section>"}', { headers: { 'content-type': 'application/json' } })]);
    await expect(askAi({ prompt: 'x', html: '<section id="a"></section>' }, options(impl))).resolves.toMatchObject({
      html: '<section id="a"></section>',
    });
  });

  it('stops at a 204 to a reconnect after a dropped connection, with the text so far', async () => {
    const { calls, impl } = fakeFetch([sseResponse([formatSse(1, 'meta', { id: 'g6' }), formatSse(2, 'chunk', { text: 'A' })], 'break'), new Response(null, { status: 204 })]);
    const out = await askAi({ prompt: 'x' }, options(impl));
    expect(out).toEqual({ html: '', balance: null, text: 'A', id: 'g6' });
    expect(calls.map((c) => c.url)).toEqual(['/api/ask-ai', '/api/ask-ai/g6/events']);
  });

  it('sends an Idempotency-Key, a new one for each generation', async () => {
    const done = () => sseResponse([formatSse(0, 'meta', { id: 'g' }), formatSse(1, 'done', { html: 'A', balance: null })]);
    const { calls, impl } = fakeFetch([done(), done()]);
    await askAi({ prompt: 'x' }, options(impl));
    await askAi({ prompt: 'x' }, options(impl));
    const keys = calls.map((c) => headersOf(c)['Idempotency-Key']);
    expect(keys).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID)]);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends the POST again with the same key when the network fails it before the stream names itself', async () => {
    const { calls, impl } = fakeFetch([
      new TypeError('Failed to fetch'),
      sseResponse([': stream\n\n'], 'break'),
      // The server attached the resend to the generation the lost answers had started: it streams from the start.
      sseResponse([formatSse(0, 'meta', { id: 'g5' }), formatSse(1, 'chunk', { text: 'A' }), formatSse(2, 'done', { html: 'A', balance: 4 })]),
    ]);
    const out = await askAi({ prompt: 'x' }, options(impl));
    expect(out).toEqual({ html: 'A', balance: 4, text: 'A', id: 'g5' });
    expect(calls.map((c) => [c.url, c.init?.method, c.init?.body])).toEqual(calls.map(() => ['/api/ask-ai', 'POST', JSON.stringify({ prompt: 'x' })]));
    expect(new Set(calls.map((c) => headersOf(c)['Idempotency-Key'])).size).toBe(1);
  });

  it('gives up after its retries when the stream never names itself, and never resends a POST the server answered', async () => {
    const { calls, impl } = fakeFetch([sseResponse([': comment\n\n'], 'break'), new TypeError('Failed to fetch'), new TypeError('Failed to fetch')]);
    await expect(askAi({ prompt: 'x' }, { ...options(impl), maxRetries: 2 })).rejects.toMatchObject({ code: 'network_error', message: 'Could not reach the server. Check your connection and try again.' });
    expect(calls.map((c) => c.url)).toEqual(['/api/ask-ai', '/api/ask-ai', '/api/ask-ai']);
    const answered = fakeFetch([new Response('{"message":"The generation queue is unavailable. Please try again."}', { status: 503 })]);
    await expect(askAi({ prompt: 'x' }, options(answered.impl))).rejects.toMatchObject({ status: 503 });
    expect(answered.calls).toHaveLength(1);
  });
});

describe('resumeAskAi', () => {
  it('continues a persisted snapshot after a reload', async () => {
    const { calls, impl } = fakeFetch([sseResponse([formatSse(6, 'chunk', { text: 'C' }), formatSse(7, 'done', { html: 'ABC', balance: 3 })])]);
    const out = await resumeAskAi({ id: 'g4', lastEventId: '5', text: 'AB' }, options(impl));
    expect(out).toEqual({ html: 'ABC', balance: 3, text: 'ABC', id: 'g4' });
    expect((calls[0].init?.headers as Record<string, string>)['Last-Event-ID']).toBe('5');
  });

  it('takes a 204 to its resume as the end: what was streamed is all there is, and it asks no more', async () => {
    const { calls, impl } = fakeFetch([new Response(null, { status: 204 })]);
    const out = await resumeAskAi({ id: 'g5', lastEventId: '9', text: '<!DOCTYPE html><html></html>' }, options(impl));
    expect(out).toEqual({ html: '', balance: null, text: '<!DOCTYPE html><html></html>', id: 'g5' });
    expect(calls).toHaveLength(1);
  });

  it('reports a generation the server no longer knows', async () => {
    const { impl } = fakeFetch([new Response('{"message":"Generation not found"}', { status: 404 })]);
    await expect(resumeAskAi({ id: 'gone', lastEventId: '1', text: '' }, options(impl))).rejects.toMatchObject({ status: 404 });
  });
});
