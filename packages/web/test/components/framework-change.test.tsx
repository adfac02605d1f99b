import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { DEFAULT_STARTER_PAGE } from '@cui/shared';
import { promptAtom } from '../../src/features/generation/generation-atoms';
import { useGeneration } from '../../src/features/generation/use-generation';
import { ControlBar } from '../../src/features/generator/control-bar';
import { modelParamsAtom } from '../../src/features/models/model-params';
import { htmlAtom, pageFrameworkAtom, versionsAtom } from '../../src/features/page/page-atoms';
import { appendVersion, EMPTY_VERSIONS } from '../../src/features/page/versions';
import { json, type RecordedRequest, requestsTo, route } from '../support/fake-fetch';
import { renderWithApp, type Store } from '../support/render';

function Workspace() {
  const generation = useGeneration();
  return <ControlBar generation={generation} variant="workspace" onRefreshPreview={() => undefined} />;
}

const PAGE = '<!DOCTYPE html><html><body><h1>Bakery</h1></body></html>';
const VUE_PAGE = '<!DOCTYPE html><html><body><div id="app"><h1>Bakery</h1></div></body></html>';

function finishedStream(html: string) {
  return (_request: RecordedRequest) =>
    new Response(
      [`id: 1\nevent: meta\ndata: ${JSON.stringify({ id: 'gen-1' })}\n\n`, `id: 2\nevent: done\ndata: ${JSON.stringify({ html, balance: 4 })}\n\n`].join(''),
      { headers: { 'Content-Type': 'text/event-stream' } },
    );
}

function withPage(html = PAGE): Store {
  const store = createStore();
  store.set(htmlAtom, html);
  store.set(pageFrameworkAtom, 'htmlTailwind');
  store.set(versionsAtom, appendVersion(EMPTY_VERSIONS, html, 'A bakery page'));
  return store;
}

async function pickVue(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(screen.getByTestId('framework-picker'));
  await user.click(screen.getByTestId('framework-option-vue3'));
}

beforeEach(() => {
  route({ 'GET /api/models': () => json([{ value: 'cui-core', label: 'CUI Core', supportsImage: false, available: true }]) });
});

describe('changing the framework with a page open', () => {
  it('asks first, and Rebuild sends the page as a follow-up to convert it', async () => {
    route({ 'POST /api/ask-ai': finishedStream(VUE_PAGE) });
    const store = withPage();
    const { user } = renderWithApp(<Workspace />, { store });

    await pickVue(user);

    const dialog = await screen.findByRole('dialog', { name: 'Rebuild this page in Vue 3?' });
    expect(dialog).toHaveTextContent('It costs 1 credit.');
    expect(requestsTo('POST /api/ask-ai')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Rebuild' }));

    await waitFor(() => expect(store.get(htmlAtom)).toBe(VUE_PAGE));
    const body = requestsTo('POST /api/ask-ai')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ framework: 'vue3', html: PAGE });
    expect(body.prompt).toBe('Rebuild this page in Vue 3, keeping its content, sections and design.');
    expect(store.get(pageFrameworkAtom)).toBe('vue3');
    expect(store.get(modelParamsAtom).framework).toBe('vue3');
    expect(store.get(versionsAtom).list.map((v) => v.label)).toEqual(['V1', 'V2']);
  });

  it('Only for new pages leaves the page in its framework and says so', async () => {
    route({ 'POST /api/ask-ai': finishedStream(PAGE) });
    const store = withPage();
    const { user } = renderWithApp(<Workspace />, { store });

    await pickVue(user);
    await user.click(await screen.findByRole('button', { name: 'Only for new pages' }));

    expect(await screen.findByText('Vue 3 applies to your next new page. This page stays in HTML + Tailwind CSS.')).toBeInTheDocument();
    expect(store.get(modelParamsAtom).framework).toBe('vue3');
    expect(requestsTo('POST /api/ask-ai')).toHaveLength(0);

    // A follow-up on this page keeps its framework.
    store.set(promptAtom, 'Add a menu section');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requestsTo('POST /api/ask-ai')).toHaveLength(1));
    expect(requestsTo('POST /api/ask-ai')[0].body).toMatchObject({ framework: 'htmlTailwind', html: PAGE });
  });

  it('closing the question changes nothing', async () => {
    const store = withPage();
    const { user } = renderWithApp(<Workspace />, { store });

    await pickVue(user);
    await screen.findByRole('dialog', { name: 'Rebuild this page in Vue 3?' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(modelParamsAtom).framework).toBe('htmlTailwind');
  });

  it('without a page of the user\'s (starter page) it just changes the framework', async () => {
    route({ 'POST /api/ask-ai': finishedStream(PAGE) });
    const store = withPage(DEFAULT_STARTER_PAGE);
    const { user } = renderWithApp(<Workspace />, { store });

    await pickVue(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(modelParamsAtom).framework).toBe('vue3');
    store.set(promptAtom, 'A bakery page');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requestsTo('POST /api/ask-ai')).toHaveLength(1));
    expect(requestsTo('POST /api/ask-ai')[0].body).toMatchObject({ framework: 'vue3' });
  });
});
