import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatSse, PREVIEW_MESSAGE } from '@cui/shared';
import { loginModalAtom } from '../../src/features/auth/atoms';
import { folderNameAtom, htmlAtom, previousPromptAtom, versionsAtom } from '../../src/features/page/page-atoms';
import { appendVersion, EMPTY_VERSIONS } from '../../src/features/page/versions';
import { account, signedIn } from '../support/billing-fixtures';
import { buildScreens, designerStream, pageSentTo, project, projectDetail, renderDesigner, UUID, wideWindow } from '../support/designer-fixtures';
import { json, openStream, requests, requestsTo, route } from '../support/fake-fetch';
import { currentPath, currentSearch } from '../support/render';

const PET_SCREENS = ['Home', 'Pet Details'];

function baseRoutes() {
  route({
    'GET /api/user/me': () => json(account()),
    'GET /api/projects': () => json({ projects: [] }),
    'GET /api/models': () => json([]),
    'POST /api/projects': () => json({ project: project() }, 201),
  });
}

/** Completed screens as the canvas shows them: name → the iframe's document. */
function renderedScreens(): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const card of screen.queryAllByTestId('screen-card')) {
    const frame = card.querySelector('iframe');
    out[card.getAttribute('data-screen') ?? ''] = frame ? pageSentTo(frame) : null;
  }
  return out;
}

async function submitFromStart(user: ReturnType<typeof renderDesigner>['user']) {
  await user.click(screen.getByRole('button', { name: 'Pet Adoption App' }));
  await user.click(screen.getByRole('button', { name: 'Generate screens' }));
}

describe('designer workspace', () => {
  let narrow: () => void = () => undefined;
  beforeEach(() => {
    narrow = wideWindow();
  });
  afterEach(() => narrow());

  it('a project with screens and no conversation (a remix) says where to start; a conversation replaces the hint', async () => {
    baseRoutes();
    const screens = ['Home', 'Stats'].map((name, i) => ({ name, description: '', html: `<html><body>${name}</body></html>`, status: 'completed' as const, position: i + 1, version: 1 }));
    route({ [`GET /api/projects/${UUID}`]: () => json({ project: projectDetail({ screens }) }) });
    renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    expect(await screen.findByTestId('chat-empty-remix')).toHaveTextContent('This project starts from 2 screens. Describe a change to one of them, or a new screen.');
  });

  it('shows no start hint beside a conversation', async () => {
    baseRoutes();
    const screens = [{ name: 'Home', description: '', html: '<html><body>Home</body></html>', status: 'completed' as const, position: 1, version: 1 }];
    route({ [`GET /api/projects/${UUID}`]: () => json({ project: projectDetail({ screens, messages: [{ sender: 'user', text: 'A pet app' }] }) }) });
    renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    expect(await screen.findByText('A pet app')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-empty-remix')).not.toBeInTheDocument();
  });

  it('submit creates the project once, streams the screens into the canvas, and a follow-up reuses the project', async () => {
    baseRoutes();
    let runs = 0;
    route({
      'POST /api/stitch-chat': () => {
        runs += 1;
        return runs === 1 ? designerStream('s1', buildScreens(PET_SCREENS)) : designerStream('s2', buildScreens(PET_SCREENS, 'Now dark.', ' dark'));
      },
    });
    const { user } = renderDesigner('/stitch', { store: signedIn() });
    await submitFromStart(user);

    await waitFor(() => expect(renderedScreens()).toEqual({ Home: '<html><body>Home</body></html>', 'Pet Details': '<html><body>Pet Details</body></html>' }));
    expect(currentPath()).toBe('/stitch/create');
    await waitFor(() => expect(currentSearch()).toBe(`?project=${UUID}`));
    expect(screen.getByRole('heading', { name: 'Screens Canvas' })).toBeInTheDocument();
    expect(screen.getByText('Showing all 2 generated screens.')).toBeInTheDocument();
    for (const frame of screen.getAllByTitle(/^Screen: /)) {
      expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
      expect(frame).toHaveAttribute('src', '/preview');
      expect(frame).toHaveStyle({ width: '390px', height: '844px' });
    }
    const chat = screen.getByRole('log');
    expect(within(chat).getAllByTestId('chat-message-user')[0]).toHaveTextContent(/^YouA pet adoption app: a home screen/);
    expect(within(chat).getByTestId('chat-message-ai')).toHaveTextContent('Here are your screens.');
    expect(screen.queryByText('Generating screens...')).not.toBeInTheDocument();

    const [create] = requestsTo('POST /api/projects');
    expect(create.body).toEqual({ device_type: 'mobile', first_message: expect.stringMatching(/^A pet adoption app/) });
    const [first] = requestsTo('POST /api/stitch-chat');
    expect(first.headers.Authorization).toBe('Bearer tok');
    expect(first.body).toMatchObject({ project_uuid: UUID, deviceType: 'mobile', language: 'en', history: [] });

    const input = screen.getByRole('textbox', { name: 'Message to the designer' });
    await user.type(input, 'make it dark{Enter}');
    expect(input).toHaveValue('');
    await waitFor(() => expect(renderedScreens()).toEqual({ Home: '<html><body>Home dark</body></html>', 'Pet Details': '<html><body>Pet Details dark</body></html>' }));

    expect(requestsTo('POST /api/projects')).toHaveLength(1);
    const second = requestsTo('POST /api/stitch-chat')[1];
    expect(second.body).toMatchObject({
      message: 'make it dark',
      project_uuid: UUID,
      history: [
        { role: 'user', content: expect.stringMatching(/^A pet adoption app/) },
        { role: 'ai', content: 'Here are your screens.' },
        { role: 'assistant', content: '<html><body>Home</body></html>' },
        { role: 'assistant', content: '<html><body>Pet Details</body></html>' },
      ],
    });
  });

  it('keeps loading on until the AI message, showing unfinished screens as shimmers', async () => {
    baseRoutes();
    let finish: (response: Response) => void = () => undefined;
    route({ 'POST /api/stitch-chat': () => new Promise<Response>((resolve) => (finish = resolve)) });
    const { user } = renderDesigner('/stitch', { store: signedIn() });
    await submitFromStart(user);
    expect(await screen.findByText('Generating screens...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    finish(designerStream('s1', buildScreens(['Home']).slice(0, 2)));
    const shimmer = await screen.findByTestId('screen-shimmer');
    expect(shimmer).toHaveTextContent('Home');
    expect(shimmer).toHaveTextContent('Generating...');
    await waitFor(() => expect(screen.queryByText('Generating screens...')).not.toBeInTheDocument());
  });

  it('Stop ends the turn here and cancels it on the server', async () => {
    baseRoutes();
    route({
      'POST /api/stitch-chat': (request) => openStream(request, formatSse(1, 'meta', { id: 's7' }) + formatSse(2, 'start', { message: '', screenList: ['Home'] })),
      'POST /api/stitch-chat/s7/cancel': () => json({ ok: true }),
    });
    const { user } = renderDesigner('/stitch', { store: signedIn() });
    await submitFromStart(user);
    await screen.findByTestId('screen-shimmer');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.queryByText('Generating screens...')).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo('POST /api/stitch-chat/s7/cancel')).toHaveLength(1));
    expect(requestsTo('POST /api/stitch-chat')[0].signal?.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('a refusal for credits opens the out-of-credits modal; the message is not lost but back in the box, also after a reload', async () => {
    baseRoutes();
    route({
      'POST /api/stitch-chat': () => json({ message: 'Insufficient credits', required_credits: 1, current_balance: 0 }, 402),
      [`GET /api/projects/${UUID}`]: () => json({ project: projectDetail() }),
    });
    const { user, unmount } = renderDesigner('/stitch', { store: signedIn() });
    await submitFromStart(user);
    const dialog = await screen.findByRole('dialog', { name: "Wait! You're Out of Credits" });
    expect(screen.queryByText('Generating screens...')).not.toBeInTheDocument();
    const prompt = screen.getByTestId<HTMLTextAreaElement>('chat-input');
    await waitFor(() => expect(prompt.value).toContain('A pet adoption app: a home screen'));
    // The server kept nothing of it, so the chat does not pretend it was sent.
    expect(screen.queryAllByTestId('chat-message-user')).toHaveLength(0);
    await user.click(within(dialog).getAllByRole('button')[0]);

    // A reload of the project keeps the unsent message in the box.
    const text = prompt.value;
    unmount();
    renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    await waitFor(() => expect(requestsTo(`GET /api/projects/${UUID}`)).toHaveLength(1));
    expect(screen.getByTestId('chat-input')).toHaveValue(text);
  });

  it('a message typed in the chat and refused for credits stays in the box', async () => {
    baseRoutes();
    route({
      'POST /api/stitch-chat': () => json({ message: 'Insufficient credits', required_credits: 1, current_balance: 0 }, 402),
      [`GET /api/projects/${UUID}`]: () => json({ project: projectDetail({ messages: [{ sender: 'user', text: 'A pet app' }, { sender: 'ai', text: 'Done.' }] }) }),
    });
    const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    expect(await screen.findByText('Done.')).toBeInTheDocument();
    await user.type(screen.getByTestId('chat-input'), 'Make it dark');
    await user.click(screen.getByTestId('chat-send'));
    expect(await screen.findByRole('dialog', { name: "Wait! You're Out of Credits" })).toBeInTheDocument();
    expect(screen.getByTestId('chat-input')).toHaveValue('Make it dark');
    expect(screen.getAllByTestId('chat-message-user').map((m) => m.textContent)).toEqual(['YouA pet app']);
  });

  it('an expired session asks to log in again', async () => {
    baseRoutes();
    route({ 'POST /api/stitch-chat': () => json({ message: 'Unauthorized' }, 401) });
    const store = signedIn();
    const { user } = renderDesigner('/stitch', { store });
    await submitFromStart(user);
    await waitFor(() => expect(store.get(loginModalAtom)).toBe('login'));
  });

  it('a failed project creation is told in the chat and nothing is streamed', async () => {
    baseRoutes();
    route({ 'POST /api/projects': () => json({ message: 'database down' }, 500) });
    const { user } = renderDesigner('/stitch', { store: signedIn() });
    await submitFromStart(user);
    expect(await screen.findByText('Failed to create session/project in backend: database down. Please try again.')).toBeInTheDocument();
    expect(requestsTo('POST /api/stitch-chat')).toHaveLength(0);
    expect(screen.getByTestId<HTMLTextAreaElement>('chat-input').value).toContain('A pet adoption app: a home screen');
    expect(screen.queryByText('Generating screens...')).not.toBeInTheDocument();
  });

  it('a reload restores the project from the server', async () => {
    baseRoutes();
    route({
      [`GET /api/projects/${UUID}`]: () =>
        json({
          project: projectDetail({
            device_type: 'web',
            messages: [
              { sender: 'user', text: 'A SaaS site' },
              { sender: 'ai', text: 'Here it is.', screenList: ['Landing'] },
            ],
            screens: [{ name: 'Landing', description: 'The landing page', html: '<p>landing</p>', status: 'completed', position: 0, version: 1 }],
          }),
        }),
    });
    renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    await waitFor(() => expect(renderedScreens()).toEqual({ Landing: '<p>landing</p>' }));
    expect(screen.getByTitle('Screen: Landing')).toHaveStyle({ width: '1360px', height: '768px' });
    expect(screen.getByText('A SaaS site')).toBeInTheDocument();
    expect(screen.getByText('Here it is.')).toBeInTheDocument();
    expect(requestsTo(`GET /api/projects/${UUID}`)[0].headers.Authorization).toBe('Bearer tok');
  });

  it('hands a screen only to its own frame, and only when that frame runs sandboxed', async () => {
    baseRoutes();
    route({
      [`GET /api/projects/${UUID}`]: () =>
        json({ project: projectDetail({ screens: [{ name: 'Home', description: '', html: '<p>secret</p>', status: 'completed', position: 0, version: 1 }] }) }),
    });
    renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    const frame = (await screen.findByTitle('Screen: Home')) as HTMLIFrameElement;
    const target = frame.contentWindow as Window;
    const sent: unknown[] = [];
    target.postMessage = ((message: unknown) => void sent.push(message)) as typeof target.postMessage;
    window.dispatchEvent(new MessageEvent('message', { data: { type: PREVIEW_MESSAGE.ready }, origin: 'http://localhost', source: target }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: PREVIEW_MESSAGE.ready }, origin: 'null', source: window }));
    expect(sent).toEqual([]);
    window.dispatchEvent(new MessageEvent('message', { data: { type: PREVIEW_MESSAGE.ready }, origin: 'null', source: target }));
    expect(sent).toEqual([{ type: PREVIEW_MESSAGE.render, html: '<p>secret</p>' }]);
  });

  it('a reload during a turn restores the project and follows the turn the server names to its end', async () => {
    baseRoutes();
    route({
      [`GET /api/projects/${UUID}`]: () =>
        json({
          project: projectDetail({
            active_turn_id: 's5',
            messages: [{ sender: 'user', text: 'make it dark' }],
            screens: [{ name: 'Home', description: 'Home', html: '<p>light</p>', status: 'completed', position: 0, version: 1 }],
          }),
        }),
      'GET /api/stitch-chat/s5/events': () =>
        designerStream('s5', [
          { event: 'start', data: { message: '', screenList: ['Home'] } },
          { event: 'tool_call', data: { action: 'edit_screen', args: { name: 'Home', description: 'Dark home' } } },
          { event: 'data', data: { screen: { name: 'Home', description: 'Dark home', htmlCode: '<p>dark</p>', status: 'completed' } } },
          { event: 'message', data: { message: 'Now dark.' } },
        ]),
    });
    renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    await waitFor(() => expect(renderedScreens()).toEqual({ Home: '<p>dark</p>' }));
    expect(await screen.findByText('Now dark.')).toBeInTheDocument();
    expect(screen.queryByText('Generating screens...')).not.toBeInTheDocument();
    expect(requestsTo('GET /api/stitch-chat/s5/events')[0].headers['Last-Event-ID']).toBeUndefined();
  });

  it('a project with no turn under way follows none', async () => {
    baseRoutes();
    route({ [`GET /api/projects/${UUID}`]: () => json({ project: projectDetail({ messages: [{ sender: 'user', text: 'hello' }] }) }) });
    renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(requests.filter((r) => r.path.startsWith('/api/stitch-chat'))).toHaveLength(0);
    expect(screen.queryByText('Generating screens...')).not.toBeInTheDocument();
  });

  it('a missing or foreign project is reported as lost with a way back', async () => {
    baseRoutes();
    route({ [`GET /api/projects/${UUID}`]: () => json({ message: 'Project not found.' }, 404) });
    const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    expect(await screen.findByText('Lost backend project/session. Please refresh and try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go back to the start view' }));
    expect(currentPath()).toBe('/stitch');
  });

  it('shows the empty state before any screen exists', () => {
    route({ 'GET /api/models': () => json([]) });
    renderDesigner('/stitch/create', { store: signedIn() });
    expect(screen.getByText('Your AI-powered partner for creating stunning UI screens. Describe your app in the chat to get started.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  describe('with screens', () => {
    const restored = () =>
      route({
        [`GET /api/projects/${UUID}`]: () =>
          json({
            project: projectDetail({
              screens: [
                { name: 'Home', description: 'Home page', html: '<p>home</p>', status: 'completed', position: 0, version: 1 },
                { name: 'Cart', description: 'The cart', html: '<p>cart</p>', status: 'completed', position: 1, version: 1 },
              ],
            }),
          }),
      });

    // jsdom measures every box as 0 × 0, so the canvas starts at real size at its margins (24, 24 + 28).
    it('zooms by ratios (buttons a quarter, the wheel by its distance) within 10–300 %, fits again, without reloading a frame', async () => {
      baseRoutes();
      restored();
      const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
      const frame = await screen.findByTitle('Screen: Home');
      const stage = screen.getByTestId('canvas-stage');
      const canvas = screen.getByTestId('screens-canvas');
      expect(canvas).toHaveAttribute('data-fitted', 'true');
      await user.click(screen.getByRole('button', { name: 'Zoom in' }));
      expect(screen.getByTestId('zoom-reset')).toHaveTextContent('125%');
      expect(canvas).toHaveAttribute('data-fitted', 'false');
      // One notch is a small step around the pointer, not 0.1 off the zoom.
      fireEvent.wheel(canvas, { deltaY: 100, clientX: 0, clientY: 0 });
      expect(screen.getByTestId('zoom-reset')).toHaveTextContent('108%');
      for (let i = 0; i < 40; i++) fireEvent.wheel(canvas, { deltaY: 100_000 });
      expect(screen.getByTestId('zoom-reset')).toHaveTextContent('10%');
      expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
      for (let i = 0; i < 40; i++) fireEvent.wheel(canvas, { deltaY: -100_000 });
      expect(screen.getByTestId('zoom-reset')).toHaveTextContent('300%');
      expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
      await user.click(screen.getByTestId('zoom-reset'));
      expect(screen.getByTestId('zoom-reset')).toHaveTextContent('100%');
      await user.click(screen.getByRole('button', { name: 'Fit all screens' }));
      expect(stage.style.transform).toBe('translate(24px, 52px) scale(1)');
      expect(canvas).toHaveAttribute('data-fitted', 'true');
      expect(screen.getByTitle('Screen: Home')).toBe(frame);
    });

    it('drags to pan the canvas', async () => {
      baseRoutes();
      restored();
      renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
      await screen.findByTitle('Screen: Home');
      const canvas = screen.getByTestId('screens-canvas');
      fireEvent.pointerDown(canvas, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 140, clientY: 90 });
      fireEvent.pointerUp(canvas, { pointerId: 1 });
      fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 400, clientY: 400 });
      expect(screen.getByTestId('canvas-stage').style.transform).toBe('translate(64px, 42px) scale(1)');
    });

    it('pinches with two fingers: the zoom follows their spread', async () => {
      baseRoutes();
      restored();
      renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
      await screen.findByTitle('Screen: Home');
      const canvas = screen.getByTestId('screens-canvas');
      fireEvent.pointerDown(canvas, { button: 0, pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 100 });
      fireEvent.pointerDown(canvas, { button: 0, pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 100 });
      fireEvent.pointerMove(canvas, { pointerId: 2, pointerType: 'touch', clientX: 300, clientY: 100 });
      expect(screen.getByTestId('zoom-reset')).toHaveTextContent('200%');
      fireEvent.pointerUp(canvas, { pointerId: 2, pointerType: 'touch' });
      fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'touch' });
      // Neither finger was a tap: nothing is selected.
      expect(document.querySelector('[data-selected]')).toBeNull();
    });

    it('a tap selects a screen, which keeps its actions shown; a tap on the empty canvas clears it', async () => {
      baseRoutes();
      restored();
      renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
      const frame = await screen.findByTitle('Screen: Cart');
      const card = frame.closest('[data-testid="screen-card"]') as HTMLElement;
      const canvas = screen.getByTestId('screens-canvas');
      const tap = (target: Element, x: number) => {
        fireEvent.pointerDown(target, { button: 0, pointerId: 5, pointerType: 'touch', clientX: x, clientY: 300 });
        fireEvent.pointerUp(target, { pointerId: 5, pointerType: 'touch', clientX: x, clientY: 300 });
        fireEvent.click(target);
      };
      tap(card, 600);
      expect(card).toHaveAttribute('data-selected', 'true');
      expect(within(card).getByTestId('screen-actions').className).toContain('opacity-100');
      tap(canvas, 5);
      expect(card).not.toHaveAttribute('data-selected');
      expect(within(card).getByTestId('screen-actions').className).toContain('opacity-0');
    });

    it('the Generated Screens list opens a screen in Preview, which steps through them', async () => {
      baseRoutes();
      restored();
      const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
      const list = await screen.findByRole('list', { name: 'Generated Screens' });
      await user.click(within(list).getByRole('button', { name: /Cart/ }));
      expect(screen.getByRole('radio', { name: 'Preview' })).toBeChecked();
      expect(screen.getByTestId('preview-title')).toHaveTextContent('Cart');
      expect(screen.getByTestId('preview-counter')).toHaveTextContent('2 / 2');
      expect(screen.getByText('The cart')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Previous screen' }));
      expect(screen.getByTestId('preview-title')).toHaveTextContent('Home');
      expect(screen.getByTestId('preview-counter')).toHaveTextContent('1 / 2');
      expect(screen.getByRole('button', { name: 'Previous screen' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Generated Screens (2)' }));
      expect(screen.queryByRole('list', { name: 'Generated Screens' })).not.toBeInTheDocument();
    });

    it('Edit sends a follow-up naming the screen; Escape closes the box', async () => {
      baseRoutes();
      restored();
      route({ 'POST /api/stitch-chat': () => designerStream('s9', [{ event: 'message', data: { message: 'Edited.' } }]) });
      const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
      await user.click(await screen.findByRole('button', { name: 'Edit: Home' }));
      expect(screen.getByRole('dialog', { name: 'Edit "Home"' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Edit "Home"' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Edit: Home' }));
      await user.type(screen.getByRole('textbox', { name: 'What should change?' }), 'bigger title');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByText('Edited.');
      expect(requestsTo('POST /api/stitch-chat')[0].body).toMatchObject({ message: 'Edit the "Home" screen: bigger title', project_uuid: UUID });
    });

    it('Copy puts the screen built as one file on the clipboard and Download saves it as {name}.html', async () => {
      baseRoutes();
      restored();
      route({
        'POST /api/pages/export': (request) => {
          const body = request.body as { html: string };
          return json({ html: `<!-- built -->${body.html}`, framework: 'htmlTailwind', cdnUrls: [] });
        },
      });
      const blobs: Blob[] = [];
      const saved: string[] = [];
      URL.createObjectURL = (blob: Blob) => {
        blobs.push(blob);
        return 'blob:screen';
      };
      URL.revokeObjectURL = () => undefined;
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
      await user.click(await screen.findByRole('button', { name: 'Copy HTML: Cart' }));
      expect(await screen.findByText('Copied the page as one file that works on its own.')).toBeInTheDocument();
      // user-event stands in for the system clipboard.
      expect(await navigator.clipboard.readText()).toBe('<!-- built --><p>cart</p>');
      await user.click(screen.getByRole('button', { name: 'Download: Home' }));
      await screen.findByText('Downloaded Home.html. It opens from disk, with no internet needed.');
      expect(saved).toEqual(['Home.html']);
      const text = await new Promise<unknown>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.readAsText(blobs[0]);
      });
      expect(text).toBe('<!-- built --><p>home</p>');
      expect(requestsTo('POST /api/pages/export').map((r) => r.body)).toEqual([
        { html: '<p>cart</p>', runtimes: 'cdn' },
        { html: '<p>home</p>', runtimes: 'inline' },
      ]);
      click.mockRestore();
    });

    it('Open in generator opens the screen as a new page: V1, whose prompt names the screen and the project', async () => {
      baseRoutes();
      restored();
      const store = signedIn();
      // Another page is open in the generator, with its own history and site.
      store.set(htmlAtom, '<p>florist</p>');
      store.set(versionsAtom, appendVersion(appendVersion(EMPTY_VERSIONS, '<p>florist</p>', 'A florist'), '<p>dark florist</p>', 'make it dark'));
      store.set(folderNameAtom, 'florist-x1');
      const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store });
      await user.click(await screen.findByRole('button', { name: 'Open in generator: Cart' }));
      expect(currentPath()).toBe('/');
      expect(store.get(htmlAtom)).toBe('<p>cart</p>');
      const prompt = 'Screen “Cart” of the designer project “A pet adoption app”';
      expect(store.get(versionsAtom)).toMatchObject({ list: [{ label: 'V1', content: '<p>cart</p>', prompt }], current: 0 });
      expect(store.get(previousPromptAtom)).toBe(prompt);
      expect(store.get(folderNameAtom)).toBeNull();
    });
  });
});

describe('designer workspace on a narrow window', () => {
  it('switches between Chat and Canvas with tabs instead of the split view', async () => {
    route({
      'GET /api/user/me': () => json(account()),
      'GET /api/models': () => json([]),
      [`GET /api/projects/${UUID}`]: () =>
        json({ project: projectDetail({ screens: [{ name: 'Home', description: '', html: '<p>home</p>', status: 'completed', position: 0, version: 1 }] }) }),
    });
    const { user } = renderDesigner(`/stitch/create?project=${UUID}`, { store: signedIn() });
    const tabs = screen.getByRole('tablist', { name: 'Designer view' });
    expect(within(tabs).getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Message to the designer' })).toBeInTheDocument();
    expect(screen.queryByTestId('screens-canvas')).not.toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Canvas' }));
    expect(await screen.findByTitle('Screen: Home')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message to the designer' })).not.toBeInTheDocument();
  });
});
