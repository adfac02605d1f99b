import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { tokenAtom } from '../../src/features/auth/atoms';
import { GeneratorPage } from '../../src/features/generator/generator-page';
import { modelParamsAtom } from '../../src/features/models/model-params';
import { htmlAtom } from '../../src/features/page/page-atoms';
import { toast } from '../../src/lib/toast';
import { json, requestsTo, route } from '../support/fake-fetch';
import { renderWithApp } from '../support/render';

jest.mock('../../src/features/code-editor/monaco-setup', () => ({}));
jest.mock('@monaco-editor/react', () => ({ __esModule: true, default: ({ value }: { value: string }) => <pre data-testid="editor">{value}</pre> }));

const page = (title: string) => `<!DOCTYPE html><html><body><section id="hero"><h1>${title}</h1></section></body></html>`;
const done = (html: string) => () =>
  new Response([`id: 1\nevent: meta\ndata: ${JSON.stringify({ id: 'gen-1' })}\n\n`, `id: 2\nevent: done\ndata: ${JSON.stringify({ html, balance: 4 })}\n\n`].join(''), {
    headers: { 'Content-Type': 'text/event-stream' },
  });

const INTRO = /built-in layout model: it works offline/i;

beforeEach(() => {
  route({ 'GET /api/models': () => json([{ value: 'cui-core', label: 'CUI Core (offline)', supportsImage: false, available: true }]) });
});

function signedIn(model: 'cui-core' | 'gpt-4o' = 'cui-core') {
  const store = createStore();
  store.set(tokenAtom, 'tok-1');
  store.set(modelParamsAtom, (p) => ({ ...p, model }));
  return store;
}

describe('the built-in model says what it is (issue 22)', () => {
  it('introduces itself after the first page of a tab session, and only then', async () => {
    route({ 'POST /api/ask-ai': done(page('Bike repair')) });
    const info = jest.spyOn(toast, 'info');
    const store = signedIn();
    const { user } = renderWithApp(<GeneratorPage />, { store });

    await user.type(screen.getByRole('textbox', { name: 'Describe your page' }), 'A bike repair shop in Berlin');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(store.get(htmlAtom)).toContain('Bike repair'));
    expect(await screen.findByText(INTRO)).toBeInTheDocument();
    expect(screen.getByText(INTRO)).toHaveTextContent(/API key .* local Ollama/);

    route({ 'POST /api/ask-ai': done(page('Bike repair, in green')) });
    await user.type(screen.getByRole('textbox', { name: 'Describe your page' }), 'Make it green');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(store.get(htmlAtom)).toContain('in green'));
    expect(requestsTo('POST /api/ask-ai')).toHaveLength(2);
    expect(info.mock.calls.filter(([content]) => INTRO.test(String(content)))).toHaveLength(1);
    info.mockRestore();
  }, 30_000);

  it('describes itself in the model picker', async () => {
    const { user } = renderWithApp(<GeneratorPage />, { store: signedIn() });
    await user.click(await screen.findByTestId('model-picker'));
    expect(await screen.findByText(/Built-in layout model: works offline/)).toHaveTextContent(/API key or run a local Ollama/);
  });
});
