import { DesignerEvent, DesignerProject, DesignerProjectDetail } from '@cui/shared';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { BAD_PLAN_MESSAGE } from '../src/designer/designer-model';
import { DesignerRepository } from '../src/designer/designer.repository';
import { PROJECT_GONE_MESSAGE } from '../src/designer/designer.processor';
import { PROJECT_BUSY_MESSAGE } from '../src/generation/generation-credits';
import { STOPPED_MESSAGE } from '../src/generation/streamed-job-runner';
import { STALLED_MESSAGE, StaleHoldSweeper } from '../src/generation/stale-hold-sweeper';
import { QUEUES } from '../src/queues/queue-names';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, gate, pieces, Script } from './support/fake-openai';
import { last, openStream, readStream } from './support/sse-client';
import { ledgerMismatches } from './support/ledger-invariant';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { until } from './support/until';

type Events = DesignerEvent[];
const ofKind = <K extends DesignerEvent['event']>(events: Events, kind: K) =>
  events.filter((e): e is Extract<DesignerEvent, { event: K }> => e.event === kind);

const THEME = { palette: { primary: '#0ea5e9', accent: '#f97316', background: '#ffffff', text: '#0f172a' }, typeScale: { title: 20 }, radius: { md: 12 }, spacing: 8, iconStyle: 'outline' };
const plan = (message: string, actions: object[]) => JSON.stringify({ message, theme: THEME, actions });
const page = (name: string) => `<!DOCTYPE html>\n<html>\n<head><script src="/vendor/tailwind.js"></script></head>\n<body><h1>${name}</h1></body>\n</html>`;
/** What a chatty model sends around a screen: reasoning, prose and a fence, which the stream filter removes. */
const noisy = (name: string) => `<think>Planning ${name}.</think>Here it is:\n\`\`\`html\n${page(name)}\n\`\`\`\nEnjoy!`;
const screenAsked = (body: { messages: Array<{ content: unknown }> }) => /Screen to write: ([^:]+): (.*)$/m.exec(String(body.messages.at(-1)?.content));
const screenName = (body: { messages: Array<{ content: unknown }> }) => screenAsked(body)?.[1];
/** The fake provider's screen: its name and the description it was asked for. */
const built = (name: string, description: string) => page(`${name}: ${description}`);

describe('designer stream: turns with a provider', () => {
  const upstream = new FakeOpenAI();
  let t: TestApp;
  let n = 0;
  /** Gates for screens the current test holds back, by name. */
  let held = new Map<string, Promise<void>>();

  beforeAll(async () => {
    await upstream.start();
    // Screen requests are answered by name, whatever order they arrive in; plan requests come from the queue.
    upstream.responder = (body) => {
      const asked = screenAsked(body);
      if (!asked) return undefined;
      const hold = held.get(asked[1]);
      return { pieces: [...(hold ? [{ gate: hold }] : []), ...pieces(noisy(`${asked[1]}: ${asked[2]}`), 17)] } satisfies Script;
    };
    t = await startApp(isolatedEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.url }));
  });
  afterEach(() => {
    held = new Map();
  });
  afterEach(async () => expect(await ledgerMismatches(t.db)).toEqual([]));
  afterAll(async () => {
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`provider${++n}@example.com`, `provider${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const balance = async (userId: string) => (await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [userId])).rows[0].balance as number;
  const ledger = async (userId: string) => (await t.db.query(`SELECT kind FROM credit_ledger WHERE user_id = $1 ORDER BY id`, [userId])).rows.map((r: { kind: string }) => r.kind);
  const newProject = async (token: string, first_message = 'A plant care app', device_type = 'mobile') =>
    (await request(t.url).post('/api/projects').set('authorization', `Bearer ${token}`).send({ device_type, first_message }).expect(201)).body.project as DesignerProject;
  const detail = async (token: string, id: string) =>
    (await request(t.url).get(`/api/projects/${id}`).set('authorization', `Bearer ${token}`).expect(200)).body.project as DesignerProjectDetail;
  const init = (body: object, token: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ model: 'gpt-4-1', ...body }),
  });
  const chat = (body: object, token: string) => readStream<DesignerEvent>(`${t.url}/api/stitch-chat`, init(body, token));

  it('plans with the provider, builds screens three at a time in the theme, cleans and stores them', async () => {
    const user = await newUser();
    const project = await newProject(user.token);
    const names = ['Home', 'Plants', 'Schedule', 'Profile'];
    upstream.play({ pieces: pieces(`\`\`\`json\n${plan('Four screens for your plant app.', names.map((name) => ({ action: 'create_screen', name, description: `${name} of the plant app` })))}\n\`\`\``, 40) });
    const gates = new Map(names.map((name) => [name, gate()]));
    for (const [name, g] of gates) held.set(name, g.promise);
    // Whether any screen had been let go when each screen request arrived.
    let released = false;
    const arrived: Array<[string, boolean]> = [];
    const responder = upstream.responder!;
    upstream.responder = (body) => {
      const name = screenName(body);
      if (name) arrived.push([name, released]);
      return responder(body);
    };
    const from = upstream.requests.length;
    let events: Events;
    try {
      const stream = await openStream<DesignerEvent>(`${t.url}/api/stitch-chat`, init({ message: 'A plant care app', project_uuid: project.project_uuid, max_tokens: 3000 }, user.token));
      await until('three screens requested', () => arrived.length >= 3);
      released = true;
      gates.get(arrived[0][0])!.open();
      await until('the fourth screen requested', () => arrived.length === 4);
      gates.forEach((g) => g.open());
      events = await stream.ended;
    } finally {
      upstream.responder = responder;
    }
    // Three at a time: the fourth was asked for only once one of the first three was done.
    expect(arrived.map(([, wasReleased]) => wasReleased)).toEqual([false, false, false, true]);
    expect(events.map((e) => e.event).slice(0, 6)).toEqual(['meta', 'start', 'tool_call', 'tool_call', 'tool_call', 'tool_call']);
    expect(ofKind(events, 'start')[0].data).toEqual({ message: 'Four screens for your plant app.', screenList: names });
    expect(last(events)).toEqual({ id: events.length - 1, event: 'done', data: { balance: 4 } });
    const completed = ofKind(events, 'data').filter((e) => e.data.screen.status === 'completed');
    expect(completed.map((e) => e.data.screen.htmlCode).sort()).toEqual(names.map((name) => built(name, `${name} of the plant app`)).sort());

    const stored = await detail(user.token, project.project_uuid);
    expect(stored.screens.map((s) => [s.name, s.html, s.status])).toEqual(names.map((name) => [name, built(name, `${name} of the plant app`), 'completed']));
    const [planCall, ...screenCalls] = upstream.requests.slice(from);
    expect(planCall.model).toBe('gpt-5.5');
    expect(planCall.max_tokens).toBe(3000);
    expect(String(planCall.messages[0].content)).toMatch(/ONE JSON object/);
    const screenPrompt = screenCalls.map((c) => c.messages.map((m) => String(m.content)).join('\n')).find((text) => text.includes('Screen to write: Home'))!;
    expect(screenPrompt).toContain('390x844');
    expect(screenPrompt).toContain(JSON.stringify(THEME));
    expect(screenPrompt).toMatch(/Tailwind/);

    // A follow-up: the provider sees the screens and edits only the one it names.
    upstream.play({ pieces: pieces(plan('Made Home friendlier.', [{ action: 'edit_screen', name: 'home', description: 'A friendlier home' }]), 50) });
    const next = upstream.requests.length;
    const edit = await chat({ message: 'make the home screen friendlier', project_uuid: project.project_uuid }, user.token);
    expect(ofKind(edit.events, 'tool_call').map((e) => e.data)).toEqual([{ action: 'edit_screen', args: { name: 'Home', description: 'A friendlier home' } }]);
    const followUp = String(upstream.requests[next].messages.at(-1)!.content);
    // Each with the slug its links use.
    for (const name of names) expect(followUp).toContain(`{"name":"${name}","description":"${name} of the plant app","slug":"${name.toLowerCase()}"}`);
    const after = await detail(user.token, project.project_uuid);
    expect(after.screens.map((s) => [s.name, s.version, s.description])).toEqual(
      names.map((name) => [name, name === 'Home' ? 2 : 1, name === 'Home' ? 'A friendlier home' : `${name} of the plant app`]),
    );
    expect(after.screens[0].html).toBe(built('Home', 'A friendlier home'));
    expect(after.messages.map((m) => m.sender)).toEqual(['user', 'ai', 'user', 'ai']);
  });

  it('asks for links by slug, drops links to screens that do not exist, and keeps links right through a rename and a delete', async () => {
    const user = await newUser();
    const project = await newProject(user.token);
    const responder = upstream.responder!;
    // This provider links its tab bar to the screens the prompt lists, and to one it imagined.
    upstream.responder = (body) => {
      const name = screenName(body);
      if (!name) return undefined;
      const listed = /The app's screens in order \(with the slug each link uses\): (.*)$/m.exec(String(body.messages.at(-1)?.content));
      const slugs = (JSON.parse(listed?.[1] ?? '[]') as { slug: string }[]).map((s) => s.slug);
      const tab = (slug: string) => `<li><a href="#/${slug}" data-cui-screen="${slug}">${slug}</a></li>`;
      const html = `<!DOCTYPE html>\n<html>\n<head><script src="/vendor/tailwind.js"></script></head>\n<body><h1>${name}</h1><ul class="tabs">${[...slugs, 'ghost'].map(tab).join('')}</ul></body>\n</html>`;
      return { pieces: pieces(html, 23) };
    };
    const tabs = (html: string) => [...html.matchAll(/data-cui-screen="([^"]+)"/g)].map((m) => m[1]);
    const screens = async () => (await detail(user.token, project.project_uuid)).screens;
    try {
      upstream.play({ pieces: pieces(plan('Three screens.', ['Home', 'Plants', 'Profile'].map((name) => ({ action: 'create_screen', name, description: name }))), 30) });
      const from = upstream.requests.length;
      expect(last((await chat({ message: 'A plant care app', project_uuid: project.project_uuid }, user.token)).events)).toMatchObject({ event: 'done' });
      const prompts = upstream.requests.slice(from).map((r) => r.messages.map((m) => String(m.content)).join('\n'));
      expect(prompts[0]).toMatch(/navigation/);
      const homePrompt = prompts.find((text) => text.includes('Screen to write: Home'))!;
      expect(homePrompt).toContain('<a href="#/{slug}" data-cui-screen="{slug}">');
      expect(homePrompt).toContain('[{"name":"Home","slug":"home"},{"name":"Plants","slug":"plants"},{"name":"Profile","slug":"profile"}]');
      // The imagined screen's link is gone from every stored screen, with its list item.
      for (const s of await screens()) {
        expect(tabs(s.html)).toEqual(['home', 'plants', 'profile']);
        expect(s.html).not.toContain('ghost');
      }

      // A rename: the other screens are not built again, and their links follow it.
      upstream.play({ pieces: pieces(plan('Renamed.', [{ action: 'delete_screen', name: 'Plants', description: 'Plants' }, { action: 'create_screen', name: 'My Plants', description: 'Plants', replaces: 'Plants' }]), 30) });
      const renamed = await chat({ message: 'rename Plants to My Plants', project_uuid: project.project_uuid }, user.token);
      expect(ofKind(renamed.events, 'tool_call').map((e) => e.data.action)).toEqual(['delete_screen', 'create_screen']);
      let stored = await screens();
      expect(stored.map((s) => s.name)).toEqual(['Home', 'My Plants', 'Profile']);
      for (const s of stored) expect([s.name, tabs(s.html)]).toEqual([s.name, ['home', 'my-plants', 'profile']]);
      expect(stored[0].html).toContain('<a href="#/my-plants" data-cui-screen="my-plants">plants</a>');
      // The relinked screens were sent to the client too.
      const sent = ofKind(renamed.events, 'data').filter((e) => e.data.screen.name === 'Home');
      expect(sent.at(-1)?.data.screen.htmlCode).toBe(stored[0].html);

      // A delete: the deleted screen leaves every other screen's tab bar.
      upstream.play({ pieces: pieces(plan('Removed.', [{ action: 'delete_screen', name: 'Profile', description: 'Profile' }]), 30) });
      expect(last((await chat({ message: 'delete the profile screen', project_uuid: project.project_uuid }, user.token)).events)).toMatchObject({ event: 'done' });
      stored = await screens();
      expect(stored.map((s) => [s.name, tabs(s.html)])).toEqual([
        ['Home', ['home', 'my-plants']],
        ['My Plants', ['home', 'my-plants']],
      ]);
      expect(stored[0].html).not.toMatch(/profile|<li><\/li>/);

      // An add: the screens not built again gain an entry for the new one in their tab bar.
      upstream.play({ pieces: pieces(plan('Added.', [{ action: 'create_screen', name: 'Settings', description: 'Settings' }]), 30) });
      expect(last((await chat({ message: 'add a settings screen', project_uuid: project.project_uuid }, user.token)).events)).toMatchObject({ event: 'done' });
      stored = await screens();
      expect(stored.map((s) => [s.name, tabs(s.html)])).toEqual([
        ['Home', ['home', 'my-plants', 'settings']],
        ['My Plants', ['home', 'my-plants', 'settings']],
        ['Settings', ['home', 'my-plants', 'settings']],
      ]);
      expect(stored[0].html).toContain('<li><a href="#/my-plants" data-cui-screen="my-plants">plants</a></li><li><a href="#/settings" data-cui-screen="settings">Settings</a></li></ul>');
    } finally {
      upstream.responder = responder;
    }
  });

  it('asks again once for a malformed plan, and uses the second when it is valid', async () => {
    const user = await newUser();
    const project = await newProject(user.token);
    upstream.play({ pieces: pieces('{"message": "oops", "actions": [', 10) }, { pieces: pieces(plan('One screen.', [{ name: 'Home', description: 'Home' }]), 30) });
    const from = upstream.requests.length;
    const res = await chat({ message: 'A plant care app', project_uuid: project.project_uuid }, user.token);
    expect(last(res.events)).toMatchObject({ event: 'done', data: { balance: 4 } });
    expect(upstream.requests.length - from).toBe(3);
    expect((await detail(user.token, project.project_uuid)).screens.map((s) => s.name)).toEqual(['Home']);
  });

  it('fails and refunds a turn whose plan is malformed twice', async () => {
    const user = await newUser();
    const project = await newProject(user.token);
    upstream.play({ pieces: pieces('Sure! Here are some screens: Home, Profile.', 10) }, { pieces: pieces(JSON.stringify({ message: 'no theme', actions: [] }), 10) });
    const from = upstream.requests.length;
    const res = await chat({ message: 'A plant care app', project_uuid: project.project_uuid }, user.token);
    expect(res.events.map((e) => e.event)).toEqual(['meta', 'error']);
    expect(last(res.events).data).toEqual({ code: 'generation_failed', message: BAD_PLAN_MESSAGE });
    expect(upstream.requests.length - from).toBe(2);
    expect(await balance(user.id)).toBe(5);
    expect(await ledger(user.id)).toEqual(['grant', 'hold', 'refund']);
    expect((await detail(user.token, project.project_uuid)).screens).toEqual([]);
  });

  it('skips the creates past 20 screens and says so', async () => {
    const user = await newUser();
    const project = await newProject(user.token);
    const repo = t.app.get(DesignerRepository);
    for (let i = 1; i <= 19; i++) await repo.upsertScreen(project.project_uuid, { name: `Screen ${i}`, description: '', html: page(`Screen ${i}`), status: 'completed' });
    upstream.play({ pieces: pieces(plan('Three more.', ['Extra A', 'Extra B', 'Extra C'].map((name) => ({ action: 'create_screen', name, description: name }))), 30) });
    const res = await chat({ message: 'add three screens', project_uuid: project.project_uuid }, user.token);
    expect(ofKind(res.events, 'start')[0].data.screenList).toEqual(['Extra A']);
    const message = ofKind(res.events, 'message')[0].data.message;
    expect(message).toMatch(/at most 20 screens, so Extra B, Extra C were not added/);
    expect(last(res.events)).toMatchObject({ event: 'done', data: { balance: 4 } });
    const stored = await detail(user.token, project.project_uuid);
    expect(stored.screens).toHaveLength(20);
    expect(stored.messages.at(-1)).toEqual({ sender: 'ai', text: message, screenList: ['Extra A'] });
  });

  it('stores no edit that comes out exactly as the screen was, says so, and refunds a turn that changed nothing', async () => {
    const user = await newUser();
    const project = await newProject(user.token);
    const responder = upstream.responder!;
    // This provider writes a screen from its name alone, whatever change it is asked for.
    upstream.responder = (body) => {
      const name = screenName(body);
      return name ? { pieces: pieces(noisy(name), 17) } : undefined;
    };
    try {
      upstream.play({ pieces: pieces(plan('Two screens.', ['Home', 'Plants'].map((name) => ({ action: 'create_screen', name, description: name }))), 30) });
      expect(last((await chat({ message: 'A plant care app', project_uuid: project.project_uuid }, user.token)).events)).toMatchObject({ event: 'done', data: { balance: 4 } });
      const before = await detail(user.token, project.project_uuid);
      upstream.play({ pieces: pieces(plan('Updated Home.', [{ action: 'edit_screen', name: 'Home', description: 'Home. Change: add a map' }]), 30) });
      const res = await chat({ message: 'add a map to Home', project_uuid: project.project_uuid }, user.token);
      const message = ofKind(res.events, 'message')[0].data.message;
      expect(message).toBe('Updated Home. Home came out exactly as before, so nothing was changed there.');
      expect(ofKind(res.events, 'data').at(-1)?.data.screen).toEqual({ name: 'Home', description: 'Home', htmlCode: before.screens[0].html, status: 'completed' });
      expect(last(res.events)).toMatchObject({ event: 'done', data: { balance: 4 } });
      expect(await ledger(user.id)).toEqual(['grant', 'hold', 'commit', 'hold', 'refund']);
      const after = await detail(user.token, project.project_uuid);
      expect(after.screens).toEqual(before.screens);
      expect(after.messages.at(-1)).toEqual({ sender: 'ai', text: message, screenList: [] });
    } finally {
      upstream.responder = responder;
    }
  });

  it('takes one turn at a time per project: a second answers 409 and moves nothing; a reload finds the live one', async () => {
    const user = await newUser();
    const project = await newProject(user.token);
    const other = await newProject(user.token, 'A recipe app');
    const hold = gate();
    upstream.play({ pieces: [{ gate: hold.promise }, ...pieces(plan('Here you go.', [{ name: 'Home', description: 'Home' }]), 30)] });
    const stream = await openStream<DesignerEvent>(`${t.url}/api/stitch-chat`, init({ message: 'A plant care app', project_uuid: project.project_uuid }, user.token));
    const [meta] = await stream.until((e) => e.length > 0, 5000);
    const id = (meta.data as { id: string }).id;
    expect((await detail(user.token, project.project_uuid)).active_turn_id).toBe(id);
    expect((await detail(user.token, other.project_uuid)).active_turn_id).toBeNull();
    const second = await fetch(`${t.url}/api/stitch-chat`, init({ message: 'make it dark', project_uuid: project.project_uuid }, user.token));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ code: 'project_busy', message: PROJECT_BUSY_MESSAGE });
    expect(await balance(user.id)).toBe(4);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM generations WHERE user_id = $1`, [user.id])).rows[0].n).toBe(1);
    hold.open();
    expect(last(await stream.ended)).toMatchObject({ event: 'done' });
    expect((await detail(user.token, project.project_uuid)).active_turn_id).toBeNull();
    // The turn ended, so the project takes the next one.
    upstream.play({ pieces: pieces(plan('Darker.', [{ action: 'edit_screen', name: 'Home', description: 'Home, dark' }]), 30) });
    expect(last((await chat({ message: 'make it dark', project_uuid: project.project_uuid }, user.token)).events)).toMatchObject({ event: 'done' });
  });

  it('refunds a turn cancelled before any screen changed', async () => {
    const user = await newUser();
    const project = await newProject(user.token);
    const hold = gate();
    upstream.play({ pieces: [{ gate: hold.promise }, ...pieces(plan('Late.', [{ name: 'Home', description: 'Home' }]), 30)] });
    const stream = await openStream<DesignerEvent>(`${t.url}/api/stitch-chat`, init({ message: 'A plant care app', project_uuid: project.project_uuid }, user.token));
    const [meta] = await stream.until((e) => e.length > 0, 5000);
    const id = (meta.data as { id: string }).id;
    await until('the turn is running', async () => (await t.db.query(`SELECT status FROM generations WHERE id = $1`, [id])).rows[0].status === 'running');
    await request(t.url).post(`/api/stitch-chat/${id}/cancel`).set('authorization', `Bearer ${user.token}`).expect(200, { ok: true });
    const events = await stream.ended;
    hold.open();
    expect(last(events)).toMatchObject({ event: 'error', data: { message: STOPPED_MESSAGE } });
    expect(await balance(user.id)).toBe(5);
    expect((await t.db.query(`SELECT status, credit_status FROM generations WHERE id = $1`, [id])).rows[0]).toEqual({ status: 'cancelled', credit_status: 'refunded' });
    expect((await detail(user.token, project.project_uuid)).screens).toEqual([]);
  });

  it('keeps and charges the screens delivered before a cancel, and says which were not built', async () => {
    const user = await newUser();
    const project = await newProject(user.token);
    const hold = gate();
    held.set('Profile', hold.promise);
    upstream.play({ pieces: pieces(plan('Two screens.', [{ name: 'Home', description: 'Home' }, { name: 'Profile', description: 'Profile' }]), 30) });
    const stream = await openStream<DesignerEvent>(`${t.url}/api/stitch-chat`, init({ message: 'A plant care app', project_uuid: project.project_uuid }, user.token));
    await stream.until((e) => ofKind(e, 'data').some((d) => d.data.screen.name === 'Home' && d.data.screen.status === 'completed'), 5000);
    const id = (stream.events[0].data as { id: string }).id;
    await request(t.url).post(`/api/stitch-chat/${id}/cancel`).set('authorization', `Bearer ${user.token}`).expect(200);
    const events = await stream.ended;
    hold.open();
    expect(events.slice(-2).map((e) => e.event)).toEqual(['message', 'done']);
    expect(ofKind(events, 'message')[0].data.message).toBe('Two screens. Stopped before Profile was built.');
    expect(last(events).data).toEqual({ balance: 4 });
    const stored = await detail(user.token, project.project_uuid);
    expect(stored.screens.map((s) => s.name)).toEqual(['Home']);
    expect(stored.messages.at(-1)).toMatchObject({ sender: 'ai', screenList: ['Home'] });
  });

  it('fails and refunds a turn whose provider errs on a screen', async () => {
    const user = await newUser();
    const project = await newProject(user.token);
    upstream.play({ pieces: pieces(plan('One screen.', [{ name: 'Broken', description: 'Broken' }]), 30) });
    const responder = upstream.responder;
    upstream.responder = (body) => (screenName(body) === 'Broken' ? { status: 500 } : responder?.(body));
    try {
      const res = await chat({ message: 'A plant care app', project_uuid: project.project_uuid }, user.token);
      expect(last(res.events).event).toBe('error');
    } finally {
      upstream.responder = responder;
    }
    expect(await balance(user.id)).toBe(5);
    expect(await ledger(user.id)).toEqual(['grant', 'hold', 'refund']);
  });

  it('fails and refunds a turn whose project is deleted under it', async () => {
    const user = await newUser();
    const project = await newProject(user.token);
    const hold = gate();
    upstream.play({ pieces: [{ gate: hold.promise }, ...pieces(plan('One screen.', [{ name: 'Home', description: 'Home' }]), 30)] });
    const from = upstream.requests.length;
    const stream = await openStream<DesignerEvent>(`${t.url}/api/stitch-chat`, init({ message: 'A plant care app', project_uuid: project.project_uuid }, user.token));
    const [meta] = await stream.until((e) => e.length > 0, 5000);
    const id = (meta.data as { id: string }).id;
    await until('the plan is asked for', () => upstream.requests.length > from);
    await request(t.url).delete(`/api/projects/${project.project_uuid}`).set('authorization', `Bearer ${user.token}`).expect(200);
    hold.open();
    const events = await stream.ended;
    expect(last(events)).toMatchObject({ event: 'error', data: { message: PROJECT_GONE_MESSAGE } });
    expect(await balance(user.id)).toBe(5);
    expect((await t.db.query(`SELECT status, credit_status FROM generations WHERE id = $1`, [id])).rows[0]).toEqual({ status: 'failed', credit_status: 'refunded' });
  });

  it('is swept and refunded like any generation when its worker goes silent', async () => {
    const user = await newUser();
    const project = await newProject(user.token);
    const hold = gate();
    upstream.play({ pieces: [{ gate: hold.promise }, ...pieces(plan('Late.', [{ name: 'Home', description: 'Home' }]), 30)] });
    const from = upstream.requests.length;
    const stream = await openStream<DesignerEvent>(`${t.url}/api/stitch-chat`, init({ message: 'A plant care app', project_uuid: project.project_uuid }, user.token));
    const [meta] = await stream.until((e) => e.length > 0, 5000);
    const id = (meta.data as { id: string }).id;
    await until('the plan is asked for', () => upstream.requests.length > from);
    t.clock.advance(t.env.GENERATION_STALE_MS + 1);
    expect(await t.app.get(StaleHoldSweeper).sweep()).toBe(1);
    const events = await stream.ended;
    hold.open();
    expect(events.map((e) => e.event)).toEqual(['meta', 'error']);
    expect(last(events).data).toEqual({ code: 'generation_failed', message: STALLED_MESSAGE });
    expect(await balance(user.id)).toBe(5);
    expect((await t.db.query(`SELECT status, credit_status FROM generations WHERE id = $1`, [id])).rows[0]).toEqual({ status: 'failed', credit_status: 'refunded' });
    // The worker, told to stop, ends its job and adds nothing after the sweeper's final event.
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.designer));
    await until('the job has ended', async () => !(await queue.getJob(id)));
    const replay = await readStream<DesignerEvent>(`${t.url}/api/stitch-chat/${id}/events`, { headers: { authorization: `Bearer ${user.token}`, 'last-event-id': '0' } });
    expect(replay.events).toEqual([{ id: 1, event: 'error', data: { code: 'generation_failed', message: STALLED_MESSAGE } }]);
  });
});
