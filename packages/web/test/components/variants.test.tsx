import { screen, waitFor, within } from '@testing-library/react';
import { useGeneration } from '../../src/features/generation/use-generation';
import { designModels, variantSetAtom } from '../../src/features/generation/variants/variants-atoms';
import { VariantsGrid } from '../../src/features/generation/variants/variants-grid';
import { ControlBar } from '../../src/features/generator/control-bar';
import { htmlAtom, versionsAtom } from '../../src/features/page/page-atoms';
import { json, openStream, type RecordedRequest, requestsTo, route } from '../support/fake-fetch';
import { renderWithApp } from '../support/render';

/** The composer and the designs' grid, wired to the real generation hook as the generator screen wires them. */
function Workspace() {
  const generation = useGeneration();
  return (
    <>
      <VariantsGrid generation={generation} />
      <ControlBar generation={generation} variant="workspace" onRefreshPreview={() => undefined} />
    </>
  );
}

const page = (name: string) => `<!DOCTYPE html><html><head><title>${name}</title></head><body><h1>${name}</h1></body></html>`;
const sse = (events: Array<{ event: string; data: unknown; id: number }>) => events.map(({ event, data, id }) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
const stream = (text: string) => new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });
const finished = (id: string, html: string) =>
  stream(
    sse([
      { event: 'meta', data: { id }, id: 0 },
      { event: 'chunk', data: { text: html }, id: 1 },
      { event: 'done', data: { html, balance: 2 }, id: 2 },
    ]),
  );
const failed = (id: string) =>
  stream(
    sse([
      { event: 'meta', data: { id }, id: 0 },
      { event: 'error', data: { code: 'generation_failed', message: 'The AI provider failed.' }, id: 1 },
    ]),
  );
const variantOf = (r: RecordedRequest) => (r.body as { variant?: { index: number; of: number } }).variant;

beforeEach(() => {
  window.sessionStorage.clear();
  route({ 'GET /api/models': () => json([{ value: 'cui-core', label: 'CUI Core (offline)', supportsImage: false, available: true }]) });
});

const promptBox = () => screen.getByRole('textbox', { name: 'Describe your page' });

async function askForDesigns(user: ReturnType<typeof renderWithApp>['user'], count: number, prompt: string) {
  await user.click(screen.getByTestId('variants-picker'));
  await user.click(screen.getByTestId(`variants-option-${count}`));
  await user.type(promptBox(), prompt);
  await user.keyboard('{Enter}');
}

describe('variants: designs of a new page side by side', () => {
  it('asks for each design as its own generation, shows each as it ends, and the chosen one becomes V1 with the others in the versions', async () => {
    route({
      'POST /api/ask-ai': (r) => {
        const index = variantOf(r)?.index;
        return index === 2 ? failed('gen-2') : finished(`gen-${index}`, page(`Design ${index}`));
      },
    });
    const { user, store } = renderWithApp(<Workspace />);
    await askForDesigns(user, 3, 'A bakery page');

    const tiles = await screen.findAllByTestId('variant-tile');
    expect(tiles).toHaveLength(3);
    await waitFor(() => expect(tiles.map((tile) => tile.getAttribute('data-status'))).toEqual(['done', 'failed', 'done']));
    expect(within(tiles[1]).getByTestId('variant-error')).toHaveTextContent('The AI provider failed. Its credit was returned.');
    const sent = requestsTo('POST /api/ask-ai');
    expect(sent.map(variantOf)).toEqual([
      { index: 1, of: 3 },
      { index: 2, of: 3 },
      { index: 3, of: 3 },
    ]);
    for (const request of sent) expect(request.body).toMatchObject({ prompt: 'A bakery page', model: 'cui-core' });
    // Every design is its own request, with its own Idempotency-Key.
    expect(new Set(sent.map((r) => r.headers['Idempotency-Key'])).size).toBe(3);
    // The page is untouched until a design is chosen; a prompt meanwhile asks to choose first.
    expect(store.get(htmlAtom)).toBe('');

    await user.click(within(tiles[2]).getByTestId('variant-use'));
    expect(store.get(htmlAtom)).toBe(page('Design 3'));
    expect(store.get(versionsAtom).list.map((v) => [v.label, v.content])).toEqual([
      ['V1', page('Design 3')],
      ['V2', page('Design 1')],
    ]);
    expect(store.get(versionsAtom).current).toBe(0);
    expect(store.get(variantSetAtom)).toBeNull();
    expect(screen.queryByTestId('variants-grid')).not.toBeInTheDocument();
  });

  it('stops one design (the server gives its credit back) while the others go on', async () => {
    route({
      'POST /api/ask-ai': (r) => (variantOf(r)?.index === 1 ? openStream(r, sse([{ event: 'meta', data: { id: 'gen-slow' }, id: 0 }])) : finished('gen-2', page('Design 2'))),
      'POST /api/ask-ai/gen-slow/cancel': () => json({ ok: true }),
    });
    const { user } = renderWithApp(<Workspace />);
    await askForDesigns(user, 2, 'A florist page');
    const tiles = await screen.findAllByTestId('variant-tile');
    await waitFor(() => expect(tiles[1]).toHaveAttribute('data-status', 'done'));
    await waitFor(() => expect(requestsTo('POST /api/ask-ai')).toHaveLength(2));
    await user.click(within(tiles[0]).getByTestId('variant-stop'));
    expect(tiles[0]).toHaveAttribute('data-status', 'stopped');
    await waitFor(() => expect(requestsTo('POST /api/ask-ai/gen-slow/cancel')).toHaveLength(1));
    expect(within(tiles[0]).getByTestId('variant-error')).toHaveTextContent('Stopped: its credit was returned.');
    // Put away, the set leaves nothing behind.
    await user.click(screen.getByTestId('variants-discard'));
    expect(screen.queryByTestId('variants-grid')).not.toBeInTheDocument();
  });

  it('asks to choose a design before another prompt', async () => {
    route({ 'POST /api/ask-ai': (r) => finished(`gen-${variantOf(r)?.index}`, page(`Design ${variantOf(r)?.index}`)) });
    const { user } = renderWithApp(<Workspace />);
    await askForDesigns(user, 2, 'A gym page');
    const tiles = await screen.findAllByTestId('variant-tile');
    await waitFor(() => expect(tiles.every((tile) => tile.getAttribute('data-status') === 'done')).toBe(true));
    await user.type(promptBox(), 'Another');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Choose one of the designs first, or put them away.')).toBeInTheDocument();
    expect(requestsTo('POST /api/ask-ai')).toHaveLength(2);
  });

  it('after a reload, shows the set again and follows the designs still streaming from where they were', async () => {
    const done = page('Design 1');
    const partial = '<!DOCTYPE html><html><head><title>Design 2</title></head><body><h1>Des';
    const rest = 'ign 2</h1></body></html>';
    window.sessionStorage.setItem(
      'cui.generator.variantSet',
      JSON.stringify({
        prompt: 'A bakery page',
        framework: 'htmlTailwind',
        tiles: [
          { index: 1, model: 'cui-core', status: 'done', text: '', id: 'gen-a', lastEventId: '2', html: done },
          { index: 2, model: 'cui-core', status: 'streaming', text: partial, id: 'gen-b', lastEventId: '1', html: '' },
        ],
      }),
    );
    route({
      'GET /api/ask-ai/gen-b/events': () => stream(sse([{ event: 'chunk', data: { text: rest }, id: 2 }, { event: 'done', data: { html: `${partial}${rest}`, balance: 3 }, id: 3 }])),
    });
    const { store } = renderWithApp(<Workspace />);
    const tiles = await screen.findAllByTestId('variant-tile');
    await waitFor(() => expect(tiles.map((tile) => tile.getAttribute('data-status'))).toEqual(['done', 'done']));
    const resumed = requestsTo('GET /api/ask-ai/gen-b/events');
    expect(resumed).toHaveLength(1);
    expect(resumed[0].headers['Last-Event-ID']).toBe('1');
    expect(store.get(variantSetAtom)?.tiles[1].html).toBe(`${partial}${rest}`);
  });
});

describe('the model of each design', () => {
  const option = (value: string, available = true) => ({ value, label: value, provider: 'openai', providerLabel: 'OpenAI', supportsImage: false, available, cost: 1, default: false, aliases: [] as string[] });
  const offered = [option('cui-core'), option('lab-a'), option('lab-b', false)];

  it('takes each design’s own choice while it is usable, else the page’s model', () => {
    expect(designModels(['', 'lab-a', 'lab-b', 'gone'], 4, 'cui-core', offered)).toEqual(['cui-core', 'lab-a', 'cui-core', 'cui-core']);
    expect(designModels(['lab-a'], 3, 'cui-core', offered)).toEqual(['lab-a', 'cui-core', 'cui-core']);
    expect(designModels([], 2, 'lab-a', offered)).toEqual(['lab-a', 'lab-a']);
  });
});
