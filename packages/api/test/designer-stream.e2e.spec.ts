import { DesignerEvent, DesignerProject, DesignerProjectDetail } from '@cui/shared';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { readStream } from './support/sse-client';
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
});
