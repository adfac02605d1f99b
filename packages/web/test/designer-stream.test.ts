import { formatSse, type DesignerEvent } from '@cui/shared';
import { resumeStitchChat, stitchChat } from '../src/features/stitch/api/stitch-stream';
import { fakeFetch, headersOf, sseResponse } from './support/sse-responses';

const body = { message: 'pets', project_uuid: '6f1c2a4e-9a1b-4c1d-8e2f-0a1b2c3d4e5f' };

describe('stitchChat', () => {
  it('posts the message with the bearer and hands over each typed event until done', async () => {
    const { calls, impl } = fakeFetch([
      sseResponse([
        formatSse(1, 'meta', { id: 's1' }),
        formatSse(2, 'start', { message: 'ok', screenList: ['Home'] }),
        formatSse(3, 'tool_call', { action: 'create_screen', args: { name: 'Home', description: 'h' } }),
        formatSse(4, 'tool_call', { action: 'paint', args: { name: 'Home' } }),
        formatSse(5, 'data', { screen: { name: 'Home', description: 'h', htmlCode: '<p/>', status: 'completed' } }),
        formatSse(6, 'message', { message: 'Done' }),
        formatSse(7, 'done', { balance: 3 }),
      ]),
    ]);
    const events: DesignerEvent[] = [];
    const ids: string[] = [];
    const out = await stitchChat(body, { token: 'tok', signal: new AbortController().signal, fetchImpl: impl, onEvent: (e) => events.push(e), onId: (id) => ids.push(id) });
    expect(out).toEqual({ balance: 3 });
    expect(ids).toEqual(['s1']);
    expect(events).toEqual([
      { id: 2, event: 'start', data: { message: 'ok', screenList: ['Home'] } },
      { id: 3, event: 'tool_call', data: { action: 'create_screen', args: { name: 'Home', description: 'h' } } },
      { id: 5, event: 'data', data: { screen: { name: 'Home', description: 'h', htmlCode: '<p/>', status: 'completed' } } },
      { id: 6, event: 'message', data: { message: 'Done' } },
    ]);
    expect(calls[0].url).toBe('/api/stitch-chat');
    expect((calls[0].init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(JSON.parse(calls[0].init?.body as string)).toEqual(body);
  });

  it('resumes a dropped stream from its events URL with Last-Event-ID, applying nothing twice', async () => {
    const { calls, impl } = fakeFetch([
      sseResponse([formatSse(1, 'meta', { id: 's2' }), formatSse(2, 'start', { message: '', screenList: ['A'] })], 'break'),
      sseResponse([formatSse(2, 'start', { message: '', screenList: ['A'] }), formatSse(3, 'message', { message: 'hi' }), formatSse(4, 'done', { balance: null })]),
    ]);
    const events: DesignerEvent[] = [];
    await stitchChat(body, { token: 'tok', signal: new AbortController().signal, fetchImpl: impl, retryDelayMs: 1, onEvent: (e) => events.push(e) });
    expect(calls[1].url).toBe('/api/stitch-chat/s2/events');
    expect((calls[1].init?.headers as Record<string, string>)['Last-Event-ID']).toBe('2');
    expect(events.map((e) => e.event)).toEqual(['start', 'message']);
  });

  it('ends a turn whose resume is answered 204, asking no more', async () => {
    const { calls, impl } = fakeFetch([sseResponse([formatSse(1, 'meta', { id: 's4' }), formatSse(2, 'message', { message: 'hi' })], 'break'), new Response(null, { status: 204 })]);
    const events: DesignerEvent[] = [];
    const out = await stitchChat(body, { token: 'tok', signal: new AbortController().signal, fetchImpl: impl, retryDelayMs: 1, onEvent: (e) => events.push(e) });
    expect(out).toEqual({ balance: null });
    expect(events.map((e) => e.event)).toEqual(['message']);
    expect(calls.map((c) => c.url)).toEqual(['/api/stitch-chat', '/api/stitch-chat/s4/events']);
    const resumed = fakeFetch([new Response(null, { status: 204 })]);
    await expect(resumeStitchChat('s5', { token: 'tok', signal: new AbortController().signal, fetchImpl: resumed.impl, onEvent: () => undefined })).resolves.toEqual({ balance: null });
  });

  it('sends the message again with the same Idempotency-Key when the network fails it before the turn is named', async () => {
    const { calls, impl } = fakeFetch([
      new TypeError('Failed to fetch'),
      sseResponse([formatSse(0, 'meta', { id: 's4' }), formatSse(1, 'message', { message: 'hi' }), formatSse(2, 'done', { balance: 4 })]),
    ]);
    const events: DesignerEvent[] = [];
    const out = await stitchChat(body, { token: 'tok', signal: new AbortController().signal, fetchImpl: impl, retryDelayMs: 1, onEvent: (e) => events.push(e) });
    expect(out).toEqual({ balance: 4 });
    expect(events.map((e) => e.event)).toEqual(['message']);
    expect(calls.map((c) => c.url)).toEqual(['/api/stitch-chat', '/api/stitch-chat']);
    const [first, again] = calls.map((c) => headersOf(c)['Idempotency-Key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(again).toBe(first);
  });

  it('turns an out-of-credits error event into a 402 with the balance', async () => {
    const { impl } = fakeFetch([sseResponse([formatSse(1, 'meta', { id: 's3' }), formatSse(2, 'error', { code: 'insufficient_credits', message: 'Insufficient credits', required_credits: 1, current_balance: 0 })])]);
    await expect(stitchChat(body, { token: 'tok', signal: new AbortController().signal, fetchImpl: impl, onEvent: () => undefined })).rejects.toMatchObject({
      status: 402,
      data: { required_credits: 1, current_balance: 0 },
    });
  });
});
