import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { DEFAULT_STARTER_PAGE } from '@cui/shared';
import { promptAtom } from '../../src/features/generation/generation-atoms';
import { readSnapshot } from '../../src/features/generation/stream-snapshot';
import { useGeneration } from '../../src/features/generation/use-generation';
import { ControlBar } from '../../src/features/generator/control-bar';
import { modelParamsAtom } from '../../src/features/models/model-params';
import { htmlAtom } from '../../src/features/page/page-atoms';
import { json, openStream, type RecordedRequest, requestsTo, route } from '../support/fake-fetch';
import { renderWithApp } from '../support/render';

/** The control bar wired to the real generation hook, as the generator screen wires it. */
function Workspace() {
  const generation = useGeneration();
  return <ControlBar generation={generation} variant="workspace" onRefreshPreview={() => undefined} />;
}

const MODELS = [
  { value: 'cui-core', label: 'CUI Core', supportsImage: false, available: true },
  { value: 'gpt-4o', label: 'GPT-4o', supportsImage: true, available: true },
];

function sse(events: Array<{ event: string; data: unknown; id?: number }>): string {
  return events.map(({ event, data, id }) => `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}

function finishedStream(html: string, message?: string) {
  return (_request: RecordedRequest) =>
    new Response(
      sse([
        { event: 'meta', data: { id: 'gen-1' }, id: 1 },
        { event: 'chunk', data: { text: html }, id: 2 },
        { event: 'done', data: { html, balance: 4, ...(message ? { message } : {}) }, id: 3 },
      ]),
      { headers: { 'Content-Type': 'text/event-stream' } },
    );
}

beforeEach(() => {
  route({ 'GET /api/models': () => json(MODELS) });
});

const promptBox = () => screen.getByRole('textbox', { name: 'Describe your page' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('control bar', () => {
  it('keeps Send disabled until the prompt has text', async () => {
    const { user } = renderWithApp(<Workspace />);
    expect(sendButton()).toBeDisabled();

    await user.type(promptBox(), '   ');
    expect(sendButton()).toBeDisabled();

    await user.type(promptBox(), 'A bakery page');
    expect(sendButton()).toBeEnabled();
  });

  it('sends on Enter and inserts a new line on Shift+Enter', async () => {
    route({ 'POST /api/ask-ai': finishedStream('<!DOCTYPE html><html><body><h1>Bakery</h1></body></html>') });
    const { user, store } = renderWithApp(<Workspace />);

    await user.type(promptBox(), 'A bakery page{Shift>}{Enter}{/Shift}with prices');
    expect(promptBox()).toHaveValue('A bakery page\nwith prices');
    expect(requestsTo('POST /api/ask-ai')).toHaveLength(0);

    await user.keyboard('{Enter}');

    await waitFor(() => expect(requestsTo('POST /api/ask-ai')).toHaveLength(1));
    expect(requestsTo('POST /api/ask-ai')[0].body).toMatchObject({ prompt: 'A bakery page\nwith prices', framework: 'htmlTailwind' });
    // No model chosen yet: the request leaves it to the server's default.
    expect(requestsTo('POST /api/ask-ai')[0].body).not.toHaveProperty('model');
    expect(await screen.findByText('Your page is ready!')).toBeInTheDocument();
    expect(promptBox()).toHaveValue('');
    expect(store.get(htmlAtom)).toContain('<h1>Bakery</h1>');
    expect(screen.getByRole('button', { description: 'Versions' })).toHaveTextContent('V1');
  });

  it("shows the model's note on what it could not honour, beside the page", async () => {
    const note = 'I can only write pages in English or Chinese, so this page is in English.';
    route({ 'POST /api/ask-ai': finishedStream('<!DOCTYPE html><html><body><h1>Tienda</h1></body></html>', note) });
    const { user, store } = renderWithApp(<Workspace />);
    await user.type(promptBox(), 'Una tienda de flores{Enter}');
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByText('Your page is ready!')).toBeInTheDocument();
    expect(store.get(htmlAtom)).toContain('<h1>Tienda</h1>');
  });

  it('picks a model and a framework, and sends them with the next prompt', async () => {
    route({ 'POST /api/ask-ai': finishedStream('<!DOCTYPE html><html><body>ok</body></html>') });
    const { user, store } = renderWithApp(<Workspace />);

    await user.click(screen.getByRole('button', { description: 'Model' }));
    const models = await screen.findByRole('listbox', { name: 'Model' });
    expect(within(models).getByRole('option', { name: /CUI Core/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(models).getByRole('option', { name: /GPT-4o/ }));
    expect(screen.queryByRole('listbox', { name: 'Model' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { description: 'Model' })).toHaveTextContent('GPT-4o');

    await user.click(screen.getByRole('button', { description: 'Framework' }));
    await user.click(within(screen.getByRole('listbox', { name: 'Framework' })).getByRole('option', { name: 'Vue 3' }));
    expect(screen.queryByRole('listbox', { name: 'Framework' })).not.toBeInTheDocument();
    expect(store.get(modelParamsAtom)).toMatchObject({ model: 'gpt-4o', framework: 'vue3' });

    await user.type(promptBox(), 'A pricing page{Enter}');
    await waitFor(() => expect(requestsTo('POST /api/ask-ai')).toHaveLength(1));
    expect(requestsTo('POST /api/ask-ai')[0].body).toMatchObject({ model: 'gpt-4o', framework: 'vue3' });
  });

  it('closes an open picker on Escape without changing the choice', async () => {
    const { user, store } = renderWithApp(<Workspace />);
    await user.click(screen.getByRole('button', { description: 'Framework' }));
    expect(screen.getByRole('listbox', { name: 'Framework' })).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox', { name: 'Framework' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { description: 'Framework' })).toHaveFocus();
    expect(store.get(modelParamsAtom).framework).toBe('htmlTailwind');
  });

  it('offers Stop while generating; Stop cancels on the server and resets the canvas', async () => {
    let streamRequest: RecordedRequest | null = null;
    route({
      'POST /api/ask-ai': (request) => {
        streamRequest = request;
        return openStream(request, sse([{ event: 'meta', data: { id: 'gen-7' }, id: 1 }]));
      },
      'POST /api/ask-ai/gen-7/cancel': () => json({ ok: true }),
    });
    const store = createStore();
    store.set(promptAtom, 'A long page');
    const { user } = renderWithApp(<Workspace />, { store });

    await user.click(sendButton());

    const stop = await screen.findByRole('button', { name: 'Stop' });
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(promptBox()).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { description: 'Model' })).toBeDisabled();
    // Stop can only cancel on the server once the stream has named the generation; that id is
    // also what a reload resumes from, so it is in the tab's storage by then.
    await waitFor(() => expect(readSnapshot()?.id).toBe('gen-7'));

    await user.click(stop);

    expect(await screen.findByText('Generation stopped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(promptBox()).toHaveValue('');
    expect(store.get(htmlAtom)).toBe(DEFAULT_STARTER_PAGE);
    expect(streamRequest!.signal?.aborted).toBe(true);
    await waitFor(() => expect(requestsTo('POST /api/ask-ai/gen-7/cancel')).toHaveLength(1));
    expect(readSnapshot()).toBeNull();
  });
});

describe('control bar on a phone', () => {
  /** A window as narrow as a phone: `(max-width: …)` queries match. */
  function phoneWindow(): () => void {
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query.includes('max-width') });
    return () => {
      window.matchMedia = desktop;
    };
  }

  function withPage() {
    const store = createStore();
    store.set(htmlAtom, '<!DOCTYPE html><html><head><title>Hi</title></head><body><h1>Hi</h1></body></html>');
    return store;
  }

  it('keeps Publish and More in the row and moves Templates and Open in new tab into More', async () => {
    const restore = phoneWindow();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      const { user } = renderWithApp(<Workspace />, { store: withPage() });
      const row = screen.getByTestId('control-bar');
      expect(within(row).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Templates' })).toBeNull();
      expect(within(row).queryByRole('button', { name: 'Open in new tab' })).toBeNull();

      await user.click(within(row).getByRole('button', { name: 'More' }));
      const items = within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
      expect(items).toEqual(['Templates', 'Open in new tab', 'Refresh preview', 'Copy code', 'Download HTML', 'Save to local database']);

      await user.click(screen.getByRole('menuitem', { name: 'Open in new tab' }));
      expect(open).toHaveBeenCalledWith('/preview', '_blank');
      expect(screen.queryByRole('menu')).toBeNull();
    } finally {
      open.mockRestore();
      restore();
    }
  });

  it('shows no empty, disabled history on a phone', () => {
    const restore = phoneWindow();
    try {
      renderWithApp(<Workspace />, { store: withPage() });
      expect(screen.queryByTestId('versions-dropdown')).toBeNull();
    } finally {
      restore();
    }
  });

  it('on a wider window keeps every action in the row and More holds only its own', async () => {
    const { user } = renderWithApp(<Workspace />, { store: withPage() });
    const row = screen.getByTestId('control-bar');
    expect(within(row).getByRole('button', { name: 'Templates' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Open in new tab' })).toBeInTheDocument();
    expect(screen.getByTestId('versions-dropdown')).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: 'More' }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Refresh preview',
      'Copy code',
      'Download HTML',
      'Save to local database',
    ]);
  });
});
