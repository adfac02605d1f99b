import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { promptAtom } from '../../src/features/generation/generation-atoms';
import { type GenerationApi, useGeneration } from '../../src/features/generation/use-generation';
import { htmlAtom, streamCodeAtom, streamHtmlAtom } from '../../src/features/page/page-atoms';
import { json, type RecordedRequest, route } from '../support/fake-fetch';
import { renderWithApp } from '../support/render';

const PAGE = '<!DOCTYPE html><html><body><h1>Bakery</h1></body></html>';

let generation: GenerationApi;
function Harness() {
  generation = useGeneration();
  return null;
}

/** A generation stream the test feeds chunk by chunk. */
function feedableStream() {
  let push: (text: string) => void = () => undefined;
  let id = 1;
  const handler = (request: RecordedRequest) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          const send = (event: string, data: unknown) => controller.enqueue(new TextEncoder().encode(`id: ${id++}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
          send('meta', { id: 'gen-1' });
          push = (text) => send('chunk', { text });
          request.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')), { once: true });
        },
      }),
      { headers: { 'Content-Type': 'text/event-stream' } },
    );
  return { handler, push: (text: string) => push(text) };
}

describe('preview while a follow-up streams', () => {
  it('keeps the current page until the new document has something in its body', async () => {
    const stream = feedableStream();
    route({ 'POST /api/ask-ai': stream.handler, 'POST /api/ask-ai/gen-1/cancel': () => json({ cancelled: true }) });
    const store = createStore();
    store.set(htmlAtom, PAGE);
    store.set(promptAtom, 'Make it pink');
    renderWithApp(<Harness />, { store });

    act(() => generation.send());
    stream.push('<!DOCTYPE html><html><head><title>Bakery</title><style>body{color:pink}</style></head><body>\n  ');
    // The editor shows the head as it streams; the preview has nothing to paint yet.
    await waitFor(() => expect(store.get(streamCodeAtom)).toContain('<title>Bakery</title>'));
    expect(store.get(streamHtmlAtom)).toBe('');
    expect(store.get(htmlAtom)).toBe(PAGE);

    stream.push('<header><h1>Pink bakery</h1></header>');
    await waitFor(() => expect(store.get(streamHtmlAtom)).toContain('Pink bakery'), { timeout: 3000 });

    act(() => generation.stop());
    expect(await screen.findByText('Generation stopped')).toBeInTheDocument();
  });
});
