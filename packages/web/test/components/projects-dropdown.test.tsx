import { act, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { loginModalAtom, tokenAtom } from '../../src/features/auth/atoms';
import { folderNameAtom, htmlAtom, pageNameAtom, previousPromptAtom, publishedAtom, versionsAtom, workingAtom } from '../../src/features/page/page-atoms';
import { appendVersion, EMPTY_VERSIONS } from '../../src/features/page/versions';
import { ProjectsDropdown } from '../../src/features/publishing/projects-dropdown';
import { projectsOpenAtom } from '../../src/features/publishing/publishing-atoms';
import { json, requests, requestsTo, route } from '../support/fake-fetch';
import { renderWithApp, type Store } from '../support/render';

const SITES = { 'bakery-x1': [{ name: 'menu' }, { name: 'index' }], 'zoo-7k': [{ name: 'tickets' }, { name: 'animals' }] };
const HISTORY = [
  { html: '<p>v2</p>', prompt: 'Add prices', created_at: '2026-03-02T10:00:00.000Z' },
  { html: '<p>v1</p>', prompt: 'A bakery', created_at: '2026-03-01T10:00:00.000Z' },
];

function signedIn(): Store {
  const store = createStore();
  store.set(tokenAtom, 'tok-1');
  store.set(htmlAtom, '<p>draft</p>');
  store.set(versionsAtom, appendVersion(EMPTY_VERSIONS, '<p>draft</p>', 'draft'));
  return store;
}

/** The query string of the last versions request, as the server would read it. */
function versionsQuery(): Record<string, string> {
  const calls = requests.filter((r) => r.path === '/api/sites/file/versions');
  return calls.length ? Object.fromEntries(new URLSearchParams(calls[calls.length - 1].query)) : {};
}

function guardWith(store: Store) {
  return () => store.get(workingAtom) !== null;
}

async function openList(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(screen.getByTestId('projects-dropdown'));
  return screen.findAllByTestId('project-site');
}

beforeEach(() => {
  route({ 'GET /api/sites/all': () => json(SITES) });
});

describe('projects dropdown', () => {
  it('signed out, asks for a login instead of listing sites nobody can have', async () => {
    const { user, store } = renderWithApp(<ProjectsDropdown guardBusy={() => false} />);

    await user.click(screen.getByTestId('projects-dropdown'));

    expect(await screen.findByText('Log in to see the sites you have published.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search projects' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.get(loginModalAtom)).toBe('login');
    expect(requestsTo('GET /api/sites/all')).toHaveLength(0);
  });

  it('lists sites with search and, under the chosen site, its pages index first', async () => {
    const store = signedIn();
    store.set(folderNameAtom, 'bakery-x1');
    const { user } = renderWithApp(<ProjectsDropdown guardBusy={guardWith(store)} />, { store });

    const sites = await openList(user);
    expect(sites.map((s) => s.getAttribute('data-folder'))).toEqual(['bakery-x1', 'zoo-7k']);
    expect(requestsTo('GET /api/sites/all')[0].headers.Authorization).toBe('Bearer tok-1');
    const pages = within(screen.getByRole('list', { name: 'Pages of bakery-x1' })).getAllByTestId('project-page');
    expect(pages.map((p) => p.textContent)).toEqual(['index', 'menu']);

    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'ZOO');
    expect(screen.getAllByTestId('project-site').map((s) => s.getAttribute('data-folder'))).toEqual(['zoo-7k']);
  });

  it('opens a site on its first page alphabetically when it has no index, showing the newest version', async () => {
    route({ 'GET /api/sites/file/versions': () => json(HISTORY) });
    const store = signedIn();
    const { user } = renderWithApp(<ProjectsDropdown guardBusy={guardWith(store)} />, { store });

    await openList(user);
    await user.click(screen.getAllByTestId('project-site-choose')[1]);

    await waitFor(() => expect(store.get(htmlAtom)).toBe('<p>v2</p>'));
    expect(versionsQuery()).toEqual({ folder_name: 'zoo-7k', file_name: 'animals' });
    expect(store.get(folderNameAtom)).toBe('zoo-7k');
    expect(store.get(pageNameAtom)).toBe('animals');
    expect(store.get(previousPromptAtom)).toBe('Add prices');
    const versions = store.get(versionsAtom);
    expect(versions.list.map((v) => [v.label, v.prompt])).toEqual([
      ['V1', 'A bakery'],
      ['V2', 'Add prices'],
    ]);
    expect(versions.current).toBe(1);
    expect(screen.getByTestId('projects-current')).toHaveTextContent('zoo-7k/animals');
  });

  it('opens a chosen page of a site', async () => {
    route({ 'GET /api/sites/file/versions': () => json(HISTORY) });
    const store = signedIn();
    store.set(folderNameAtom, 'bakery-x1');
    const { user } = renderWithApp(<ProjectsDropdown guardBusy={guardWith(store)} />, { store });

    await openList(user);
    await user.click(screen.getByRole('button', { name: 'menu' }));

    await waitFor(() => expect(store.get(pageNameAtom)).toBe('menu'));
    expect(versionsQuery()).toEqual({ folder_name: 'bakery-x1', file_name: 'menu' });
    expect(screen.queryByTestId('project-site')).not.toBeInTheDocument();
  });

  it("toasts 'Failed to fetch versions.' when the server refuses and keeps the page in the editor", async () => {
    route({ 'GET /api/sites/file/versions': () => json({ message: 'Not found' }, 404) });
    const store = signedIn();
    const { user } = renderWithApp(<ProjectsDropdown guardBusy={guardWith(store)} />, { store });

    await openList(user);
    await user.click(screen.getAllByTestId('project-site-choose')[0]);

    expect(await screen.findByText('Failed to fetch versions.')).toBeInTheDocument();
    expect(store.get(htmlAtom)).toBe('<p>draft</p>');
    expect(store.get(versionsAtom).list).toHaveLength(1);
  });

  it("toasts 'Error fetching page versions.' when the answer is unreadable", async () => {
    route({ 'GET /api/sites/file/versions': () => json({ not: 'a list' }) });
    const store = signedIn();
    const { user } = renderWithApp(<ProjectsDropdown guardBusy={guardWith(store)} />, { store });

    await openList(user);
    await user.click(screen.getAllByTestId('project-site-choose')[0]);

    expect(await screen.findByText('Error fetching page versions.')).toBeInTheDocument();
  });

  it('does not switch site while CUI works', async () => {
    const store = signedIn();
    store.set(workingAtom, 'page');
    const { user } = renderWithApp(<ProjectsDropdown guardBusy={guardWith(store)} />, { store });

    await openList(user);
    await user.click(screen.getAllByTestId('project-site-choose')[0]);

    expect(store.get(folderNameAtom)).toBeNull();
    expect(requestsTo('GET /api/sites/file/versions')).toHaveLength(0);
  });

  it('publishes the page in the editor as a new page, after checking its name', async () => {
    route({
      'POST /api/publish': () => json({ folderName: 'bakery-x1', fileName: 'about-us', url: 'http://bakery-x1.localhost:3000/about-us', message: 'ok' }),
    });
    const store = signedIn();
    store.set(folderNameAtom, 'bakery-x1');
    const { user } = renderWithApp(<ProjectsDropdown guardBusy={guardWith(store)} />, { store });

    await openList(user);
    await user.type(screen.getByTestId('new-page-input'), 'About Us{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('lower-case letters, digits and hyphens');
    expect(requestsTo('POST /api/publish')).toHaveLength(0);

    await user.clear(screen.getByTestId('new-page-input'));
    await user.type(screen.getByTestId('new-page-input'), 'about-us{Enter}');

    expect(await screen.findByText('Published successfully!')).toBeInTheDocument();
    expect(requestsTo('POST /api/publish')[0].body).toMatchObject({ folderName: 'bakery-x1', fileName: 'about-us', html: '<p>draft</p>' });
    expect(store.get(pageNameAtom)).toBe('about-us');
  });

  it('adds a page in the site’s look: the site’s index goes to the generation, the new page is chosen', async () => {
    route({ 'GET /api/sites/file/versions': () => json([{ html: '<p>the index</p>', prompt: 'A bakery', created_at: '2026-03-01T10:00:00.000Z' }]) });
    const store = signedIn();
    store.set(folderNameAtom, 'bakery-x1');
    store.set(pageNameAtom, 'menu');
    const onAddPage = jest.fn();
    const { user } = renderWithApp(<ProjectsDropdown guardBusy={guardWith(store)} onAddPage={onAddPage} />, { store });

    await openList(user);
    await user.type(screen.getByTestId('new-page-input'), 'Visit Us{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('lower-case letters, digits and hyphens');
    expect(onAddPage).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('new-page-input'));
    await user.type(screen.getByTestId('new-page-input'), 'visit-us');
    expect(screen.getByTestId('new-page-submit')).toHaveTextContent('Add a page');
    await user.click(screen.getByTestId('new-page-submit'));

    await waitFor(() => expect(onAddPage).toHaveBeenCalledWith('visit-us', '<p>the index</p>'));
    // The open page was not the index: its latest version was read.
    expect(versionsQuery()).toEqual({ folder_name: 'bakery-x1', file_name: 'index' });
    expect(store.get(pageNameAtom)).toBe('visit-us');
    expect(requestsTo('POST /api/publish')).toHaveLength(0);
  });

  it('renames and removes a page of the chosen site, the tab following its page; the index has neither', async () => {
    route({
      'POST /api/sites/bakery-x1/pages/menu/rename': () => json({ folderName: 'bakery-x1', pages: ['index', 'prices'] }),
      'DELETE /api/sites/bakery-x1/pages/menu': () => json({ folderName: 'bakery-x1', pages: ['index'] }),
    });
    const store = signedIn();
    store.set(folderNameAtom, 'bakery-x1');
    store.set(pageNameAtom, 'menu');
    const { user } = renderWithApp(<ProjectsDropdown guardBusy={guardWith(store)} />, { store });

    await openList(user);
    expect(screen.getAllByTestId('rename-page')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Rename page menu' })).toBeInTheDocument();
    await user.click(screen.getByTestId('rename-page'));
    await user.clear(screen.getByTestId('rename-page-input'));
    await user.type(screen.getByTestId('rename-page-input'), 'index{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('lower-case letters');
    expect(requestsTo('POST /api/sites/bakery-x1/pages/menu/rename')).toHaveLength(0);
    await user.clear(screen.getByTestId('rename-page-input'));
    await user.type(screen.getByTestId('rename-page-input'), 'prices{Enter}');
    await waitFor(() => expect(store.get(pageNameAtom)).toBe('prices'));
    expect(requestsTo('POST /api/sites/bakery-x1/pages/menu/rename')[0].body).toEqual({ pageName: 'prices' });

    store.set(pageNameAtom, 'menu');
    await user.click(screen.getByTestId('remove-page'));
    const dialog = await screen.findByTestId('remove-page-dialog');
    expect(dialog).toHaveTextContent('Remove the page menu?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove page' }));
    await waitFor(() => expect(store.get(pageNameAtom)).toBe('index'));
    expect(requestsTo('DELETE /api/sites/bakery-x1/pages/menu')).toHaveLength(1);
  });

  it('lists an unpublished site, marked so, and publishes it again', async () => {
    let live = false;
    route({
      'GET /api/sites/all': () => json({ ...SITES, 'zoo-7k': SITES['zoo-7k'].map((p) => ({ ...p, live })) }),
      'POST /api/sites/zoo-7k/publish': () => {
        live = true;
        return json({ folderName: 'zoo-7k', fileName: 'index', url: 'http://zoo-7k.localhost:3000/', message: 'Published successfully!' });
      },
    });
    const store = signedIn();
    store.set(folderNameAtom, 'zoo-7k');
    store.set(pageNameAtom, 'tickets');
    const { user } = renderWithApp(<ProjectsDropdown guardBusy={guardWith(store)} />, { store });

    const [bakery, zoo] = await openList(user);
    expect(within(bakery).queryByText('Unpublished')).not.toBeInTheDocument();
    expect(within(bakery).queryByRole('button', { name: /publish/i })).not.toBeInTheDocument();
    expect(within(zoo).getByText('Unpublished')).toBeInTheDocument();
    // Its history can still be opened.
    expect(within(zoo).getAllByTestId('project-page').map((p) => p.textContent)).toEqual(['animals', 'tickets']);

    await user.click(within(zoo).getByRole('button', { name: 'Publish zoo-7k again' }));

    expect(await screen.findByText('Published successfully!')).toBeInTheDocument();
    expect(requestsTo('POST /api/sites/zoo-7k/publish')[0].headers.Authorization).toBe('Bearer tok-1');
    // The site in view is the one published again: its page is live at its own address.
    expect(store.get(publishedAtom)).toEqual({ folderName: 'zoo-7k', pageName: 'tickets', url: 'http://zoo-7k.localhost:3000/tickets' });
    await waitFor(() => expect(within(screen.getAllByTestId('project-site')[1]).queryByText('Unpublished')).not.toBeInTheDocument());
    expect(requestsTo('GET /api/sites/all')).toHaveLength(2);
  });

  it('says why a site could not be published again, in the UI’s words', async () => {
    route({
      'GET /api/sites/all': () => json({ 'zoo-7k': [{ name: 'index', live: false }] }),
      'POST /api/sites/zoo-7k/publish': () => json({ code: 'not_owner', message: 'Only the site’s owner can publish it again.' }, 403),
    });
    const store = signedIn();
    const { user } = renderWithApp(<ProjectsDropdown guardBusy={guardWith(store)} />, { store });

    const [zoo] = await openList(user);
    await user.click(within(zoo).getByRole('button', { name: 'Publish zoo-7k again' }));

    expect(await screen.findByText('This site belongs to someone else.')).toBeInTheDocument();
    expect(store.get(publishedAtom)).toBeNull();
    expect(within(screen.getByTestId('project-site')).getByText('Unpublished')).toBeInTheDocument();
  });

  it('opens when the Publish menu asks for it', async () => {
    const store = signedIn();
    renderWithApp(<ProjectsDropdown guardBusy={guardWith(store)} />, { store });
    act(() => store.set(projectsOpenAtom, true));
    expect(await screen.findByRole('searchbox', { name: 'Search projects' })).toBeInTheDocument();
  });
});
