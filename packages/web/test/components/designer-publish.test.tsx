import { screen, waitFor, within } from '@testing-library/react';
import type { DesignerScreen } from '@cui/shared';
import { account, signedIn } from '../support/billing-fixtures';
import { projectDetail, renderDesigner, UUID, wideWindow } from '../support/designer-fixtures';
import { json, requestsTo, route } from '../support/fake-fetch';

const SITE = 'http://pet-adoption.localhost:3000/';
const screenOf = (name: string, position: number, status: DesignerScreen['status'] = 'completed'): DesignerScreen => ({
  name,
  description: '',
  html: status === 'completed' ? `<html><body>${name}</body></html>` : '',
  status,
  position,
  version: 1,
});
const SCREENS = [screenOf('Home', 0), screenOf('Stats', 1), screenOf('Profile', 2)];

function answer(updated: boolean[], removed: string[] = []) {
  return {
    removed,
    folderName: 'pet-adoption',
    fileName: 'index',
    url: SITE,
    message: 'Published successfully!',
    pages: ['index', 'stats', 'profile'].map((page, i) => ({ screen: SCREENS[i].name, page, url: page === 'index' ? SITE : `${SITE}${page}`, updated: updated[i] })),
  };
}

function baseRoutes(detail = projectDetail({ title: 'Pet Adoption', screens: SCREENS })) {
  route({
    'GET /api/user/me': () => json(account()),
    'GET /api/projects': () => json({ projects: [] }),
    'GET /api/models': () => json([]),
    [`GET /api/projects/${UUID}`]: () => json({ project: detail }),
    'GET /api/sites/name-check': (r) => json({ name: new URLSearchParams(r.query).get('name'), available: true, reason: null }),
  });
}

describe('designer: publishing a project as a site', () => {
  let narrow: () => void = () => undefined;
  beforeEach(() => {
    narrow = wideWindow();
  });
  afterEach(() => narrow());

  it('asks the site’s name the first time, then shows the site’s address and shares it; publishing again updates the same site', async () => {
    baseRoutes();
    let runs = 0;
    route({ [`POST /api/projects/${UUID}/publish`]: () => json(++runs === 1 ? answer([true, true, true]) : answer([false, true, false], ['calendar', 'settings'])) });
    const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    const publish = await screen.findByTestId('project-publish');
    expect(publish).toHaveAccessibleName('Publish');
    expect(screen.queryByTestId('project-site')).not.toBeInTheDocument();

    await user.click(publish);
    const dialog = await screen.findByRole('dialog', { name: 'Publish the project as a site' });
    expect(within(dialog).getByTestId('site-name-input')).toHaveValue('pet-adoption');
    expect(await within(dialog).findByText('This name is available.')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('site-name-confirm'));

    expect(await screen.findByText('Published: 3 pages are live.')).toBeInTheDocument();
    expect(screen.queryByText(/taken off the site/)).not.toBeInTheDocument();
    const [first] = requestsTo(`POST /api/projects/${UUID}/publish`);
    expect(first.body).toEqual({ folderName: 'pet-adoption' });
    expect(first.headers.Authorization).toBe('Bearer tok');
    expect(first.headers['Idempotency-Key']).toMatch(/\S/);
    expect(screen.getByTestId('project-site-link')).toHaveAttribute('href', SITE);
    expect(screen.getByTestId('project-publish')).toHaveAccessibleName('Update site');

    await user.click(screen.getByTestId('project-share'));
    const share = await screen.findByTestId('share-dialog');
    expect(within(share).getByTestId('share-link')).toHaveValue(SITE);
    await user.keyboard('{Escape}');

    await user.click(screen.getByTestId('project-publish'));
    expect(await screen.findByText('Site updated: 1 of 3 pages changed.')).toBeInTheDocument();
    // Pages of screens deleted since the last publish left the site: the owner is told which.
    expect(await screen.findByText('Their screens are gone, so /calendar, /settings were taken off the site.')).toBeInTheDocument();
    expect(requestsTo(`POST /api/projects/${UUID}/publish`).map((r) => r.body)).toEqual([{ folderName: 'pet-adoption' }, {}]);
    // Updating asks no name: the site is the project's.
    expect(screen.getByTestId('site-name-dialog')).toHaveAttribute('data-state', 'closed');
  });

  it('a project already published shows its site on opening; a refusal is told in the interface’s words', async () => {
    baseRoutes(projectDetail({ title: 'Pet Adoption', screens: SCREENS, site: { folderName: 'pet-adoption', url: SITE, live: true } }));
    route({ [`POST /api/projects/${UUID}/publish`]: () => json({ code: 'project_empty', message: 'The project has no finished screen to publish yet.' }, 422) });
    const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    expect(await screen.findByTestId('project-site-link')).toHaveAttribute('href', SITE);
    await user.click(screen.getByTestId('project-publish'));
    expect(await screen.findByText('The project has no finished screen to publish yet.')).toBeInTheDocument();
    expect(screen.getByTestId('project-site-link')).toHaveAttribute('href', SITE);
  });

  it('is unavailable until a screen is finished', async () => {
    baseRoutes(projectDetail({ title: 'Pet Adoption', screens: [screenOf('Home', 0, 'generating')] }));
    renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    const publish = await screen.findByTestId('project-publish');
    expect(publish).toBeDisabled();
    expect(publish).toHaveAttribute('title', 'There is no finished screen to publish yet.');
    await waitFor(() => expect(requestsTo(`POST /api/projects/${UUID}/publish`)).toHaveLength(0));
  });
});
