import { BUILTIN_MODEL, DesignerEvent, SCREEN_LINK_ATTR, DesignerProject, DesignerProjectDetail, GenerationEvent } from '@cui/shared';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, gate, pieces } from './support/fake-openai';
import { last, openStream, readStream } from './support/sse-client';
import { ledgerMismatches } from './support/ledger-invariant';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { until } from './support/until';

/** A provider's screen: it links to a screen the project has (`home`) and to one it does not (`gone`). */
const SCREEN = (word: string) =>
  `<!DOCTYPE html>\n<html>\n<head><script src="/vendor/tailwind.js"></script></head>\n<body><h1>${word}</h1><a href="#/home" ${SCREEN_LINK_ATTR}="home">Home</a><a href="#/gone" ${SCREEN_LINK_ATTR}="gone">Gone</a></body>\n</html>`;
const primary = (html: string) => /data-primary="(#[0-9a-f]{6})"/.exec(html)?.[1];

describe('screen variants: alternatives of one screen, each its own generation', () => {
  const upstream = new FakeOpenAI();
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    await upstream.start();
    t = await startApp(isolatedEnv({ OFFLINE_STREAM_DELAY_MS: '0', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.url }));
  });
  afterEach(async () => expect(await ledgerMismatches(t.db)).toEqual([]));
  afterAll(async () => {
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`variants${++n}@example.com`, `variants${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const balance = async (userId: string) => (await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [userId])).rows[0].balance as number;
  const init = (body: object, token: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const detail = async (token: string, id: string) =>
    (await request(t.url).get(`/api/projects/${id}`).set('authorization', `Bearer ${token}`).expect(200)).body.project as DesignerProjectDetail;
  /** A project with the built-in designer's screens for `message` (one credit). */
  async function designed(token: string, message = 'A habit tracker app called Streaky'): Promise<DesignerProjectDetail> {
    const project = (await request(t.url).post('/api/projects').set('authorization', `Bearer ${token}`).send({ device_type: 'mobile', first_message: message }).expect(201)).body
      .project as DesignerProject;
    const turn = await readStream<DesignerEvent>(`${t.url}/api/stitch-chat`, init({ message, project_uuid: project.project_uuid, model: BUILTIN_MODEL }, token));
    expect(last(turn.events).event).toBe('done');
    return detail(token, project.project_uuid);
  }
  const variant = (body: object, token: string) => readStream<GenerationEvent>(`${t.url}/api/stitch-variants`, init({ model: BUILTIN_MODEL, ...body }, token));
  const use = (id: string, token: string) => request(t.url).post(`/api/stitch-variants/${id}/use`).set('authorization', `Bearer ${token}`);
  const htmlOf = (events: GenerationEvent[]) => (last(events) as Extract<GenerationEvent, { event: 'done' }>).data.html;
  const idOf = (events: GenerationEvent[]) => (events[0] as Extract<GenerationEvent, { event: 'meta' }>).data.id;

  it('makes three alternatives of a screen side by side, each charged; the screen changes only when one is used', async () => {
    const user = await newUser();
    const project = await designed(user.token);
    const [screen, other] = project.screens;
    const runs = await Promise.all(
      [1, 2, 3].map((index) => variant({ project_uuid: project.project_uuid, screen: screen.name.toUpperCase(), index, of: 3, change: ['colour'] }, user.token)),
    );
    expect(runs.map((r) => r.events.map((e) => e.event))).toEqual([['meta', 'done'], ['meta', 'done'], ['meta', 'done']]);
    const pages = runs.map((r) => htmlOf(r.events));
    expect(new Set([screen.html, ...pages]).size).toBe(4);
    expect(new Set([primary(screen.html), ...pages.map(primary)]).size).toBe(4);
    expect(await balance(user.id)).toBe(5 - 1 - 3);
    // Untouched until one is used.
    expect((await detail(user.token, project.project_uuid)).screens[0]).toEqual(screen);

    const used = await use(idOf(runs[1].events), user.token).expect(200);
    expect(used.body.screen).toMatchObject({ name: screen.name, html: pages[1], version: screen.version + 1, status: 'completed' });
    const after = await detail(user.token, project.project_uuid);
    expect(after.screens.map((s) => s.html)).toEqual([pages[1], ...project.screens.slice(1).map((s) => s.html)]);
    expect(after.screens[1]).toEqual(other);
    // Using it again changes nothing; another alternative can still be used instead.
    expect((await use(idOf(runs[1].events), user.token).expect(200)).body.screen.version).toBe(screen.version + 1);
    expect((await use(idOf(runs[2].events), user.token).expect(200)).body.screen.html).toBe(pages[2]);
    expect(await balance(user.id)).toBe(1);
  });

  it('keeps the look its owner chose through later edits of the screen and of the project', async () => {
    const user = await newUser();
    const project = await designed(user.token);
    const screen = project.screens[0];
    const runs = await Promise.all([1, 2].map((index) => variant({ project_uuid: project.project_uuid, screen: screen.name, index, of: 2, change: ['colour', 'layout'] }, user.token)));
    await use(idOf(runs[1].events), user.token).expect(200);
    const chosen = primary(htmlOf(runs[1].events));
    const edit = await readStream<DesignerEvent>(
      `${t.url}/api/stitch-chat`,
      init({ message: `add a button "Start today" to the ${screen.name} screen`, project_uuid: project.project_uuid, model: BUILTIN_MODEL }, user.token),
    );
    expect(last(edit.events).event).toBe('done');
    const edited = (await detail(user.token, project.project_uuid)).screens.find((s) => s.name === screen.name)!;
    expect(edited.html).toContain('Start today');
    expect(primary(edited.html)).toBe(chosen);
    const other = project.screens[1].name;
    await readStream<DesignerEvent>(`${t.url}/api/stitch-chat`, init({ message: `rename the ${other} screen to Discover`, project_uuid: project.project_uuid, model: BUILTIN_MODEL }, user.token));
    const now = await detail(user.token, project.project_uuid);
    expect(now.screens.map((s) => s.name)).toContain('Discover');
    const relinked = now.screens.find((s) => s.name === screen.name)!;
    expect(relinked.html).toContain(`${SCREEN_LINK_ATTR}="discover"`);
    expect(primary(relinked.html)).toBe(chosen);
    expect(relinked.html).toContain('Start today');
  });

  it('asks a provider for an alternative unlike the screen, changing only what may change; a failed one refunds only itself', async () => {
    const user = await newUser();
    const project = await designed(user.token);
    const screen = project.screens[1];
    const asked: Record<string, { text: string; temperature: number }> = {};
    upstream.responder = (body) => {
      const text = String(body.messages.at(-1)?.content);
      const index = /alternative (\d) of 3/.exec(text)?.[1] ?? '?';
      asked[index] = { text, temperature: (body as { temperature?: number }).temperature ?? -1 };
      return index === '2' ? { status: 500 } : { pieces: pieces(SCREEN(`Alternative ${index}`), 30) };
    };
    let runs;
    try {
      runs = await Promise.all(
        [1, 2, 3].map((index) => variant({ project_uuid: project.project_uuid, screen: screen.name, index, of: 3, change: ['layout', 'content'], model: 'gpt-4-1' }, user.token)),
      );
    } finally {
      upstream.responder = undefined;
    }
    expect(runs.map((r) => last(r.events).event)).toEqual(['done', 'error', 'done']);
    // Links to screens the project does not have are dropped.
    expect(htmlOf(runs[2].events)).toContain('<h1>Alternative 3</h1>');
    expect(htmlOf(runs[2].events)).toContain(`${SCREEN_LINK_ATTR}="home"`);
    expect(htmlOf(runs[2].events)).not.toContain(`${SCREEN_LINK_ATTR}="gone"`);
    expect(asked['3'].text).toContain(`Screen to write: ${screen.name}`);
    expect(asked['3'].text).toContain('Change the layout');
    expect(asked['3'].text).toContain('Keep the colours as the screen has them.');
    expect(asked['3'].text).toContain(screen.html.slice(0, 200));
    expect(asked['3'].temperature).toBe(0.8);
    // One credit for the turn, two alternatives charged, the failed one given back.
    expect(await balance(user.id)).toBe(5 - 1 - 2);
    const failed = idOf(runs[1].events);
    expect((await use(failed, user.token).expect(409)).body).toEqual({ code: 'variant_not_ready', message: 'This alternative has not finished, so it cannot be used.' });
  });

  it('stops an alternative on request and gives its credit back; the others go on', async () => {
    const user = await newUser();
    const project = await designed(user.token);
    const held = gate();
    upstream.responder = () => ({ pieces: [{ gate: held.promise }, ...pieces(SCREEN('late'), 10)] });
    try {
      const stream = await openStream<GenerationEvent>(
        `${t.url}/api/stitch-variants`,
        init({ project_uuid: project.project_uuid, screen: project.screens[0].name, index: 1, of: 2, change: ['content'], model: 'gpt-4-1' }, user.token),
      );
      await until('the upstream asked', () => upstream.requests.some((r) => String(r.messages.at(-1)?.content).includes('alternative 1 of 2')));
      await until('the id', () => stream.events.some((e) => e.event === 'meta'));
      const id = idOf(stream.events);
      const other = variant({ project_uuid: project.project_uuid, screen: project.screens[0].name, index: 2, of: 2, change: ['content'] }, user.token);
      await request(t.url).post(`/api/stitch-variants/${id}/cancel`).set('authorization', `Bearer ${user.token}`).expect(200);
      const events = await stream.ended;
      expect(last(events)).toMatchObject({ event: 'error', data: { code: 'generation_stopped' } });
      expect(last((await other).events).event).toBe('done');
    } finally {
      held.open();
      upstream.responder = undefined;
    }
    expect(await balance(user.id)).toBe(5 - 1 - 1);
  });

  it('refuses what it cannot make, holding nothing, and keeps a project to its owner', async () => {
    const user = await newUser();
    const stranger = await newUser();
    const project = await designed(user.token);
    const screen = project.screens[0].name;
    const base = { project_uuid: project.project_uuid, screen, index: 1, of: 2, change: ['colour'] };
    const refused = await Promise.all([
      variant({ ...base, screen: 'No Such Screen' }, user.token),
      variant({ ...base, change: [] }, user.token),
      variant({ ...base, change: ['everything'] }, user.token),
      variant({ ...base, index: 3 }, user.token),
      variant({ ...base, of: 5 }, user.token),
      variant(base, stranger.token),
    ]);
    expect(refused.map((r) => [r.status, r.json?.code])).toEqual([
      [404, 'screen_not_found'],
      [400, 'invalid_body'],
      [400, 'invalid_body'],
      [400, 'invalid_body'],
      [400, 'invalid_body'],
      [404, 'project_not_found'],
    ]);
    expect(refused[1].json?.message).toMatch(/Choose at least one thing the alternatives may change/);
    expect(await balance(user.id)).toBe(4);
    expect(await balance(stranger.id)).toBe(5);

    const made = await variant(base, user.token);
    const id = idOf(made.events);
    expect((await use(id, stranger.token).expect(404)).body.code).toBe('generation_not_found');
    await request(t.url).post(`/api/stitch-variants/${id}/cancel`).set('authorization', `Bearer ${stranger.token}`).expect(404);
    // Resumed after its end: the final event again, from the row.
    const again = await readStream<GenerationEvent>(`${t.url}/api/stitch-variants/${id}/events`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(htmlOf(again.events)).toBe(htmlOf(made.events));

    // The screen deleted meanwhile: the alternative cannot take its place.
    await readStream<DesignerEvent>(`${t.url}/api/stitch-chat`, init({ message: `delete the ${screen} screen`, project_uuid: project.project_uuid, model: BUILTIN_MODEL }, user.token));
    if ((await detail(user.token, project.project_uuid)).screens.some((s) => s.name === screen)) throw new Error('the built-in designer kept the screen');
    expect((await use(id, user.token).expect(404)).body.code).toBe('screen_not_found');
    const late = await variant(base, user.token);
    expect([late.status, late.json?.code]).toEqual([404, 'screen_not_found']);
  });
});
