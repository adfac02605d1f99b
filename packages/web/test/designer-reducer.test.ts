import { DESIGNER_HISTORY_MAX, type DesignerEvent, type DesignerProjectDetail } from '@cui/shared';
import { designerReducer, historyOf, INITIAL_DESIGNER_STATE, type DesignerState } from '../src/features/stitch/state/designer-reducer';

const event = (e: DesignerEvent) => ({ type: 'event' as const, event: e });
const run = (state: DesignerState, ...events: DesignerEvent[]) => events.reduce((s, e) => designerReducer(s, event(e)), state);
const loading = designerReducer(INITIAL_DESIGNER_STATE, { type: 'send', text: 'A pet app' });

describe('designer screen status rules', () => {
  it('start adds each unknown screen as generating and keeps known ones as they are', () => {
    const withHome = { ...loading, screens: [{ name: 'Home', description: 'd', code: '<p>h</p>', status: 'completed' as const }] };
    const next = run(withHome, { id: 2, event: 'start', data: { message: 'On it', screenList: ['Home', 'Details'] } });
    expect(next.screens).toEqual([
      { name: 'Home', description: 'd', code: '<p>h</p>', status: 'completed' },
      { name: 'Details', description: '', code: '', status: 'generating' },
    ]);
  });

  it('a create or edit call sets the screen pending with its description and clears its code', () => {
    const done = { ...loading, screens: [{ name: 'Home', description: 'old', code: '<p>h</p>', status: 'completed' as const }] };
    const next = run(
      done,
      { id: 3, event: 'tool_call', data: { action: 'edit_screen', args: { name: 'Home', description: 'dark home' } } },
      { id: 4, event: 'tool_call', data: { action: 'create_screen', args: { name: 'Cart', description: 'a cart' } } },
    );
    expect(next.screens).toEqual([
      { name: 'Home', description: 'dark home', code: '', status: 'pending' },
      { name: 'Cart', description: 'a cart', code: '', status: 'pending' },
    ]);
  });

  it('a used alternative replaces only its screen, in place', () => {
    const screens = [
      { name: 'Home', description: 'h', code: '<p>h</p>', status: 'completed' as const },
      { name: 'Cart', description: 'c', code: '<p>c</p>', status: 'completed' as const },
    ];
    const next = designerReducer({ ...INITIAL_DESIGNER_STATE, screens }, { type: 'screenReplaced', name: 'Home', html: '<p>h2</p>' });
    expect(next.screens).toEqual([{ ...screens[0], code: '<p>h2</p>' }, screens[1]]);
    expect(designerReducer({ ...INITIAL_DESIGNER_STATE, screens }, { type: 'screenReplaced', name: 'Gone', html: '<p>x</p>' }).screens).toEqual(screens);
  });

  it('a delete call removes the screen', () => {
    const two = run(loading, { id: 2, event: 'start', data: { message: '', screenList: ['A', 'B'] } });
    const next = run(two, { id: 3, event: 'tool_call', data: { action: 'delete_screen', args: { name: 'A', description: '' } } });
    expect(next.screens.map((s) => s.name)).toEqual(['B']);
  });

  it('a rename takes the place of the screen it replaces as it is built, whichever call comes first', () => {
    const three = { ...loading, screens: ['Home', 'Search', 'Saved'].map((name) => ({ name, description: name, code: `<p>${name}</p>`, status: 'completed' as const })) };
    const started = run(three, { id: 2, event: 'start', data: { message: '', screenList: ['Search', 'Find recipes', 'Home', 'Saved'] } });
    expect(started.screens.map((s) => s.name)).toEqual(['Home', 'Search', 'Saved', 'Find recipes']);
    const remove = { id: 3, event: 'tool_call', data: { action: 'delete_screen', args: { name: 'Search', description: 'Search' } } } as const;
    const create = { id: 4, event: 'tool_call', data: { action: 'create_screen', args: { name: 'Find recipes', description: 'Search', replaces: 'Search' } } } as const;
    expect(run(started, remove, create).screens.map((s) => s.name)).toEqual(['Home', 'Find recipes', 'Saved']);
    expect(run(started, create, remove).screens.map((s) => s.name)).toEqual(['Home', 'Find recipes', 'Saved']);
    // The last screen renamed stays last; a create that replaces nothing deleted stays where start put it.
    const last = run(three, { id: 2, event: 'start', data: { message: '', screenList: ['Saved', 'Liked'] } }, { id: 3, event: 'tool_call', data: { action: 'delete_screen', args: { name: 'Saved', description: '' } } }, { id: 4, event: 'tool_call', data: { action: 'create_screen', args: { name: 'Liked', description: '', replaces: 'Saved' } } });
    expect(last.screens.map((s) => s.name)).toEqual(['Home', 'Search', 'Liked']);
    const added = run(three, { id: 2, event: 'start', data: { message: '', screenList: ['Cart'] } }, { id: 3, event: 'tool_call', data: { action: 'create_screen', args: { name: 'Cart', description: '', replaces: 'Gone' } } });
    expect(added.screens.map((s) => s.name)).toEqual(['Home', 'Search', 'Saved', 'Cart']);
  });

  it('data updates the description, and completes the screen only with its code and status completed', () => {
    const pending = run(loading, { id: 3, event: 'tool_call', data: { action: 'create_screen', args: { name: 'Home', description: 'first' } } });
    const described = run(pending, { id: 4, event: 'data', data: { screen: { name: 'Home', description: 'better' } } });
    expect(described.screens[0]).toEqual({ name: 'Home', description: 'better', code: '', status: 'pending' });
    const codeOnly = run(described, { id: 5, event: 'data', data: { screen: { name: 'Home', description: 'better', htmlCode: '<p>x</p>' } } });
    expect(codeOnly.screens[0].status).toBe('pending');
    const completed = run(described, { id: 5, event: 'data', data: { screen: { name: 'Home', description: 'better', htmlCode: '<p>x</p>', status: 'completed' } } });
    expect(completed.screens[0]).toEqual({ name: 'Home', description: 'better', code: '<p>x</p>', status: 'completed' });
  });

  it('loading stays on through the screens and ends with the AI message, which lists them', () => {
    const next = run(
      loading,
      { id: 2, event: 'start', data: { message: '', screenList: ['Home'] } },
      { id: 3, event: 'data', data: { screen: { name: 'Home', description: 'h', htmlCode: '<p/>', status: 'completed' } } },
    );
    expect(next.loading).toBe(true);
    const answered = run(next, { id: 4, event: 'message', data: { message: 'Here is your app.' } });
    expect(answered.loading).toBe(false);
    expect(answered.messages.at(-1)).toEqual({ sender: 'ai', text: 'Here is your app.', screenList: ['Home'] });
  });

  it('a replayed turn does not repeat the reply the restored chat already holds', () => {
    const restored = { ...INITIAL_DESIGNER_STATE, messages: [{ sender: 'ai' as const, text: 'Done.' }] };
    const replayed = run(designerReducer(restored, { type: 'resume' }), { id: 9, event: 'message', data: { message: 'Done.' } });
    expect(replayed.messages).toEqual([{ sender: 'ai', text: 'Done.' }]);
    expect(replayed.loading).toBe(false);
  });

  it('the end of the stream turns loading off even without a message', () => {
    expect(designerReducer(loading, { type: 'end' }).loading).toBe(false);
  });

  it('unsend takes back the message the server refused, also when the failure was told after it', () => {
    const chat = designerReducer({ ...INITIAL_DESIGNER_STATE, messages: [{ sender: 'user', text: 'A pet app' }, { sender: 'ai', text: 'Done.' }] }, { type: 'send', text: 'Make it dark' });
    expect(designerReducer(chat, { type: 'unsend', text: 'Make it dark' })).toEqual({ ...chat, loading: false, messages: chat.messages.slice(0, 2) });
    const told = designerReducer(chat, { type: 'aiMessage', text: 'Failed: network' });
    expect(designerReducer(told, { type: 'unsend', text: 'Make it dark' }).messages).toEqual([...chat.messages.slice(0, 2), { sender: 'ai', text: 'Failed: network' }]);
    // Another message is never taken back.
    expect(designerReducer(chat, { type: 'unsend', text: 'Something else' }).messages).toEqual(chat.messages);
  });

  it('restore takes the stored messages and screens in their order, with code only for completed screens', () => {
    const project: DesignerProjectDetail = {
      project_uuid: '6f1c2a4e-9a1b-4c1d-8e2f-0a1b2c3d4e5f',
      title: 'Pets',
      device_type: 'web',
      first_message: 'pets',
      thumbnail: null,
      created_at: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-02T00:00:00Z',
      active_turn_id: null,
      site: { folderName: 'pets', url: 'http://pets.localhost:3000/', live: true },
      messages: [{ sender: 'user', text: 'pets' }],
      screens: [
        { name: 'B', description: '', html: '<b/>', status: 'pending', position: 1, version: 1 },
        { name: 'A', description: 'a', html: '<a/>', status: 'completed', position: 0, version: 2 },
      ],
    };
    const next = designerReducer({ ...loading, lost: true }, { type: 'restore', project });
    expect(next).toMatchObject({ projectUuid: project.project_uuid, deviceType: 'web', loading: false, lost: false, messages: project.messages, site: project.site });
    expect(next.screens).toEqual([
      { name: 'A', description: 'a', code: '<a/>', status: 'completed' },
      { name: 'B', description: '', code: '', status: 'pending' },
    ]);
  });
});

describe('historyOf', () => {
  it('sends the non-empty chat, then the code of each completed screen', () => {
    const state = {
      messages: [
        { sender: 'user' as const, text: 'pets' },
        { sender: 'ai' as const, text: '  ' },
        { sender: 'ai' as const, text: 'Done' },
      ],
      screens: [
        { name: 'A', description: '', code: '<a/>', status: 'completed' as const },
        { name: 'B', description: '', code: '', status: 'generating' as const },
      ],
    };
    expect(historyOf(state)).toEqual([
      { role: 'user', content: 'pets' },
      { role: 'ai', content: 'Done' },
      { role: 'assistant', content: '<a/>' },
    ]);
  });

  it('keeps within the history bound by dropping the oldest chat, never the screens', () => {
    const messages = Array.from({ length: DESIGNER_HISTORY_MAX }, (_, i) => ({ sender: 'user' as const, text: `m${i}` }));
    const screens = [{ name: 'A', description: '', code: '<a/>', status: 'completed' as const }];
    const history = historyOf({ messages, screens });
    expect(history).toHaveLength(DESIGNER_HISTORY_MAX);
    expect(history[0]).toEqual({ role: 'user', content: 'm1' });
    expect(history.at(-1)).toEqual({ role: 'assistant', content: '<a/>' });
  });
});
