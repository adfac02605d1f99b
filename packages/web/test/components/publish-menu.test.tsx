import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { loginModalAtom, tokenAtom } from '../../src/features/auth/atoms';
import { folderNameAtom, htmlAtom, pageNameAtom, previousPromptAtom, publishedAtom, workingAtom } from '../../src/features/page/page-atoms';
import { PublishMenu } from '../../src/features/publishing/publish-menu';
import { json, requestsTo, route } from '../support/fake-fetch';
import { publicConfig } from '../support/public-config';
import { renderWithApp, type Store } from '../support/render';

const PAGE = '<!DOCTYPE html><html><body><h1>Bakery</h1></body></html>';
const TITLED = '<!DOCTYPE html><html><head><title>Crumb & Co — Bakery</title></head><body><h1>Bakery</h1></body></html>';
const TEMPLATE = 'http://{folder}.localhost:3000/';
const CONFIG = publicConfig({ sites: { urlTemplate: TEMPLATE } });
const LIVE = { folderName: 'bakery-x1', pageName: 'index', url: 'http://bakery-x1.localhost:3000/' };

function signedInStore({ folder = null, published = null }: { folder?: string | null; published?: typeof LIVE | null } = {}): Store {
  const store = createStore();
  store.set(tokenAtom, 'tok-1');
  store.set(htmlAtom, PAGE);
  store.set(previousPromptAtom, 'A bakery page');
  store.set(folderNameAtom, folder);
  store.set(publishedAtom, published);
  return store;
}

const menuButton = () => screen.getByTestId('publish-menu');

async function openMenu(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(menuButton());
  return screen.getByRole('dialog', { name: 'Publish' });
}

beforeEach(() => {
  route({ 'GET /api/config': () => json(CONFIG), 'GET /api/sites/all': () => json({}) });
});

describe('publish menu', () => {
  it('publishes a new site under the name the user chose, suggested from the page title, then shows it as published', async () => {
    route({
      'POST /api/publish': () => json({ folderName: 'bakery-x1', fileName: 'index', url: LIVE.url, message: 'Published' }),
      'GET /api/sites/name-check': (r) => {
        const name = new URLSearchParams(r.query).get('name') ?? '';
        return json({ name, available: name !== 'crumb-co', reason: name === 'crumb-co' ? 'taken' : null });
      },
    });
    const store = signedInStore();
    store.set(htmlAtom, TITLED);
    const { user } = renderWithApp(<PublishMenu />, { store });
    expect(menuButton()).toHaveAttribute('data-state', 'not-published');

    const panel = await openMenu(user);
    expect(within(panel).getByText('Not published')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publish as a new site' }));

    const dialog = await screen.findByRole('dialog', { name: 'Name your site' });
    const input = within(dialog).getByRole('textbox', { name: 'Site name' });
    const confirm = within(dialog).getByRole('button', { name: 'Publish' });
    // Suggested from the <title>; taken, so it cannot be used.
    expect(input).toHaveValue('crumb-co');
    expect(await within(dialog).findByText('That name is taken. Choose another.')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    // The rules are checked as typed, without asking the server.
    await user.clear(input);
    await user.type(input, 'www');
    expect(within(dialog).getByTestId('site-name-status')).toHaveTextContent('reserved');
    expect(confirm).toBeDisabled();
    expect(requestsTo('GET /api/sites/name-check').map((r) => new URLSearchParams(r.query).get('name'))).toEqual(['crumb-co']);
    await user.clear(input);
    await user.type(input, 'Bakery-X1');
    expect(input).toHaveValue('bakery-x1');
    expect(await within(dialog).findByText('This name is available.')).toBeInTheDocument();
    expect(requestsTo('GET /api/sites/name-check').at(-1)?.headers.Authorization).toBe('Bearer tok-1');
    await user.click(confirm);

    expect(await screen.findByText('Published successfully!')).toBeInTheDocument();
    const [request] = requestsTo('POST /api/publish');
    expect(request.headers.Authorization).toBe('Bearer tok-1');
    expect(request.body).toMatchObject({ html: TITLED, prompt: 'A bakery page', fileName: 'index', model: 'cui-core', folderName: 'bakery-x1' });
    expect(store.get(folderNameAtom)).toBe('bakery-x1');
    expect(store.get(publishedAtom)).toEqual(LIVE);
    expect(menuButton()).toHaveAttribute('data-state', 'published');

    const published = await openMenu(user);
    expect(within(published).getByText('Live & Published')).toBeInTheDocument();
    expect(within(published).getByTestId('published-link')).toHaveAttribute('href', LIVE.url);
  });

  it('suggests a name from the prompt when the title gives none, and publishes nothing when cancelled', async () => {
    route({ 'GET /api/sites/name-check': (r) => json({ name: new URLSearchParams(r.query).get('name'), available: true, reason: null }) });
    const store = signedInStore();
    store.set(htmlAtom, '<!DOCTYPE html><html><head><title>茶馆</title></head><body><h1>茶</h1></body></html>');
    const { user } = renderWithApp(<PublishMenu />, { store });

    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Publish as a new site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name your site' });
    expect(within(dialog).getByRole('textbox', { name: 'Site name' })).toHaveValue('a-bakery-page');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Name your site' })).not.toBeInTheDocument());
    expect(requestsTo('POST /api/publish')).toHaveLength(0);
  });

  it('renames the site: the new name is checked, and the tab follows it', async () => {
    route({
      'GET /api/sites/name-check': (r) => json({ name: new URLSearchParams(r.query).get('name'), available: true, reason: null }),
      'POST /api/sites/bakery-x1/rename': () => json({ folderName: 'crumb-co', url: 'http://crumb-co.localhost:3000/', redirectsUntil: '2027-02-24T10:00:00.000Z' }),
    });
    const store = signedInStore({ folder: 'bakery-x1', published: LIVE });
    const { user } = renderWithApp(<PublishMenu />, { store });

    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Rename site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename bakery-x1' });
    const input = within(dialog).getByRole('textbox', { name: 'Site name' });
    const confirm = within(dialog).getByRole('button', { name: 'Rename' });
    expect(input).toHaveValue('bakery-x1');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'crumb-co');
    expect(await within(dialog).findByText('This name is available.')).toBeInTheDocument();
    await user.click(confirm);

    expect(await screen.findByText('Site renamed. Its old address leads to the new one until Feb 24, 2027.')).toBeInTheDocument();
    expect(requestsTo('POST /api/sites/bakery-x1/rename')[0]).toMatchObject({ body: { folderName: 'crumb-co' }, headers: { Authorization: 'Bearer tok-1' } });
    expect(store.get(folderNameAtom)).toBe('crumb-co');
    expect(store.get(publishedAtom)).toEqual({ folderName: 'crumb-co', pageName: 'index', url: 'http://crumb-co.localhost:3000/' });
  });

  it('says why a rename was refused, in the UI’s words, and keeps the site’s name', async () => {
    route({
      'GET /api/sites/name-check': (r) => json({ name: new URLSearchParams(r.query).get('name'), available: true, reason: null }),
      'POST /api/sites/bakery-x1/rename': () => json({ code: 'site_name_taken', message: 'That site name is taken. Choose another.' }, 409),
    });
    const store = signedInStore({ folder: 'bakery-x1', published: LIVE });
    const { user } = renderWithApp(<PublishMenu />, { store });

    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Rename site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename bakery-x1' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Site name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Site name' }), 'crumb-co');
    await within(dialog).findByText('This name is available.');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));

    expect(await screen.findByText('That site name is taken. Choose another.')).toBeInTheDocument();
    expect(store.get(folderNameAtom)).toBe('bakery-x1');
    expect(store.get(publishedAtom)).toEqual(LIVE);
  });

  it('shows progress and refuses a second click while the page builds', async () => {
    let answer: (response: Response) => void = () => undefined;
    route({ 'POST /api/publish': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const store = signedInStore({ folder: 'bakery-x1' });
    const { user } = renderWithApp(<PublishMenu />, { store });

    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Publish to bakery-x1/index' }));
    await waitFor(() => expect(menuButton()).toHaveTextContent('Publishing…'));
    expect(within(await openMenu(user)).getByRole('button', { name: 'Publish to bakery-x1/index' })).toBeDisabled();

    answer(json({ folderName: 'bakery-x1', fileName: 'index', url: LIVE.url, message: 'ok' }));
    expect(await screen.findByText('Published successfully!')).toBeInTheDocument();
    expect(requestsTo('POST /api/publish')).toHaveLength(1);
    expect(requestsTo('POST /api/publish')[0].body).toMatchObject({ folderName: 'bakery-x1', fileName: 'index' });
  });

  it('says which other pages kept an old navigation when the publish could not update them', async () => {
    route({
      'POST /api/publish': () =>
        json({ folderName: 'bakery-x1', fileName: 'index', url: LIVE.url, message: 'Published successfully!', staleNavigation: ['about', 'menu'] }),
    });
    const store = signedInStore({ folder: 'bakery-x1' });
    const { user } = renderWithApp(<PublishMenu />, { store });

    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Publish to bakery-x1/index' }));
    expect(await screen.findByText('Published successfully!')).toBeInTheDocument();
    expect(await screen.findByText('The navigation of about, menu could not be updated. Publish those pages again.')).toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in instead of publishing', async () => {
    const store = signedInStore();
    store.set(tokenAtom, null);
    const { user } = renderWithApp(<PublishMenu />, { store });

    const panel = await openMenu(user);
    expect(within(panel).getByText('Sign in to publish your page.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publish as a new site' }));

    expect(store.get(loginModalAtom)).toBe('login');
    expect(requestsTo('POST /api/publish')).toHaveLength(0);
  });

  it('shows the server message when publishing to a chosen site is refused, and stays on that site', async () => {
    route({ 'POST /api/publish': () => json({ message: 'This site belongs to someone else.' }, 403) });
    const store = signedInStore({ folder: 'bakery-x1' });
    store.set(pageNameAtom, 'menu');
    const { user } = renderWithApp(<PublishMenu />, { store });
    expect(menuButton()).toHaveAttribute('data-state', 'site-selected');

    const panel = await openMenu(user);
    expect(within(panel).getByText('http://bakery-x1.localhost:3000/menu')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publish to bakery-x1/menu' }));

    expect(await screen.findByText('This site belongs to someone else.')).toBeInTheDocument();
    expect(requestsTo('POST /api/publish')[0].body).toMatchObject({ folderName: 'bakery-x1', fileName: 'menu' });
    expect(menuButton()).toHaveAttribute('data-state', 'site-selected');
    expect(store.get(publishedAtom)).toBeNull();
  });

  it("says 'Publish failed' when the server cannot be reached", async () => {
    route({ 'POST /api/publish': () => Promise.reject(new TypeError('Failed to fetch')) });
    const store = signedInStore({ folder: 'bakery-x1' });
    const { user } = renderWithApp(<PublishMenu />, { store });

    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Publish to bakery-x1/index' }));

    expect(await screen.findByText('Publish failed')).toBeInTheDocument();
  });

  it('is disabled while CUI works on the page', async () => {
    const store = signedInStore({ folder: 'bakery-x1' });
    store.set(workingAtom, 'page');
    const { user } = renderWithApp(<PublishMenu />, { store });

    const panel = await openMenu(user);
    expect(within(panel).getByRole('button', { name: 'Publish to bakery-x1/index' })).toBeDisabled();
    expect(within(panel).getByText('You can publish once CUI has finished the page.')).toBeInTheDocument();
  });

  it('shares the published site: link, copy, networks with the link encoded, remix link and the revoke note', async () => {
    const store = signedInStore({ folder: 'bakery-x1', published: LIVE });
    const { user } = renderWithApp(<PublishMenu />, { store });

    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Share…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your site' });
    await waitFor(() => expect(within(dialog).getByTestId('share-copy')).toHaveFocus());

    expect(within(dialog).getByText('Live & Published')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Site link')).toHaveValue(LIVE.url);
    const visit = within(dialog).getByRole('link', { name: 'Visit' });
    expect(visit).toHaveAttribute('href', LIVE.url);
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit.getAttribute('rel')).toContain('noopener');
    const encoded = encodeURIComponent(LIVE.url);
    expect(within(dialog).getByRole('link', { name: 'X / Twitter' })).toHaveAttribute('href', `https://twitter.com/intent/tweet?url=${encoded}`);
    expect(within(dialog).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(within(dialog).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${encoded}`);
    expect(within(dialog).getByLabelText('Remix link')).toHaveValue(`${window.location.origin}/?remix=bakery-x1`);
    expect(within(dialog).getByText('Anyone with the link can view this site. Unpublishing it revokes access.')).toBeInTheDocument();

    await user.click(within(dialog).getByTestId('share-copy'));
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(LIVE.url);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share your site' })).not.toBeInTheDocument());
    expect(menuButton()).toHaveFocus();
  });

  it('unpublishes after confirmation and goes back to the chosen site', async () => {
    route({ 'DELETE /api/sites/bakery-x1': () => json({ ok: true }) });
    const store = signedInStore({ folder: 'bakery-x1', published: LIVE });
    const { user } = renderWithApp(<PublishMenu />, { store });

    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Unpublish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unpublish bakery-x1?' });
    expect(requestsTo('DELETE /api/sites/bakery-x1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText('Site unpublished. Its link no longer works.')).toBeInTheDocument();
    expect(requestsTo('DELETE /api/sites/bakery-x1')[0].headers.Authorization).toBe('Bearer tok-1');
    expect(store.get(publishedAtom)).toBeNull();
    expect(store.get(folderNameAtom)).toBe('bakery-x1');
    expect(menuButton()).toHaveAttribute('data-state', 'site-selected');
  });

  it('keeps the site published when unpublishing is cancelled', async () => {
    const store = signedInStore({ folder: 'bakery-x1', published: LIVE });
    const { user } = renderWithApp(<PublishMenu />, { store });

    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Unpublish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unpublish bakery-x1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(requestsTo('DELETE /api/sites/bakery-x1')).toHaveLength(0);
    expect(menuButton()).toHaveAttribute('data-state', 'published');
  });

  it('lists a published site in the showcase only when its owner turns the switch on', async () => {
    route({
      'GET /api/sites/bakery-x1/settings': () => json({ folderName: 'bakery-x1', showcase: false }),
      'PATCH /api/sites/bakery-x1/settings': (r) => json({ folderName: 'bakery-x1', showcase: (r.body as { showcase: boolean }).showcase }),
    });
    const { user } = renderWithApp(<PublishMenu />, { store: signedInStore({ folder: 'bakery-x1', published: LIVE }) });
    const panel = await openMenu(user);
    const toggle = await within(panel).findByRole('switch', { name: 'List in the Showcase' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(requestsTo('GET /api/sites/bakery-x1/settings')[0].headers.Authorization).toBe('Bearer tok-1');

    await user.click(toggle);
    expect(await screen.findByText('bakery-x1 is now in the Showcase.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(requestsTo('PATCH /api/sites/bakery-x1/settings').map((r) => r.body)).toEqual([{ showcase: true }]);
  });

  it('keeps the switch as it was when the server refuses the change', async () => {
    route({
      'GET /api/sites/bakery-x1/settings': () => json({ folderName: 'bakery-x1', showcase: false }),
      'PATCH /api/sites/bakery-x1/settings': () => json({ code: 'not_owner', message: 'Only the site’s owner can change its settings.' }, 403),
    });
    const { user } = renderWithApp(<PublishMenu />, { store: signedInStore({ folder: 'bakery-x1', published: LIVE }) });
    const panel = await openMenu(user);
    const toggle = await within(panel).findByRole('switch', { name: 'List in the Showcase' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText('bakery-x1 is now in the Showcase.')).toBeNull();
  });
});
