import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PREVIEW_MESSAGE, type DesignerScreen } from '@cui/shared';
import { Route, Routes } from 'react-router';
import { SharedPrototypePage } from '../../src/features/stitch/prototype/shared-prototype-page';
import { account, signedIn } from '../support/billing-fixtures';
import { pageSentTo, projectDetail, renderDesigner, UUID, wideWindow } from '../support/designer-fixtures';
import { json, requestsTo, route } from '../support/fake-fetch';
import { currentNavigationState, currentSearch, renderWithApp } from '../support/render';

const tab = (slug: string, text: string) => `<a href="#/${slug}" data-cui-screen="${slug}">${text}</a>`;
const tabBar = `<nav>${tab('home', 'Home')}${tab('stats', 'Stats')}${tab('settings', 'Settings')}</nav>`;
const SCREENS: DesignerScreen[] = [
  { name: 'Home', description: '', html: `<html><body><h1>Home</h1>${tabBar}</body></html>`, status: 'completed', position: 0, version: 1 },
  { name: 'Stats', description: '', html: `<html><body><h1>Stats</h1>${tabBar}</body></html>`, status: 'completed', position: 1, version: 1 },
  { name: 'Settings', description: '', html: `<html><body><h1>Settings</h1>${tab('ghost', 'Gone')}</body></html>`, status: 'completed', position: 2, version: 1 },
];

function restored(screens = SCREENS) {
  route({
    'GET /api/user/me': () => json(account()),
    'GET /api/projects': () => json({ projects: [] }),
    'GET /api/models': () => json([]),
    [`GET /api/projects/${UUID}`]: () => json({ project: projectDetail({ screens }) }),
  });
}

/** The sandboxed screen's side: a message its window posts to the app. */
function fromFrame(frame: HTMLElement, data: unknown, origin = 'null') {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: (frame as HTMLIFrameElement).contentWindow }));
  });
}
const player = () => screen.getByTestId('prototype-player');
const front = () => screen.getByTestId('prototype-frame');
/** The front frame asks for its page and reports it loaded, as the preview document does. */
function load(frame = front()): string | null {
  const page = pageSentTo(frame);
  fromFrame(frame, { type: PREVIEW_MESSAGE.loaded });
  return page;
}
const follow = (slug: string) => fromFrame(front(), { type: 'cui:navigate', slug });

describe('prototype player', () => {
  let narrow: () => void = () => undefined;
  beforeEach(() => {
    narrow = wideWindow();
  });
  afterEach(() => narrow());

  async function play() {
    restored();
    const rendered = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    await screen.findByTitle('Screen: Home');
    await rendered.user.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('dialog', { name: 'Prototype: A pet adoption app' })).toBe(player());
    return rendered;
  }

  it('plays the first screen in the sandboxed preview frame with the link bridge, and a link moves to its screen', async () => {
    await play();
    expect(player()).toHaveAttribute('data-screen', 'Home');
    expect(screen.getByTestId('prototype-device')).toHaveAttribute('data-device', 'mobile');
    expect(front()).toHaveAttribute('sandbox', 'allow-scripts');
    expect(front()).toHaveAttribute('src', '/preview');
    const page = load();
    expect(page).toContain('<h1>Home</h1>');
    expect(page).toContain('cui:navigate');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    follow('stats');
    expect(player()).toHaveAttribute('data-screen', 'Stats');
    expect(currentNavigationState()).toEqual({ prototypeDepth: 1 });
    // The next screen loads behind the current one, which stays shown until then.
    const frames = player().querySelectorAll('iframe');
    expect(frames).toHaveLength(2);
    expect(frames[0].parentElement?.className).not.toContain('invisible');
    expect(frames[1].parentElement?.className).toContain('invisible');
    expect(load()).toContain('<h1>Stats</h1>');
    expect(player().querySelectorAll('iframe')).toHaveLength(1);
    expect(front().parentElement?.className).toContain('animate-[cui-screen-forward');
  });

  it('Back (the control, a swipe from the edge: each one history entry) returns; Escape leaves the player where the canvas was', async () => {
    const { user } = await play();
    load();
    follow('stats');
    load();
    follow('settings');
    load();
    expect(player()).toHaveAttribute('data-screen', 'Settings');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(player()).toHaveAttribute('data-screen', 'Stats');
    load();
    expect(front().parentElement?.className).toContain('animate-[cui-screen-back');
    fromFrame(front(), { type: 'cui:back' });
    expect(player()).toHaveAttribute('data-screen', 'Home');
    load();
    // On the first screen there is nothing to go back to inside the player.
    fromFrame(front(), { type: 'cui:back' });
    expect(player()).toHaveAttribute('data-screen', 'Home');

    follow('stats');
    load();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('prototype-player')).not.toBeInTheDocument());
    expect(currentNavigationState()).toBeNull();
    expect(screen.getByTestId('screens-canvas')).toBeInTheDocument();
  });

  it('a link to a missing screen does nothing visible but is logged; messages from anything but the front frame count for nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await play();
      load();
      follow('settings');
      load();
      follow('ghost');
      expect(player()).toHaveAttribute('data-screen', 'Settings');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no screen "ghost"'));

      const frame = front();
      // Not sandboxed (an origin of its own), not its window, nor the app's own window.
      fromFrame(frame, { type: 'cui:navigate', slug: 'home' }, window.location.origin);
      act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'cui:navigate', slug: 'home' }, origin: 'null', source: window })));
      expect(player()).toHaveAttribute('data-screen', 'Settings');
      fromFrame(frame, { type: 'cui:navigate', slug: 'x'.repeat(500) });
      expect(player()).toHaveAttribute('data-screen', 'Settings');
    } finally {
      warn.mockRestore();
    }
  });

  it('starts at the screen selected on the canvas', async () => {
    restored();
    const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    const card = (await screen.findByTitle('Screen: Settings')).closest('[data-testid="screen-card"]') as HTMLElement;
    fireEvent.pointerDown(card, { button: 0, pointerId: 5, pointerType: 'touch', clientX: 600, clientY: 300 });
    fireEvent.pointerUp(card, { pointerId: 5, pointerType: 'touch', clientX: 600, clientY: 300 });
    fireEvent.click(card);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(player()).toHaveAttribute('data-screen', 'Settings');
  });

  it('a reload or link that names a screen plays it, also on a phone showing the chat; leaving drops the screen from the URL', async () => {
    narrow();
    restored();
    renderDesigner(`/stitch/create?project=${UUID}#/settings`, { store: signedIn() });
    expect(await screen.findByTestId('prototype-player')).toHaveAttribute('data-screen', 'Settings');
    expect(screen.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    load();
    // Entered without the player's own entries, Back has nothing to return to and Escape only drops the hash.
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('prototype-player')).not.toBeInTheDocument());
    expect(currentSearch()).toBe(`?project=${UUID}`);
  });

  it('the link map draws an arrow from each screen to each screen it links to, and goes with the toggle', async () => {
    restored();
    const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    await screen.findByTitle('Screen: Home');
    expect(screen.queryByTestId('link-map')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Link map' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const map = screen.getByRole('img', { name: 'Link map: 4 links between screens' });
    const arrows = within(map)
      .getAllByTestId('link-arrow')
      .map((a) => `${a.getAttribute('data-from')} → ${a.getAttribute('data-to')}`);
    // Self links (Home's tab to Home) and the link to a missing screen are not drawn.
    expect(arrows).toEqual(['Home → Stats', 'Home → Settings', 'Stats → Home', 'Stats → Settings']);
    await user.click(toggle);
    expect(screen.queryByTestId('link-map')).not.toBeInTheDocument();
  });
});

describe('sharing a prototype', () => {
  let narrow: () => void = () => undefined;
  beforeEach(() => {
    narrow = wideWindow();
  });
  afterEach(() => narrow());

  it('the owner makes a read-only link, sees it, and turns it off', async () => {
    const TOKEN = 'b'.repeat(43);
    let link: { token: string; created_at: string } | null = null;
    restored();
    route({
      [`GET /api/projects/${UUID}/prototype-link`]: () => json({ link }),
      [`POST /api/projects/${UUID}/prototype-link`]: () => {
        link = { token: TOKEN, created_at: '2026-11-26T10:00:00.000Z' };
        return json({ link }, 201);
      },
      [`DELETE /api/projects/${UUID}/prototype-link`]: () => {
        link = null;
        return json({ link });
      },
    });
    const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    await screen.findByTitle('Screen: Home');
    await user.click(screen.getByRole('button', { name: 'Share prototype' }));
    const panel = await screen.findByRole('dialog', { name: 'Share a read-only prototype' });
    await user.click(await within(panel).findByRole('button', { name: 'Create link' }));
    expect(await within(panel).findByRole('textbox', { name: 'Prototype link' })).toHaveValue(`${window.location.origin}/prototype/${TOKEN}`);
    const [made] = requestsTo(`POST /api/projects/${UUID}/prototype-link`);
    expect(made.body).toEqual({});
    expect(made.headers.Authorization).toBe('Bearer tok');
    await user.click(within(panel).getByRole('button', { name: 'Turn off' }));
    expect(await within(panel).findByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(requestsTo(`DELETE /api/projects/${UUID}/prototype-link`)).toHaveLength(1);
  });
});

describe('shared prototype page', () => {
  const TOKEN = 'A'.repeat(43);
  const renderShared = () =>
    renderWithApp(
      <Routes>
        <Route path="/prototype/:token" element={<SharedPrototypePage />} />
      </Routes>,
      { route: `/prototype/${TOKEN}` },
    );

  it('plays the shared screens read-only for anyone, without a token of their own', async () => {
    route({ [`GET /api/prototypes/${TOKEN}`]: () => json({ prototype: { title: 'Habits', device_type: 'web', screens: SCREENS.map((s) => ({ name: s.name, html: s.html })) } }) });
    renderShared();
    expect(await screen.findByRole('dialog', { name: 'Prototype: Habits' })).toBeInTheDocument();
    expect(requestsTo(`GET /api/prototypes/${TOKEN}`)[0].headers.Authorization).toBeUndefined();
    expect(screen.getByTestId('prototype-device')).toHaveAttribute('data-device', 'web');
    expect(screen.queryByRole('button', { name: 'Leave the prototype' })).not.toBeInTheDocument();
    expect(load()).toContain('<h1>Home</h1>');
    follow('stats');
    expect(player()).toHaveAttribute('data-screen', 'Stats');
  });

  it('a revoked link says so', async () => {
    route({ [`GET /api/prototypes/${TOKEN}`]: () => json({ code: 'prototype_not_found', message: 'gone' }, 404) });
    renderShared();
    expect(await screen.findByRole('heading', { name: 'This prototype cannot be shown' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This prototype link does not work: it was turned off or never existed.');
  });
});
