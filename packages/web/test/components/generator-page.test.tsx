import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { tokenAtom } from '../../src/features/auth/atoms';
import { outOfCreditsAtom } from '../../src/features/credits/credits-atoms';
import { promptAtom } from '../../src/features/generation/generation-atoms';
import { GeneratorPage } from '../../src/features/generator/generator-page';
import { htmlAtom, versionsAtom, viewAtom } from '../../src/features/page/page-atoms';
import { appendVersion, EMPTY_VERSIONS } from '../../src/features/page/versions';
import { json, type RecordedRequest, requestsTo, route } from '../support/fake-fetch';
import { renderWithApp, type Store } from '../support/render';

// Monaco needs a real browser. The stand-in keeps the contract of @monaco-editor/react 4 that matters
// here: a new value given to a read-only editor is set with setValue, which reports the change to
// the listener subscribed at the previous commit (the library re-subscribes in a later effect).
jest.mock('../../src/features/code-editor/monaco-setup', () => ({}));
jest.mock('@monaco-editor/react', () => {
  const { useEffect, useRef } = jest.requireActual<typeof import('react')>('react');
  function FakeEditor({ value, onChange, options }: { value: string; onChange?: (next: string) => void; options?: { readOnly?: boolean } }) {
    const listener = useRef(onChange);
    const mounted = useRef(false);
    useEffect(() => {
      if (!mounted.current) {
        mounted.current = true;
        return;
      }
      if (options?.readOnly) listener.current?.(value);
    }, [value]);
    useEffect(() => {
      listener.current = onChange;
    }, [onChange]);
    return <pre data-testid="editor">{value}</pre>;
  }
  return { __esModule: true, default: FakeEditor };
});

const PAGE = '<!DOCTYPE html><html><head><title>Bakery</title></head><body><section id="hero"><h1>Bakery</h1></section></body></html>';
const NEXT = '<!DOCTYPE html><html><body><h1>Florist</h1></body></html>';

function finishedStream(html: string) {
  return (_request: RecordedRequest) =>
    new Response(
      [`id: 1\nevent: meta\ndata: ${JSON.stringify({ id: 'gen-1' })}\n\n`, `id: 2\nevent: done\ndata: ${JSON.stringify({ html, balance: 4 })}\n\n`].join(''),
      { headers: { 'Content-Type': 'text/event-stream' } },
    );
}

/** A signed-in tab with one generated page open. */
function pageOpen(): Store {
  const store = createStore();
  store.set(tokenAtom, 'tok-1');
  store.set(htmlAtom, PAGE);
  store.set(versionsAtom, appendVersion(EMPTY_VERSIONS, PAGE, 'A bakery page'));
  return store;
}

const landingShown = () => screen.queryByRole('heading', { name: 'Dream. Design. Deploy.' });

beforeEach(() => {
  route({ 'GET /api/models': () => json([{ value: 'cui-core', label: 'CUI Core', supportsImage: false, available: true }]) });
});

describe('a follow-up that fails keeps the open page', () => {
  it.each([
    ['out of credits (402)', () => json({ message: 'Insufficient credits', required_credits: 1, current_balance: 0 }, 402)],
    ['the daily limit (401)', () => json({ message: 'Daily limit reached, sign in for more' }, 401)],
    ['a server error', () => json({ message: 'Upstream failed' }, 500)],
  ])('%s', async (_name, reply) => {
    route({ 'POST /api/ask-ai': reply });
    const store = pageOpen();
    store.set(promptAtom, 'Make it pink');
    const { user } = renderWithApp(<GeneratorPage />, { store });
    // The panes' code is fetched when there is a page (the landing never loads it).
    expect(await screen.findByTestId('preview-iframe')).toBeInTheDocument();
    expect(await screen.findByTestId('editor')).toHaveTextContent('Bakery');

    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(requestsTo('POST /api/ask-ai')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
    expect(store.get(htmlAtom)).toBe(PAGE);
    expect(landingShown()).toBeNull();
    expect(screen.getByTestId('preview-iframe')).toBeInTheDocument();
    expect(screen.getByTestId('code-pane')).toBeInTheDocument();
    if (reply().status === 402) expect(store.get(outOfCreditsAtom)).not.toBeNull();
  });
});

describe('New', () => {
  it('starts a clean history: the next page is V1', async () => {
    route({ 'POST /api/ask-ai': finishedStream(NEXT) });
    const store = pageOpen();
    store.set(versionsAtom, (v) => appendVersion(v, PAGE, 'Make it pink'));
    const { user } = renderWithApp(<GeneratorPage />, { store });

    await user.click(screen.getByRole('button', { name: 'New' }));
    await user.click(await screen.findByTestId('reset-confirm-confirm'));

    expect(store.get(versionsAtom)).toEqual(EMPTY_VERSIONS);
    await user.type(screen.getByRole('textbox', { name: 'Describe your page' }), 'A florist page');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(store.get(htmlAtom)).toBe(NEXT));
    expect(store.get(versionsAtom).list.map((v) => v.label)).toEqual(['V1']);
    expect(requestsTo('POST /api/ask-ai')[0].body).not.toHaveProperty('previousPrompt');
  });
});

describe('phone layout', () => {
  /** Tailwind's visibility utilities, which jsdom cascades and inherits like a browser. */
  function withVisibilityCss() {
    const style = document.createElement('style');
    style.textContent = '.hidden{display:none}.invisible{visibility:hidden}.visible{visibility:visible}';
    document.head.appendChild(style);
    return () => style.remove();
  }

  /** What the user sees of an element: nothing when it or an ancestor is display:none, else its own visibility. */
  function shown(element: Element): boolean {
    for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
    return getComputedStyle(element).visibility !== 'hidden';
  }

  it('Code hides the whole preview, its iframes included', async () => {
    const removeCss = withVisibilityCss();
    try {
      const store = pageOpen();
      store.set(viewAtom, 'preview');
      const { user } = renderWithApp(<GeneratorPage />, { store });
      expect(shown(screen.getByTestId('preview-iframe'))).toBe(true);

      await user.click(screen.getByTestId('view-code'));

      expect(shown(screen.getByTestId('code-pane'))).toBe(true);
      const frames = document.querySelectorAll('iframe');
      expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) expect(shown(frame)).toBe(false);

      await user.click(screen.getByTestId('view-preview'));
      expect(shown(screen.getByTestId('preview-iframe'))).toBe(true);
    } finally {
      removeCss();
    }
  });
});
