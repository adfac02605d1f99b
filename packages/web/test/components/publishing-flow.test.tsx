import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { tokenAtom } from '../../src/features/auth/atoms';
import { promptAtom } from '../../src/features/generation/generation-atoms';
import { type GenerationApi, useGeneration } from '../../src/features/generation/use-generation';
import { folderNameAtom, htmlAtom, pageNameAtom, previousPromptAtom, publishedAtom, versionsAtom } from '../../src/features/page/page-atoms';
import { appendVersion, EMPTY_VERSIONS } from '../../src/features/page/versions';
import { useRemix } from '../../src/features/publishing/use-remix';
import { json, type RecordedRequest, requestsTo, route } from '../support/fake-fetch';
import { currentPath, currentSearch, renderWithApp, type Store } from '../support/render';

const PAGE = '<!DOCTYPE html><html><body><section id="hero"><h1>Bakery</h1></section></body></html>';
const LIVE = { folderName: 'bakery-x1', fileName: 'index', url: 'http://bakery-x1.localhost:3000/', message: 'ok' };

function finishedStream(html: string) {
  return (_request: RecordedRequest) =>
    new Response(
      [
        `id: 1\nevent: meta\ndata: ${JSON.stringify({ id: 'gen-1' })}\n\n`,
        `id: 2\nevent: done\ndata: ${JSON.stringify({ html, balance: 4 })}\n\n`,
      ].join(''),
      { headers: { 'Content-Type': 'text/event-stream' } },
    );
}

let generation: GenerationApi;
function Harness() {
  generation = useGeneration();
  useRemix();
  return null;
}

function tab({ token = 'tok-1', folder = 'bakery-x1' }: { token?: string | null; folder?: string | null } = {}): Store {
  const store = createStore();
  store.set(tokenAtom, token);
  store.set(folderNameAtom, folder);
  return store;
}

describe('auto-publish', () => {
  it('publishes a finished page to the chosen site and page', async () => {
    route({ 'POST /api/ask-ai': finishedStream(PAGE), 'POST /api/publish': () => json({ ...LIVE, fileName: 'menu', url: `${LIVE.url}menu` }) });
    const store = tab();
    store.set(pageNameAtom, 'menu');
    store.set(promptAtom, 'A bakery page');
    renderWithApp(<Harness />, { store });

    generation.send();

    expect(await screen.findByText('Published successfully!')).toBeInTheDocument();
    expect(requestsTo('POST /api/publish')[0].body).toMatchObject({ html: PAGE, prompt: 'A bakery page', folderName: 'bakery-x1', fileName: 'menu' });
    expect(store.get(publishedAtom)).toEqual({ folderName: 'bakery-x1', pageName: 'menu', url: `${LIVE.url}menu` });
  });

  it('a new page of the site: asked for with the site’s index, no page to edit, its own history, published under its name', async () => {
    route({ 'POST /api/ask-ai': finishedStream(PAGE), 'POST /api/publish': () => json({ ...LIVE, fileName: 'about', url: `${LIVE.url}about` }) });
    const store = tab();
    store.set(htmlAtom, '<p>the index</p>');
    store.set(versionsAtom, appendVersion(EMPTY_VERSIONS, '<p>the index</p>', 'A bakery'));
    store.set(pageNameAtom, 'about');
    store.set(promptAtom, 'Our story');
    renderWithApp(<Harness />, { store });

    act(() => generation.addSitePage('about', '<p>the index</p>'));

    expect(await screen.findByText('Published successfully!')).toBeInTheDocument();
    const asked = requestsTo('POST /api/ask-ai')[0].body as Record<string, unknown>;
    expect(asked).toMatchObject({ prompt: 'Our story', site: { index: '<p>the index</p>', page: 'about' } });
    expect(asked.html).toBeUndefined();
    expect(store.get(versionsAtom).list.map((v) => [v.label, v.content])).toEqual([['V1', PAGE]]);
    expect(requestsTo('POST /api/publish')[0].body).toMatchObject({ html: PAGE, folderName: 'bakery-x1', fileName: 'about' });
  });

  it('keeps the generated page when publishing fails', async () => {
    route({ 'POST /api/ask-ai': finishedStream(PAGE), 'POST /api/publish': () => json({ message: 'The page could not be built: bad JSX' }, 422) });
    const store = tab();
    store.set(promptAtom, 'A bakery page');
    renderWithApp(<Harness />, { store });

    generation.send();

    expect(await screen.findByText('The page could not be built: bad JSX')).toBeInTheDocument();
    expect(screen.getByText('Your page is ready!')).toBeInTheDocument();
    expect(store.get(htmlAtom)).toBe(PAGE);
    expect(store.get(versionsAtom).list).toHaveLength(1);
    expect(store.get(publishedAtom)).toBeNull();
  });

  it('does not publish without a chosen site or when signed out', async () => {
    route({ 'POST /api/ask-ai': finishedStream(PAGE) });
    for (const store of [tab({ folder: null }), tab({ token: null })]) {
      store.set(promptAtom, 'A bakery page');
      const { unmount } = renderWithApp(<Harness />, { store });
      generation.send();
      await waitFor(() => expect(store.get(htmlAtom)).toBe(PAGE));
      unmount();
    }
    expect(requestsTo('POST /api/publish')).toHaveLength(0);
  });

  it('publishes the page after a Visual Edit regeneration', async () => {
    const section = '<section id="hero"><h1>Fresh bread daily</h1></section>';
    route({ 'POST /api/ask-ai': finishedStream(section), 'POST /api/publish': () => json(LIVE) });
    const store = tab();
    store.set(htmlAtom, PAGE);
    store.set(versionsAtom, appendVersion(EMPTY_VERSIONS, PAGE, 'A bakery page'));
    renderWithApp(<Harness />, { store });

    await generation.regenerateSection('hero', 'Say fresh bread daily');

    expect(await screen.findByText('Published successfully!')).toBeInTheDocument();
    const body = requestsTo('POST /api/publish')[0].body as { html: string; prompt: string };
    expect(body.html).toContain('Fresh bread daily');
    expect(body.html).not.toContain('<h1>Bakery</h1>');
    expect(body.prompt).toBe('Say fresh bread daily');
    expect(store.get(versionsAtom).list.map((v) => v.label)).toEqual(['V1', 'V2']);
  });
});

describe('remix link', () => {
  it('loads folder/page as a new page (V1, whatever page was open), away from the chosen site, and cleans the URL', async () => {
    route({ 'GET /api/remix/bakery-x1%2Fmenu': () => json({ html: PAGE }) });
    const store = tab();
    store.set(publishedAtom, { folderName: 'bakery-x1', pageName: 'index', url: LIVE.url });
    store.set(versionsAtom, appendVersion(appendVersion(EMPTY_VERSIONS, '<p>florist</p>', 'A florist'), '<p>dark florist</p>', 'make it dark'));
    renderWithApp(<Harness />, { store, route: '/?remix=bakery-x1/menu' });

    expect(await screen.findByText('Remix content loaded successfully.')).toBeInTheDocument();
    expect(store.get(htmlAtom)).toBe(PAGE);
    expect(store.get(versionsAtom)).toMatchObject({ list: [{ label: 'V1', content: PAGE, prompt: 'Remix of bakery-x1/menu' }], current: 0 });
    expect(store.get(previousPromptAtom)).toBe('Remix of bakery-x1/menu');
    expect(store.get(folderNameAtom)).toBeNull();
    expect(store.get(publishedAtom)).toBeNull();
    await waitFor(() => expect(currentSearch()).toBe(''));
    expect(currentPath()).toBe('/');
  });

  it('copies every page of a multi-page site into a new unpublished site of the signed-in user, and opens its index', async () => {
    route({
      'GET /api/remix/bakery-x1': () => json({ html: PAGE, pages: ['index', 'about', 'menu'] }),
      'POST /api/remix/bakery-x1/site': () => json({ folderName: 'bakery-x1-ab12c', pages: ['index', 'about', 'menu'] }),
      'GET /api/sites/file/versions': () => json([{ html: PAGE, prompt: 'A bakery', created_at: '2026-03-01T10:00:00.000Z' }]),
    });
    const store = tab({ folder: null });
    renderWithApp(<Harness />, { store, route: '/?remix=bakery-x1' });

    expect(await screen.findByText('All 3 pages copied into your new site bakery-x1-ab12c. It is unpublished until you publish it.')).toBeInTheDocument();
    expect(store.get(folderNameAtom)).toBe('bakery-x1-ab12c');
    expect(store.get(pageNameAtom)).toBe('index');
    expect(store.get(htmlAtom)).toBe(PAGE);
    expect(requestsTo('POST /api/remix/bakery-x1/site')).toHaveLength(1);
    await waitFor(() => expect(currentSearch()).toBe(''));
  });

  it('copies a site of designer screens into a new designer project of the signed-in user, and opens it on the canvas', async () => {
    const project = { project_uuid: '3f1c', title: 'Habit Tracker', device_type: 'mobile', first_message: '', thumbnail: PAGE, created_at: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z' };
    route({
      'GET /api/remix/habits': () => json({ html: PAGE, pages: ['index', 'profile', 'stats'], screens: true }),
      'POST /api/remix/habits/project': () => json({ project, screens: ['Home', 'Stats', 'Profile'], dropped: 0 }),
    });
    const store = tab({ folder: null });
    renderWithApp(<Harness />, { store, route: '/?remix=habits' });

    expect(await screen.findByText('All 3 screens copied into your new designer project “Habit Tracker”.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/stitch/create'));
    expect(currentSearch()).toBe('?project=3f1c');
    expect(requestsTo('POST /api/remix/habits/project')).toHaveLength(1);
    expect(requestsTo('POST /api/remix/habits/site')).toHaveLength(0);
    // The generator's page is left as it was: the copy is a project, not a page.
    expect(store.get(folderNameAtom)).toBeNull();
  });

  it('says how many pages a project could not hold', async () => {
    const project = { project_uuid: '9a', title: 'Big', device_type: 'web', first_message: '', thumbnail: null, created_at: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z' };
    route({
      'GET /api/remix/big': () => json({ html: PAGE, pages: ['index'], screens: true }),
      'POST /api/remix/big/project': () => json({ project, screens: Array.from({ length: 20 }, (_, i) => `S${i}`), dropped: 2 }),
    });
    renderWithApp(<Harness />, { store: tab({ folder: null }), route: '/?remix=big' });
    expect(await screen.findByText('A project holds at most 20 screens: 2 more pages were not copied.')).toBeInTheDocument();
  });

  it('signed out, a site of designer screens loads its index as a new page and says how to copy it into a project', async () => {
    route({ 'GET /api/remix/habits': () => json({ html: PAGE, pages: ['index', 'stats'], screens: true }) });
    const store = tab({ token: null, folder: null });
    renderWithApp(<Harness />, { store, route: '/?remix=habits' });

    expect(await screen.findByText('This site is a designer project of 2 screens: sign in and open the remix link again to copy them into a project of yours.')).toBeInTheDocument();
    expect(store.get(htmlAtom)).toBe(PAGE);
    expect(requestsTo('POST /api/remix/habits/project')).toHaveLength(0);
  });

  it('signed out, a multi-page site loads its index as a new page and says how to copy it all', async () => {
    route({ 'GET /api/remix/bakery-x1': () => json({ html: PAGE, pages: ['index', 'about'] }) });
    const store = tab({ token: null, folder: null });
    renderWithApp(<Harness />, { store, route: '/?remix=bakery-x1' });

    expect(await screen.findByText('This site has 2 pages: sign in and open the remix link again to copy them all.')).toBeInTheDocument();
    expect(store.get(htmlAtom)).toBe(PAGE);
    expect(requestsTo('POST /api/remix/bakery-x1/site')).toHaveLength(0);
  });

  it('says so when the page cannot be loaded', async () => {
    route({ 'GET /api/remix/gone-site': () => json({ message: 'Not found' }, 404) });
    const store = tab();
    store.set(htmlAtom, PAGE);
    renderWithApp(<Harness />, { store, route: '/?remix=gone-site' });

    expect(await screen.findByText('Failed to load remix content.')).toBeInTheDocument();
    expect(store.get(htmlAtom)).toBe(PAGE);
    expect(store.get(folderNameAtom)).toBe('bakery-x1');
  });
});
