import { DesignerEvent, DesignerProject, DesignerProjectDetail, screenLinkTargets, screenSlugs } from '@cui/shared';
import type Redis from 'ioredis';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { ROW_OUTCOME_ID } from '../src/generation/generation-stream';
import { REDIS, RedisKeys } from '../src/redis/redis.module';
import { UsersService } from '../src/users/users.service';
import { last, readStream } from './support/sse-client';
import { ledgerMismatches } from './support/ledger-invariant';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

type Events = DesignerEvent[];
const ofKind = <K extends DesignerEvent['event']>(events: Events, kind: K) =>
  events.filter((e): e is Extract<DesignerEvent, { event: K }> => e.event === kind);

describe('designer stream: turns with the built-in designer', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await startApp(isolatedEnv({ OFFLINE_STREAM_DELAY_MS: '0' }));
  });
  afterEach(async () => expect(await ledgerMismatches(t.db)).toEqual([]));
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`stream${++n}@example.com`, `stream${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const balance = async (userId: string) => (await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [userId])).rows[0].balance as number;
  const ledger = async (userId: string) => (await t.db.query(`SELECT kind, amount FROM credit_ledger WHERE user_id = $1 ORDER BY id`, [userId])).rows as { kind: string; amount: number }[];
  const newProject = async (token: string, first_message: string, device_type = 'mobile') =>
    (await request(t.url).post('/api/projects').set('authorization', `Bearer ${token}`).send({ device_type, first_message }).expect(201)).body.project as DesignerProject;
  const detail = async (token: string, id: string) =>
    (await request(t.url).get(`/api/projects/${id}`).set('authorization', `Bearer ${token}`).expect(200)).body.project as DesignerProjectDetail;
  const chat = (body: object, token?: string) =>
    readStream<DesignerEvent>(`${t.url}/api/stitch-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('plans, announces, builds and stores every screen of a first message, in order, for one credit', async () => {
    const user = await newUser();
    const message = 'A habit tracker app with streaks and reminders';
    const project = await newProject(user.token, message);
    const res = await chat({ message, project_uuid: project.project_uuid }, user.token);
    expect(res.status).toBe(200);
    const events = res.events;
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i));
    expect(events[0]).toMatchObject({ event: 'meta', data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    const start = events[1];
    expect(start.event).toBe('start');
    const names = (start.data as { screenList: string[] }).screenList;
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(names.length).toBeLessThanOrEqual(6);
    // One tool call per screen, right after start, in the plan's order.
    const calls = events.slice(2, 2 + names.length);
    expect(calls.map((e) => e.event)).toEqual(names.map(() => 'tool_call'));
    expect(calls.map((e) => (e.data as { args: { name: string } }).args.name)).toEqual(names);
    expect(calls.every((e) => (e.data as { action: string }).action === 'create_screen')).toBe(true);
    // Each screen: announced with its description, then completed with its code.
    const data = ofKind(events, 'data');
    expect(data).toHaveLength(names.length * 2);
    for (const name of names) {
      const mine = data.filter((e) => e.data.screen.name === name);
      expect(mine).toHaveLength(2);
      expect(mine[0].data.screen).toEqual({ name, description: expect.any(String) });
      expect(mine[1].data.screen).toEqual({ name, description: mine[0].data.screen.description, htmlCode: expect.stringMatching(/^<!DOCTYPE html>/i), status: 'completed' });
      expect(mine[0].id).toBeLessThan(mine[1].id);
    }
    const tail = events.slice(-2);
    expect(tail.map((e) => e.event)).toEqual(['message', 'done']);
    expect(tail[0].data).toEqual({ message: (start.data as { message: string }).message });
    expect(tail[1].data).toEqual({ balance: 4 });
    expect(await balance(user.id)).toBe(4);
    expect((await ledger(user.id)).map((e) => e.kind)).toEqual(['grant', 'hold', 'commit']);

    const stored = await detail(user.token, project.project_uuid);
    expect(stored.screens.map((s) => s.name)).toEqual(names);
    expect(stored.screens.every((s) => s.status === 'completed' && s.html.startsWith('<!DOCTYPE html>'))).toBe(true);
    const completed = new Map(data.filter((e) => e.data.screen.htmlCode).map((e) => [e.data.screen.name, e.data.screen.htmlCode]));
    for (const s of stored.screens) expect(s.html).toBe(completed.get(s.name));
    // The first message was stored with the project: the turn does not store it twice.
    expect(stored.messages).toEqual([
      { sender: 'user', text: message },
      { sender: 'ai', text: (tail[0].data as { message: string }).message, screenList: names },
    ]);
    const row = await t.db.query(`SELECT kind, status, credit_status, framework, prompt FROM generations WHERE id = $1`, [(events[0].data as { id: string }).id]);
    expect(row.rows[0]).toEqual({ kind: 'designer', status: 'succeeded', credit_status: 'committed', framework: 'mobile', prompt: message });
  });

  /** A user with a project whose first turn has run; its events and stored detail. */
  async function designed(message = 'A habit tracker app with streaks and reminders', device_type = 'mobile') {
    const user = await newUser();
    const project = await newProject(user.token, message, device_type);
    const first = await chat({ message, project_uuid: project.project_uuid }, user.token);
    expect(last(first.events).event).toBe('done');
    return { user, project, first: first.events, before: await detail(user.token, project.project_uuid) };
  }

  it('"make it dark" restyles and stores every screen', async () => {
    const { user, project, before } = await designed();
    const res = await chat({ message: 'make it dark', project_uuid: project.project_uuid }, user.token);
    const names = before.screens.map((s) => s.name);
    expect(ofKind(res.events, 'tool_call').map((e) => [e.data.action, e.data.args.name])).toEqual(names.map((n) => ['edit_screen', n]));
    expect(last(res.events)).toMatchObject({ event: 'done', data: { balance: 3 } });
    const after = await detail(user.token, project.project_uuid);
    expect(after.screens.map((s) => s.name)).toEqual(names);
    for (const [i, s] of after.screens.entries()) {
      expect(s.version).toBe(before.screens[i].version + 1);
      expect(s.html).not.toBe(before.screens[i].html);
    }
    expect(after.messages.at(-2)).toEqual({ sender: 'user', text: 'make it dark' });
    expect(after.messages.at(-1)).toMatchObject({ sender: 'ai', screenList: names });
  });

  /** The screens a stored screen's navigation links to, in order (the contract's anchors). */
  const links = (html: string) => screenLinkTargets(html);
  const slugsOf = (screens: { name: string }[]) => screenSlugs(screens.map((s) => s.name));

  it('links the screens of a first turn to each other: every tab bar links to every screen by its slug', async () => {
    const { before } = await designed();
    const slugs = slugsOf(before.screens);
    for (const s of before.screens) {
      expect(links(s.html)).toEqual(expect.arrayContaining(slugs));
      expect(links(s.html).every((l) => slugs.includes(l))).toBe(true);
      for (const slug of slugs) expect(s.html).toContain(`href="#/${slug}" data-cui-screen="${slug}"`);
    }
  });

  it('"add a settings screen" creates one screen, and the others’ navigation links to it', async () => {
    // A web project: its header menu has room for the new screen (a phone's tab bar holds five).
    const { user, project, before } = await designed(undefined, 'web');
    const res = await chat({ message: 'add a settings screen', project_uuid: project.project_uuid }, user.token);
    expect(ofKind(res.events, 'start')[0].data.screenList).toEqual(['Settings']);
    expect(ofKind(res.events, 'tool_call').map((e) => e.data.action)).toEqual(['create_screen']);
    const after = await detail(user.token, project.project_uuid);
    expect(after.screens.slice(0, -1).map((s) => [s.name, s.description, s.position])).toEqual(before.screens.map((s) => [s.name, s.description, s.position]));
    expect(after.screens.at(-1)).toMatchObject({ name: 'Settings', status: 'completed', position: before.screens.length + 1, version: 1 });
    const tabBar = (html: string) => /<nav[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    for (const [i, s] of after.screens.slice(0, -1).entries()) {
      // Only the tab bar changed: the screen's body is as it was.
      expect(s.version).toBe(before.screens[i].version + 1);
      expect(s.html.replace(tabBar(s.html), '')).toBe(before.screens[i].html.replace(tabBar(before.screens[i].html), ''));
      expect(links(tabBar(s.html))).toContain('settings');
    }
    // The client got each relinked screen as stored.
    const sent = new Map(ofKind(res.events, 'data').map((e) => [e.data.screen.name, e.data.screen.htmlCode]));
    for (const s of after.screens) expect(sent.get(s.name)).toBe(s.html);
  });

  it('"remove the profile screen" deletes only it, and takes it out of the others’ tab bars', async () => {
    const { user, project, before } = await designed();
    expect(links(before.screens[0].html)).toContain('profile');
    const res = await chat({ message: 'remove the profile screen', project_uuid: project.project_uuid }, user.token);
    expect(ofKind(res.events, 'tool_call').map((e) => [e.data.action, e.data.args.name])).toEqual([['delete_screen', 'Profile']]);
    expect(last(res.events)).toMatchObject({ event: 'done', data: { balance: 3 } });
    const after = await detail(user.token, project.project_uuid);
    const left = before.screens.filter((s) => s.name !== 'Profile');
    expect(after.screens.map((s) => s.name)).toEqual(left.map((s) => s.name));
    for (const s of after.screens) expect(links(s.html).sort()).toEqual(slugsOf(left).sort());
    for (const s of after.screens) expect(links(s.html)).not.toContain('profile');
    expect(ofKind(res.events, 'data').map((e) => e.data.screen.name).sort()).toEqual(left.map((s) => s.name).sort());
  });

  it('a rename keeps the screen in its place, and a Chinese turn is answered in Chinese', async () => {
    const { user, project, before } = await designed('一个习惯打卡应用：首页、统计、设置、个人资料');
    expect(before.screens.map((s) => s.name)).toEqual(['首页', '统计', '设置', '个人资料']);
    const res = await chat({ message: '把统计改名为数据', project_uuid: project.project_uuid }, user.token);
    expect(ofKind(res.events, 'tool_call').map((e) => [e.data.action, e.data.args.name])).toEqual([
      ['delete_screen', '统计'],
      ['create_screen', '数据'],
      ['edit_screen', '首页'],
      ['edit_screen', '设置'],
      ['edit_screen', '个人资料'],
    ]);
    const after = await detail(user.token, project.project_uuid);
    expect(after.screens.map((s) => s.name)).toEqual(['首页', '数据', '设置', '个人资料']);
    expect(after.screens[1]).toMatchObject({ position: before.screens[1].position, description: before.screens[1].description });
    expect(after.messages.at(-1)?.text).toBe('已将「统计」改名为「数据」。');
    // The renamed screen's tab bar lists the screens in the project's order.
    expect(after.screens[1].html.indexOf('首页')).toBeLessThan(after.screens[1].html.indexOf('设置'));
    // Chinese names link by position: every screen links to 数据 as screen-2.
    for (const sc of after.screens) expect(links(sc.html)).toEqual(expect.arrayContaining(['screen-1', 'screen-2', 'screen-3', 'screen-4']));

    const removed = await chat({ message: '删除个人资料页面', project_uuid: project.project_uuid }, user.token);
    expect(ofKind(removed.events, 'message')[0].data.message).toBe('已删除个人资料。');
    // 个人资料 was screen-4: no screen links to it any more.
    for (const sc of (await detail(user.token, project.project_uuid)).screens) expect(links(sc.html).sort()).toEqual(['screen-1', 'screen-2', 'screen-3']);
  });

  /** The names in a stored screen's tab bar, in order. */
  const tabs = (html: string) => [...(/<nav[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/<span[^>]*>([^<]*)<\/span><\/a>/g)].map((m) => m[1]);

  it.each([
    ['एक रेसिपी ऐप: होम, खोज, पसंदीदा', "खोज स्क्रीन का नाम बदलकर 'रेसिपी खोजें' करें", 'खोज', 'रेसिपी खोजें', '"खोज" का नाम बदलकर "रेसिपी खोजें" कर दिया।'],
    ['a recipe app: home, search, favourites', "rename the search screen to 'Find recipes'", 'Search', 'Find recipes', 'Renamed Search to Find recipes.'],
  ])('%s, then "%s": the renamed screen keeps its place, without quotes, and every tab bar shows its new name', async (prompt, message, from, to, reply) => {
    const { user, project, before } = await designed(prompt);
    const names = before.screens.map((s) => s.name);
    expect(names[1]).toBe(from);
    const res = await chat({ message, project_uuid: project.project_uuid }, user.token);
    expect(last(res.events).event).toBe('done');
    const creates = ofKind(res.events, 'tool_call').filter((e) => e.data.action === 'create_screen');
    expect(creates.map((e) => e.data.args)).toEqual([{ name: to, description: before.screens[1].description, replaces: from }]);
    const after = await detail(user.token, project.project_uuid);
    const order = [names[0], to, names[2]];
    expect(after.screens.map((s) => s.name)).toEqual(order);
    expect(after.screens.map((s) => s.position)).toEqual(before.screens.map((s) => s.position));
    expect(after.messages.at(-1)?.text).toBe(reply);
    for (const s of after.screens) expect([s.name, tabs(s.html)]).toEqual([s.name, order]);
    // …and every link to it uses its new slug.
    const slugs = screenSlugs(order);
    for (const s of after.screens) expect(links(s.html).filter((l) => !slugs.includes(l))).toEqual([]);
    // Favourites are a list of saved items in every language, not settings.
    expect(after.screens[2].html).not.toMatch(/गोपनीयता|Privacy/);
  });

  it('plans in the interface language when the message shows none', async () => {
    const user = await newUser();
    const project = await newProject(user.token, '🐱 🐶');
    const res = await chat({ message: '🐱 🐶', language: 'hi', project_uuid: project.project_uuid }, user.token);
    expect(ofKind(res.events, 'start')[0].data.message).toMatch(/स्क्रीन/);
    const after = await detail(user.token, project.project_uuid);
    for (const s of after.screens) expect(s.html).toContain('<html lang="hi"');
  });

  it('refunds a turn that only chats, and still ends it with done', async () => {
    const { user, project, before } = await designed();
    const res = await chat({ message: 'thanks, looks great', project_uuid: project.project_uuid }, user.token);
    expect(res.events.map((e) => e.event)).toEqual(['meta', 'start', 'message', 'done']);
    expect(ofKind(res.events, 'start')[0].data.screenList).toEqual([]);
    expect(last(res.events).data).toEqual({ balance: 4 });
    expect(await balance(user.id)).toBe(4);
    expect((await ledger(user.id)).map((e) => e.kind)).toEqual(['grant', 'hold', 'commit', 'hold', 'refund']);
    const row = await t.db.query(`SELECT status, credit_status FROM generations WHERE id = $1`, [(res.events[0].data as { id: string }).id]);
    expect(row.rows[0]).toEqual({ status: 'succeeded', credit_status: 'refunded' });
    const after = await detail(user.token, project.project_uuid);
    expect(after.screens).toEqual(before.screens);
    expect(after.messages.at(-1)).toEqual({ sender: 'ai', text: (ofKind(res.events, 'message')[0].data.message), screenList: [] });
  });

  it.each([
    ['en', (n: string) => `on the ${n} screen add a button`, /^Nothing changed on /],
    ['zh', (n: string) => `在${n}页面放一段视频`, /没有任何变化/],
    ['hi', (n: string) => `${n} स्क्रीन पर एक वीडियो लगाएँ`, /में कुछ नहीं बदला/],
  ])('an edit the built-in designer cannot draw (%s) changes no screen, says so in the turn language and is refunded', async (_lang, ask, said) => {
    const { user, project, before } = await designed();
    const target = before.screens[1].name;
    const res = await chat({ message: ask(target), project_uuid: project.project_uuid }, user.token);
    expect(res.events.map((e) => e.event)).toEqual(['meta', 'start', 'message', 'done']);
    const message = ofKind(res.events, 'message')[0].data.message as string;
    expect(message).toMatch(said);
    expect(message).toContain(target);
    expect(message).toMatch(/Ollama/);
    expect(last(res.events).data).toEqual({ balance: 4 });
    expect((await ledger(user.id)).map((e) => e.kind)).toEqual(['grant', 'hold', 'commit', 'hold', 'refund']);
    const row = await t.db.query(`SELECT status, credit_status FROM generations WHERE id = $1`, [(res.events[0].data as { id: string }).id]);
    expect(row.rows[0]).toEqual({ status: 'succeeded', credit_status: 'refunded' });
    const after = await detail(user.token, project.project_uuid);
    expect(after.screens).toEqual(before.screens);
    expect(after.messages.at(-1)).toEqual({ sender: 'ai', text: message, screenList: [] });
  });

  it('an edit it can draw in part is charged, stores that screen alone and names the part not done', async () => {
    const { user, project, before } = await designed();
    const target = before.screens[1].name;
    const res = await chat({ message: `on the ${target} screen make the header dark and add a button`, project_uuid: project.project_uuid }, user.token);
    const message = ofKind(res.events, 'message')[0].data.message as string;
    expect(message).toMatch(/Not done: “add a button”/);
    expect(last(res.events).data).toEqual({ balance: 3 });
    const after = await detail(user.token, project.project_uuid);
    const changed = after.screens.filter((s) => before.screens.find((b) => b.name === s.name)?.html !== s.html).map((s) => s.name);
    expect(changed).toEqual([target]);
    expect(after.screens.find((s) => s.name === target)?.html).toContain('data-header="dark"');
  });

  it('resumes after Last-Event-ID with exactly the rest, header or query, for the owner only', async () => {
    const { user, first } = await designed();
    const id = (first[0].data as { id: string }).id;
    const resume = (headers: Record<string, string>, query = '', token = user.token) =>
      readStream<DesignerEvent>(`${t.url}/api/stitch-chat/${id}/events${query}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
    const cut = 4;
    expect((await resume({ 'last-event-id': String(cut) })).events).toEqual(first.slice(cut + 1));
    expect((await resume({}, `?lastEventId=${first.length - 3}`)).events).toEqual(first.slice(-2));
    const stranger = await newUser();
    const other = await resume({ 'last-event-id': '0' }, '', stranger.token);
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ code: 'generation_not_found', message: 'Generation not found.' });
    await request(t.url).post(`/api/stitch-chat/${id}/cancel`).set('authorization', `Bearer ${stranger.token}`).expect(404);
    // A turn is not a page generation: the ask-ai routes do not serve it.
    await request(t.url).get(`/api/ask-ai/${id}/events`).set('authorization', `Bearer ${user.token}`).expect(404);
  });

  it('answers 204 to a resume past a finished turn’s final event, from its log or, once that has expired, its row', async () => {
    const { user, first } = await designed();
    const id = (first[0].data as { id: string }).id;
    const resume = (after: number) => readStream<DesignerEvent>(`${t.url}/api/stitch-chat/${id}/events`, { headers: { authorization: `Bearer ${user.token}`, 'last-event-id': String(after) } });
    const done = last(first);
    expect(done.event).toBe('done');
    expect(await resume(done.id)).toMatchObject({ status: 204, events: [] });
    expect((await resume(done.id - 1)).events).toEqual([done]);

    await t.app.get<Redis>(REDIS).del(t.app.get(RedisKeys).key('gen', id, 'log'));
    expect((await resume(3)).events).toEqual([{ id: ROW_OUTCOME_ID, event: 'done', data: { balance: null } }]);
    expect(await resume(ROW_OUTCOME_ID)).toMatchObject({ status: 204, events: [] });
  });

  it('answers 402 with the ask-ai shape at zero balance, holding nothing', async () => {
    const user = await newUser();
    const project = await newProject(user.token, 'A recipe app');
    // Spend the free plan's five credits on pages.
    for (let i = 0; i < 5; i++) {
      const page = await readStream(`${t.url}/api/ask-ai`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` }, body: JSON.stringify({ prompt: 'a bakery' }) });
      expect(last(page.events).event).toBe('done');
    }
    const entries = (await ledger(user.id)).length;
    const res = await chat({ message: 'A recipe app', project_uuid: project.project_uuid }, user.token);
    expect(res.status).toBe(402);
    expect(res.json).toEqual({ code: 'insufficient_credits', message: 'Insufficient credits', required_credits: 1, current_balance: 0 });
    expect(await ledger(user.id)).toHaveLength(entries);
    expect(Number((await t.db.query(`SELECT count(*) FROM generations WHERE user_id = $1 AND kind = 'designer'`, [user.id])).rows[0].count)).toBe(0);
    expect((await detail(user.token, project.project_uuid)).screens).toEqual([]);
  });

  it("answers 401 to the anonymous and 404 for another user's or a missing project, moving no credit", async () => {
    const owner = await newUser();
    const project = await newProject(owner.token, 'A recipe app');
    const anonymous = await chat({ message: 'hi', project_uuid: project.project_uuid });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ code: 'unauthorized', message: expect.stringMatching(/sign in/i) });
    const stranger = await newUser();
    for (const project_uuid of [project.project_uuid, '00000000-0000-4000-8000-000000000000']) {
      const res = await chat({ message: 'hi', project_uuid }, stranger.token);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ code: 'project_not_found', message: 'Project not found.' });
    }
    expect(await balance(stranger.id)).toBe(5);
    expect((await detail(owner.token, project.project_uuid)).messages).toEqual([{ sender: 'user', text: 'A recipe app' }]);
  });

  it('answers 400 JSON to bodies out of bounds, moving no credit', async () => {
    const user = await newUser();
    const project = await newProject(user.token, 'A recipe app');
    const ok = { message: 'hi', project_uuid: project.project_uuid };
    const bodies = [
      { ...ok, message: 'x'.repeat(10_001) },
      { ...ok, message: '   ' },
      { ...ok, history: Array.from({ length: 51 }, () => ({ role: 'user', content: 'hi' })) },
      { ...ok, history: [{ role: 'system', content: 'hi' }] },
      { ...ok, project_uuid: 'not-a-uuid' },
      { message: 'hi' },
      { ...ok, deviceType: 'watch' },
      { ...ok, model: 'no-such-model' },
    ];
    for (const body of bodies) {
      const res = await chat(body, user.token);
      expect(res.status).toBe(400);
      expect(res.json).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
    expect(await balance(user.id)).toBe(5);
    expect(Number((await t.db.query(`SELECT count(*) FROM generations WHERE user_id = $1`, [user.id])).rows[0].count)).toBe(0);
  });
});
