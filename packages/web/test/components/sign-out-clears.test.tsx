import { act, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../../src/app/app-layout';
import { signOutAtom, tokenAtom } from '../../src/features/auth/atoms';
import { STORAGE_KEYS } from '../../src/features/auth/session';
import { imageFileAtom, promptAtom } from '../../src/features/generation/generation-atoms';
import { type GenerationApi, useGeneration } from '../../src/features/generation/use-generation';
import { uiPrefsAtom } from '../../src/features/generator/generator-atoms';
import { GeneratorPage } from '../../src/features/generator/generator-page';
import { DEFAULT_MODEL_PARAMS, modelParamsAtom } from '../../src/features/models/model-params';
import { folderNameAtom, htmlAtom, pageNameAtom, previousPromptAtom, publishedAtom, streamHtmlAtom, versionsAtom, workingAtom } from '../../src/features/page/page-atoms';
import { appendVersion, EMPTY_VERSIONS } from '../../src/features/page/versions';
import { designerAtom, designerDraftAtom } from '../../src/features/stitch/state/designer-atoms';
import { account } from '../support/billing-fixtures';
import { projectDetail } from '../support/designer-fixtures';
import { json, type RecordedRequest, requestsTo, route } from '../support/fake-fetch';
import { publicConfig } from '../support/public-config';
import { renderWithApp, type Store } from '../support/render';

jest.mock('../../src/features/code-editor/monaco-setup', () => ({}));
jest.mock('@monaco-editor/react', () => ({ __esModule: true, default: ({ value }: { value: string }) => <pre data-testid="editor">{value}</pre> }));

const PAGE = '<!DOCTYPE html><html><head><title>Ada</title></head><body><h1>Ada’s bakery</h1></body></html>';
const STREAM_KEY = 'cui.generator.stream';

/** A tab signed in as Ada (token in the store and in storage, as after a login) with her work open. */
function adaAtWork(): Store {
  window.localStorage.setItem(STORAGE_KEYS.token, 'tok-ada');
  const store = createStore();
  store.set(tokenAtom, 'tok-ada');
  store.set(htmlAtom, PAGE);
  store.set(versionsAtom, appendVersion(appendVersion(EMPTY_VERSIONS, PAGE, 'A bakery'), PAGE, 'make the hero dark'));
  store.set(previousPromptAtom, 'make the hero dark');
  store.set(promptAtom, 'add a price list');
  store.set(imageFileAtom, { name: 'cake.png', dataUrl: 'data:image/png;base64,AA==' });
  store.set(folderNameAtom, 'ada-bakery');
  store.set(pageNameAtom, 'menu');
  store.set(publishedAtom, { folderName: 'ada-bakery', pageName: 'menu', url: 'http://localhost/s/ada-bakery/menu' });
  store.set(designerAtom, { type: 'restore', project: projectDetail({ messages: [{ sender: 'user', text: 'A pet app' }] }) });
  store.set(designerDraftAtom, 'Make the pets bigger');
  // The browser's own choices, which are nobody's account.
  store.set(modelParamsAtom, { ...DEFAULT_MODEL_PARAMS, templateId: 'starter-2' });
  store.set(uiPrefsAtom, (ui) => ({ ...ui, codeWidth: 55 }));
  return store;
}

function baseRoutes() {
  route({
    'GET /api/config': () => json(publicConfig()),
    'GET /api/user/me': () => json(account()),
    'GET /api/models': () => json([]),
    'POST /api/user/logout': () => json({ ok: true }),
  });
}

function renderApp(store: Store) {
  return renderWithApp(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<GeneratorPage />} />
        <Route path="/elsewhere" element={<p>elsewhere</p>} />
      </Route>
    </Routes>,
    { store },
  );
}

function expectNothingOfAda(store: Store) {
  expect(store.get(htmlAtom)).toBe('');
  expect(store.get(versionsAtom)).toEqual(EMPTY_VERSIONS);
  expect(store.get(previousPromptAtom)).toBe('');
  expect(store.get(promptAtom)).toBe('');
  expect(store.get(imageFileAtom)).toBeNull();
  expect(store.get(folderNameAtom)).toBeNull();
  expect(store.get(publishedAtom)).toBeNull();
  expect(store.get(designerAtom)).toMatchObject({ projectUuid: null, messages: [], screens: [] });
  expect(store.get(designerDraftAtom)).toBe('');
  expect(window.sessionStorage.getItem(STREAM_KEY)).toBeNull();
  for (const key of ['html', 'versions', 'prompt', 'folderName', 'published']) {
    expect(window.sessionStorage.getItem(`cui.generator.${key}`) ?? 'null').toMatch(/^(""|null|\{"list":\[\],"current":-1\})$/);
  }
  // The browser's preferences stay.
  expect(store.get(modelParamsAtom).templateId).toBe('starter-2');
  expect(store.get(uiPrefsAtom).codeWidth).toBe(55);
}

describe('signing out clears what belongs to the account from the tab', () => {
  it('Sign Out in the account menu empties the canvas, the versions, the site chosen and the designer project', async () => {
    baseRoutes();
    const store = adaAtWork();
    const { user } = renderApp(store);
    expect(await screen.findByTestId('versions-dropdown')).toHaveTextContent('V2');

    await user.click(await screen.findByTestId('profile-menu-trigger'));
    await user.click(within(screen.getByTestId('profile-menu')).getByTestId('sign-out'));

    await waitFor(() => expect(screen.getByText('Dream. Design. Deploy.')).toBeInTheDocument());
    expect(requestsTo('POST /api/user/logout')).toHaveLength(1);
    expect(screen.queryByTestId('versions-dropdown')).not.toBeInTheDocument();
    expectNothingOfAda(store);
  });

  it('a sign-out in another tab, or a revoked token, clears this tab too', async () => {
    baseRoutes();
    window.sessionStorage.setItem(STREAM_KEY, JSON.stringify({ id: null, lastEventId: null, text: '', kind: 'page', prompt: 'x', startedAt: 1 }));
    const store = adaAtWork();
    const { queryClient } = renderApp(store);
    await screen.findByTestId('versions-dropdown');
    queryClient.setQueryData(['sites', 'tok-ada'], [{ folderName: 'ada-bakery' }]);
    act(() => store.set(signOutAtom));
    await waitFor(() => expect(screen.getByText('Dream. Design. Deploy.')).toBeInTheDocument());
    expectNothingOfAda(store);
    expect(queryClient.getQueryCache().findAll({ predicate: (query) => query.queryKey.includes('tok-ada') })).toEqual([]);
  });

  it('another account signing in elsewhere clears it as well; signing in keeps what a visitor made', async () => {
    baseRoutes();
    const store = adaAtWork();
    renderApp(store);
    await screen.findByTestId('versions-dropdown');
    act(() => store.set(tokenAtom, 'tok-bob'));
    expectNothingOfAda(store);

    // Bob signs out; a visitor makes a page; signing in keeps it.
    act(() => store.set(signOutAtom));
    act(() => store.set(htmlAtom, PAGE));
    act(() => store.set(tokenAtom, 'tok-cy'));
    expect(store.get(htmlAtom)).toBe(PAGE);
  });
});

describe('a generation running when the account signs out', () => {
  let generation: GenerationApi;
  function Harness() {
    generation = useGeneration();
    return null;
  }

  it('is no longer followed: the stream is let go and what it showed leaves the tab', async () => {
    let request: RecordedRequest | null = null;
    baseRoutes();
    route({
      'POST /api/ask-ai': (sent) => {
        request = sent;
        return new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              let id = 1;
              const send = (event: string, data: unknown) => controller.enqueue(new TextEncoder().encode(`id: ${id++}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
              send('meta', { id: 'gen-1' });
              send('chunk', { text: '<!DOCTYPE html><html><body><h1>Ada’s new page' });
              sent.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')), { once: true });
            },
          }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        );
      },
    });
    const store = adaAtWork();
    renderWithApp(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/" element={<Harness />} />
        </Route>
      </Routes>,
      { store },
    );
    await waitFor(() => expect(requestsTo('GET /api/user/me')).toHaveLength(1));
    act(() => generation.send());
    await waitFor(() => expect(window.sessionStorage.getItem(STREAM_KEY)).toContain('gen-1'));
    expect(store.get(workingAtom)).toBe('page');

    act(() => store.set(signOutAtom));
    expect((request as RecordedRequest | null)?.signal?.aborted).toBe(true);
    expect(store.get(workingAtom)).toBeNull();
    expect(store.get(streamHtmlAtom)).toBe('');
    expectNothingOfAda(store);
  });
});
