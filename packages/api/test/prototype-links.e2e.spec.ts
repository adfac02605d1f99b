import { PROTOTYPE_TOKEN_PATTERN, type DesignerProject, type PrototypeLink } from '@cui/shared';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { DesignerRepository } from '../src/designer/designer.repository';
import { UsersService } from '../src/users/users.service';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';
const page = (text: string) => `<!DOCTYPE html><html><body><h1>${text}</h1><a href="#/stats" data-cui-screen="stats">Stats</a></body></html>`;

describe('prototype links: the API', () => {
  let t: TestApp;
  let repo: DesignerRepository;
  let n = 0;

  beforeAll(async () => {
    t = await startApp(isolatedEnv());
    repo = t.app.get(DesignerRepository);
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<string> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`proto${++n}@example.com`, `proto${n}`);
    return t.app.get(TokensService).issue(user.id);
  }
  const as = (token: string | undefined, req: request.Test) => (token ? req.set('authorization', `Bearer ${token}`) : req);
  const linkPath = (id: string) => `/api/projects/${id}/prototype-link`;
  const getLink = (token: string | undefined, id: string) => as(token, request(t.url).get(linkPath(id)));
  const share = (token: string | undefined, id: string, body: unknown = {}) => as(token, request(t.url).post(linkPath(id)).send(body as object));
  const revoke = (token: string | undefined, id: string) => as(token, request(t.url).delete(linkPath(id)));
  const play = (token: string) => request(t.url).get(`/api/prototypes/${token}`);

  async function projectWithScreens(owner: string): Promise<string> {
    const res = await as(owner, request(t.url).post('/api/projects').send({ device_type: 'mobile', first_message: 'A secret habit tracker for Ana' })).expect(201);
    const id = (res.body.project as DesignerProject).project_uuid;
    await repo.upsertScreen(id, { name: 'Home', description: 'Private notes about Ana', html: page('Home'), status: 'completed' });
    await repo.upsertScreen(id, { name: 'Stats', description: 'Charts', html: page('Stats'), status: 'completed' });
    await repo.upsertScreen(id, { name: 'Draft', description: 'Half built', html: '', status: 'generating' });
    await repo.appendMessage(id, { sender: 'ai', text: 'The chat stays private.', screenList: ['Home', 'Stats', 'Draft'] });
    return id;
  }

  it('lets the owner make a link that plays the completed screens and nothing else of the project', async () => {
    const owner = await newUser();
    const id = await projectWithScreens(owner);
    expect((await getLink(owner, id).expect(200)).body).toEqual({ link: null });

    const made = (await share(owner, id).expect(201)).body.link as PrototypeLink;
    expect(made.token).toMatch(PROTOTYPE_TOKEN_PATTERN);
    expect(new Date(made.created_at).toISOString()).toBe(made.created_at);
    // Asking again answers the same link: a second click does not break the first one handed out.
    expect((await share(owner, id).expect(201)).body.link).toEqual(made);
    expect((await getLink(owner, id).expect(200)).body.link).toEqual(made);

    const res = await play(made.token).expect(200);
    expect(res.body).toEqual({
      prototype: {
        title: 'A secret habit tracker for Ana',
        device_type: 'mobile',
        screens: [
          { name: 'Home', html: page('Home') },
          { name: 'Stats', html: page('Stats') },
        ],
      },
    });
    // No id, owner, chat, description or first message travels with it.
    for (const secret of [id, 'Private notes', 'The chat stays private', '@example.com', 'first_message', 'Half built']) expect(res.text).not.toContain(secret);
  });

  it('a revoked link answers 404, and so does a rotated one', async () => {
    const owner = await newUser();
    const id = await projectWithScreens(owner);
    const first = (await share(owner, id).expect(201)).body.link as PrototypeLink;
    const second = (await share(owner, id, { rotate: true }).expect(201)).body.link as PrototypeLink;
    expect(second.token).not.toBe(first.token);
    expect((await play(first.token).expect(404)).body).toEqual({ code: 'prototype_not_found', message: expect.stringMatching(/turned off/) });
    await play(second.token).expect(200);

    expect((await revoke(owner, id).expect(200)).body).toEqual({ link: null });
    expect((await play(second.token).expect(404)).body.code).toBe('prototype_not_found');
    expect((await getLink(owner, id).expect(200)).body).toEqual({ link: null });
    // Revoking what is not shared is no error: the link is off either way.
    await revoke(owner, id).expect(200);
  });

  it('only the owner sees or changes the link: others get the 404 of a missing project and change nothing', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const id = await projectWithScreens(owner);
    const link = (await share(owner, id).expect(201)).body.link as PrototypeLink;
    for (const res of [await getLink(stranger, id), await share(stranger, id, { rotate: true }), await revoke(stranger, id)]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('project_not_found');
    }
    for (const res of [await getLink(undefined, id), await share(undefined, id), await revoke(undefined, id)]) expect(res.status).toBe(401);
    await share(owner, MISSING).expect(404);
    await share(owner, 'not-a-uuid').expect(404);
    expect((await getLink(owner, id).expect(200)).body.link).toEqual(link);
    await play(link.token).expect(200);
  });

  it('refuses a body its schema does not know, and changes nothing', async () => {
    const owner = await newUser();
    const id = await projectWithScreens(owner);
    for (const body of [{ rotate: 'yes' }, { token: 'mine-mine-mine' }, []]) {
      const res = await share(owner, id, body).expect(400);
      expect(res.body.code).toBeDefined();
    }
    expect((await getLink(owner, id).expect(200)).body).toEqual({ link: null });
  });

  it('answers a token of the wrong shape, or one nobody was given, with 404', async () => {
    for (const token of ['abc', 'x'.repeat(43), `${'A'.repeat(42)}!`, 'A'.repeat(60)]) {
      const res = await play(encodeURIComponent(token)).expect(404);
      expect(res.body.code).toBe('prototype_not_found');
    }
  });

  it('a deleted project takes its link with it', async () => {
    const owner = await newUser();
    const id = await projectWithScreens(owner);
    const link = (await share(owner, id).expect(201)).body.link as PrototypeLink;
    await as(owner, request(t.url).delete(`/api/projects/${id}`)).expect(200);
    await play(link.token).expect(404);
  });
});
