import { dropDeadLinks, relinkScreen, slugChanges } from '../src/designer/screen-relink';
import { parsePlan } from '../src/designer/designer-prompts';
import { placeCreates, resolveActions } from '../src/designer/designer.processor';
import type { TurnPlan } from '../src/designer/designer-turn.types';

const theme = { palette: { primary: '#111111' }, typeScale: { body: 15 }, radius: { md: 8 }, spacing: 8, iconStyle: 'outline' };

describe('parsePlan', () => {
  it('reads a plan wrapped in reasoning, prose and a fence', () => {
    const text = `<think>{"not": "this"}</think>Sure:\n\`\`\`json\n${JSON.stringify({ message: 'Hi', theme, actions: [{ action: 'edit_screen', name: ' Home ', description: 'd' }] })}\n\`\`\``;
    expect(parsePlan(text)).toEqual({ message: 'Hi', theme, actions: [{ action: 'edit_screen', name: 'Home', description: 'd' }] });
  });

  it("reads a first plan's screens as creates", () => {
    expect(parsePlan(JSON.stringify({ message: 'Hi', theme, screens: [{ name: 'Home', description: 'd' }] }))?.actions).toEqual([
      { action: 'create_screen', name: 'Home', description: 'd' },
    ]);
  });

  it('drops U+0000, raw or escaped, which PostgreSQL cannot store', () => {
    expect(parsePlan(JSON.stringify({ message: 'H\u0000i', theme, actions: [] }))?.message).toBe('Hi');
  });

  it.each([
    ['prose', 'Here are your screens: Home and Profile.'],
    ['cut JSON', '{"message": "Hi", "theme": {"palette": {}}, "actions": ['],
    ['no theme', JSON.stringify({ message: 'Hi', actions: [] })],
    ['an unknown action', JSON.stringify({ message: 'Hi', theme, actions: [{ action: 'rename_screen', name: 'A' }] })],
    ['an empty name', JSON.stringify({ message: 'Hi', theme, actions: [{ action: 'create_screen', name: ' ' }] })],
    ['a name too long', JSON.stringify({ message: 'Hi', theme, actions: [{ name: 'x'.repeat(101) }] })],
  ])('refuses %s', (_, text) => {
    expect(parsePlan(text)).toBeNull();
  });
});

describe('resolveActions', () => {
  const plan = (...actions: TurnPlan['actions']): TurnPlan => ({ message: 'm', theme, actions });
  const screens = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `S${i + 1}`, description: '' }));

  it('matches names without case, edits what exists, creates what does not, drops deletes of missing screens and repeats', () => {
    const got = resolveActions(
      plan(
        { action: 'create_screen', name: 's1', description: 'a' },
        { action: 'edit_screen', name: 'New', description: 'b' },
        { action: 'delete_screen', name: 'Gone', description: '' },
        { action: 'delete_screen', name: 'S2', description: '' },
        { action: 'edit_screen', name: 'NEW', description: 'again' },
      ),
      screens(2),
    );
    expect(got).toEqual({
      kept: [
        { action: 'edit_screen', name: 'S1', description: 'a' },
        { action: 'create_screen', name: 'New', description: 'b' },
        { action: 'delete_screen', name: 'S2', description: '' },
      ],
      skipped: [],
    });
  });

  it('skips creates past 20 screens, counting the deletes of the same turn', () => {
    const creates = ['A', 'B', 'C'].map((name) => ({ action: 'create_screen' as const, name, description: '' }));
    expect(resolveActions(plan(...creates), screens(19)).skipped).toEqual(['B', 'C']);
    expect(resolveActions(plan({ action: 'delete_screen', name: 'S1', description: '' }, ...creates), screens(20)).skipped).toEqual(['B', 'C']);
    expect(resolveActions(plan(...creates), screens(20)).kept).toEqual([]);
  });
});

describe('placeCreates', () => {
  const screens = [
    { name: 'Home', description: 'h', position: 1 },
    { name: 'Stats', description: 's', position: 2 },
    { name: 'Profile', description: 'p', position: 5 },
  ];

  it('puts a renamed screen where the old one was, and new screens after the last, in plan order', () => {
    const { places, after } = placeCreates(
      screens,
      [{ action: 'delete_screen', name: 'Stats', description: 's' }],
      [
        { action: 'create_screen', name: 'Calendar', description: 'c' },
        { action: 'create_screen', name: 'Insights', description: 's', replaces: 'Stats' },
        { action: 'edit_screen', name: 'Home', description: 'h2' },
        { action: 'create_screen', name: 'Inbox', description: 'i' },
      ],
    );
    expect([...places]).toEqual([
      ['Calendar', 6],
      ['Insights', 2],
      ['Inbox', 7],
    ]);
    expect(after.map((s) => s.name)).toEqual(['Home', 'Insights', 'Profile', 'Calendar', 'Inbox']);
  });

  it('treats a create that replaces a screen not deleted this turn as a new screen', () => {
    const { places, after } = placeCreates(screens, [], [{ action: 'create_screen', name: 'Insights', description: 's', replaces: 'Stats' }]);
    expect(places.get('Insights')).toBe(6);
    expect(after.map((s) => s.name)).toEqual(['Home', 'Stats', 'Profile', 'Insights']);
  });
});

describe('slugChanges', () => {
  it('maps a rename to the new slug and a delete to a removed slug', () => {
    expect(slugChanges(['Home', 'Stats', 'Profile'], ['Home', 'Insights'], new Map([['Stats', 'Insights']]))).toEqual({
      renamed: { stats: 'insights' },
      removed: ['profile'],
      added: [],
      live: new Set(['home', 'insights']),
      slugOf: new Map([
        ['Home', 'home'],
        ['Insights', 'insights'],
      ]),
    });
  });

  it('moves the position slugs of the screens after a deleted one', () => {
    const changes = slugChanges(['首页', '统计', '设置'], ['首页', '设置'], new Map());
    expect(changes).toMatchObject({ renamed: { 'screen-3': 'screen-2' }, removed: ['screen-2'], added: [], live: new Set(['screen-1', 'screen-2']) });
    const html = '<nav><a href="#/screen-1" data-cui-screen="screen-1">首页</a><a href="#/screen-2" data-cui-screen="screen-2">统计</a><a href="#/screen-3" data-cui-screen="screen-3">设置</a></nav>';
    expect(relinkScreen({ name: '首页', description: '', html }, { theme: null, deviceType: 'mobile', projectTitle: 'x' }, [], [], changes)).toBe(
      '<nav><a href="#/screen-1" data-cui-screen="screen-1">首页</a><a href="#/screen-2" data-cui-screen="screen-2">设置</a></nav>',
    );
  });

  it('gives a provider’s screen an entry in its navigation for each new screen, while a phone’s tab bar has room', () => {
    const before = ['Home', 'Stats', 'Profile'].map((name) => ({ name, description: '' }));
    const after = [...before, { name: 'Inbox', description: '' }, { name: 'Cart', description: '' }, { name: 'Help', description: '' }];
    const changes = slugChanges(
      before.map((s) => s.name),
      after.map((s) => s.name),
      new Map(),
    );
    expect(changes.added).toEqual([
      { slug: 'inbox', name: 'Inbox' },
      { slug: 'cart', name: 'Cart' },
      { slug: 'help', name: 'Help' },
    ]);
    const tab = (slug: string, label: string, current = false) =>
      `<a href="#/${slug}" data-cui-screen="${slug}"${current ? ' aria-current="page"' : ''} class="${current ? 'text-primary' : 'text-muted'}"><i></i><span>${label}</span></a>`;
    const html = `<nav class="tabs">${tab('home', 'Home')}${tab('stats', 'Stats', true)}${tab('profile', 'Profile')}</nav>`;
    const project = { theme: null, deviceType: 'mobile' as const, projectTitle: 'x' };
    // A phone's bar takes two more (five in all); the new screens' own entries copy an entry that is not current.
    expect(relinkScreen({ name: 'Stats', description: '', html }, project, before, after, changes)).toBe(
      `<nav class="tabs">${tab('home', 'Home')}${tab('stats', 'Stats', true)}${tab('profile', 'Profile')}${tab('inbox', 'Inbox')}${tab('cart', 'Cart')}</nav>`,
    );
    // A web page's navigation takes all three.
    expect(relinkScreen({ name: 'Stats', description: '', html }, { ...project, deviceType: 'web' }, before, after, changes)).toContain(`${tab('cart', 'Cart')}${tab('help', 'Help')}</nav>`);
    // A renamed screen is no new one: only its links change.
    const renamed = slugChanges(['Home', 'Stats'], ['Home', 'Insights'], new Map([['Stats', 'Insights']]));
    expect(renamed.added).toEqual([]);
  });

  it('drops links to screens the project does not have', () => {
    expect(dropDeadLinks('<ul><li><a href="#/home" data-cui-screen="home">Home</a></li><li><a href="#/ghost" data-cui-screen="ghost">Ghost</a></li></ul>', new Set(['home']))).toBe(
      '<ul><li><a href="#/home" data-cui-screen="home">Home</a></li></ul>',
    );
  });
});
