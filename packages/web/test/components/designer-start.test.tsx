import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { loginModalAtom } from '../../src/features/auth/atoms';
import { designerAtom } from '../../src/features/stitch/state/designer-atoms';
import { account, signedIn } from '../support/billing-fixtures';
import { pageSentTo, project, renderDesigner } from '../support/designer-fixtures';
import { json, requestsTo, route } from '../support/fake-fetch';
import { publicConfig } from '../support/public-config';

const at = (hour: number) => () => new Date(2026, 10, 24, hour, 30);

function signedInRoutes(projects: unknown = { projects: [] }) {
  route({
    'GET /api/user/me': () => json(account()),
    'GET /api/projects': () => json(projects),
    'GET /api/models': () => json([]),
  });
}

describe('designer start view', () => {
  it('greets the signed-in user by first name for the time of day', async () => {
    signedInRoutes();
    renderDesigner('/stitch', { store: signedIn(), now: at(9) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Good Morning, Ada' })).toBeInTheDocument();
    expect(screen.getByText('Ready to turn your ideas into art?')).toBeInTheDocument();
  });

  it('greets a visitor as User, warns that submitting needs a login and offers the login modal', async () => {
    route({ 'GET /api/models': () => json([]) });
    const store = createStore();
    const { user } = renderDesigner('/stitch', { store, now: at(22) });
    expect(screen.getByRole('heading', { level: 1, name: 'Good Night, User' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You must be logged in to submit.');
    await user.type(screen.getByRole('textbox', { name: 'Describe the screens to design' }), 'A todo app');
    expect(screen.getByRole('button', { name: 'Generate screens' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.get(loginModalAtom)).toBe('login');
    expect(requestsTo('GET /api/projects')).toHaveLength(0);
  });

  it('an example fills the box with its prompt, and Surprise me puts in another example (never clears it)', async () => {
    signedInRoutes();
    const { user } = renderDesigner('/stitch', { store: signedIn(), now: at(13) });
    const box = screen.getByRole('textbox', { name: 'Describe the screens to design' });
    for (const title of ['Silky Chocolate Commercial', 'Pixel Art Exhibition Poster', 'Modern SaaS Landing Page', 'Retro Music App', 'Digital Diary UI']) {
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Pet Adoption App' }));
    expect((box as HTMLTextAreaElement).value).toMatch(/^A pet adoption app: a home screen/);
    expect(screen.getByRole('button', { name: 'Generate screens' })).toBeEnabled();
    const before = (box as HTMLTextAreaElement).value;
    await user.click(screen.getByRole('button', { name: 'Surprise me with an example' }));
    const after = (box as HTMLTextAreaElement).value;
    expect(after).not.toBe(before);
    expect(after).not.toBe('');
    expect(screen.getByRole('button', { name: 'Generate screens' })).toBeEnabled();
  });

  it('shows Loading... while the recent projects load', async () => {
    route({ 'GET /api/user/me': () => json(account()), 'GET /api/models': () => json([]), 'GET /api/projects': () => new Promise<Response>(() => undefined) });
    renderDesigner('/stitch', { store: signedIn() });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('says when there are no recent projects', async () => {
    signedInRoutes();
    renderDesigner('/stitch', { store: signedIn() });
    expect(await screen.findByText('No recent projects found.')).toBeInTheDocument();
    expect(requestsTo('GET /api/projects')[0].query).toBe('limit=4');
    expect(requestsTo('GET /api/projects')[0].headers.Authorization).toBe('Bearer tok');
  });

  it('says when the recent projects cannot be loaded', async () => {
    route({ 'GET /api/user/me': () => json(account()), 'GET /api/models': () => json([]), 'GET /api/projects': () => json({ message: 'down' }, 500) });
    renderDesigner('/stitch', { store: signedIn() });
    expect(await screen.findByText('Could not load recent projects.')).toBeInTheDocument();
  });

  it('shows at most 4 cards after the Create New Project tile, with title or Untitled and the refine date or N/A', async () => {
    const list = [
      project({ project_uuid: 'p1', title: 'Pets', thumbnail: '<p>pets</p>' }),
      project({ project_uuid: 'p2', title: '  ', updatedAt: 'not a date' }),
      project({ project_uuid: 'p3', title: 'Three' }),
      project({ project_uuid: 'p4', title: 'Four' }),
      project({ project_uuid: 'p5', title: 'Five' }),
    ];
    signedInRoutes({ projects: list });
    renderDesigner('/stitch', { store: signedIn() });
    const cards = await screen.findAllByTestId('project-card');
    expect(cards).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Create New Project' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Pets');
    expect(cards[0]).toHaveTextContent(/Last refined on Nov 21, 2026/);
    expect(cards[0]).toHaveAttribute('href', '/stitch/create?project=p1');
    const thumbnail = within(cards[0]).getByTitle('Pets');
    expect(thumbnail.tagName).toBe('IFRAME');
    expect(thumbnail).toHaveAttribute('sandbox', 'allow-scripts');
    expect(thumbnail).toHaveAttribute('src', '/preview');
    expect(pageSentTo(thumbnail)).toBe('<p>pets</p>');
    expect(cards[1]).toHaveTextContent('Untitled');
    expect(cards[1]).toHaveTextContent('N/A');
    expect(screen.queryByText('Five')).not.toBeInTheDocument();
  });

  it('See All lists every project and deletes one after confirming', async () => {
    signedInRoutes({ projects: [project({ project_uuid: 'p1', title: 'Pets' }), project({ project_uuid: 'p2', title: 'Music' })] });
    route({ 'DELETE /api/projects/p2': () => json({ project_uuid: 'p2', message: 'Project deleted.' }) });
    const store = signedIn();
    store.set(designerAtom, { type: 'project', uuid: 'p2', title: 'Music' });
    const { user } = renderDesigner('/stitch', { store });
    await user.click(await screen.findByRole('button', { name: 'See All' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Projects' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete: Music' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this project?' });
    expect(confirm).toHaveTextContent('"Music" and all its screens will be deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo('DELETE /api/projects/p2')).toHaveLength(1));
    expect(requestsTo('DELETE /api/projects/p2')[0].headers.Authorization).toBe('Bearer tok');
    expect(await screen.findByText('Project deleted.')).toBeInTheDocument();
    expect(store.get(designerAtom).projectUuid).toBeNull();
  });

  it('shows the newest showcase cards, each a link to the site on its own address, and in-app footer links only', async () => {
    route({
      'GET /api/models': () => json([]),
      'GET /api/config': () => json(publicConfig()),
      'GET /api/showcase': () => json({ items: [{ folderName: 'tea-house', title: 'Tea & Cake', url: 'http://tea-house.localhost:3000/', listedAt: '2026-11-20T10:00:00.000Z' }], nextCursor: null }),
    });
    renderDesigner('/stitch');
    const card = await screen.findByRole('link', { name: 'Open Tea & Cake in a new tab' });
    expect(card).toHaveAttribute('href', 'http://tea-house.localhost:3000/');
    expect(card).toHaveAttribute('target', '_blank');
    expect(card).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByText('tea-house.localhost:3000')).toBeInTheDocument();
    // A card never frames the site: its page runs only on its own origin.
    expect(document.querySelector('[data-testid="showcase-preview"] iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/showcase');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/guide', '/showcase']);
  });

  it('says the showcase is empty, and links the outside pages only the operator configured', async () => {
    route({
      'GET /api/models': () => json([]),
      'GET /api/config': () => json(publicConfig({ links: { terms: 'https://example.org/terms', contact: 'https://example.org/help' } })),
      'GET /api/showcase': () => json({ items: [], nextCursor: null }),
    });
    renderDesigner('/stitch');
    expect(await screen.findByText('No sites in the showcase yet.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://example.org/terms');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', 'https://example.org/help');
    expect(screen.queryByRole('link', { name: 'Privacy' })).toBeNull();
  });
});
