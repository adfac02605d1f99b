import { DESIGNER_SCREENS_MAX, DesignerProject, DesignerProjectDetail } from '@cui/shared';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { DesignerRepository } from '../src/designer/designer.repository';
import { PROJECT_NOT_FOUND } from '../src/designer/designer.service';
import { UsersService } from '../src/users/users.service';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';
const page = (text: string) => `<!DOCTYPE html><html><body><h1>${text}</h1></body></html>`;

describe('designer projects: the API', () => {
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
    const user = await t.app.get(UsersService).findOrCreateByEmail(`designer${++n}@example.com`, `designer${n}`);
    return t.app.get(TokensService).issue(user.id);
  }
  const as = (token: string | undefined, req: request.Test) => (token ? req.set('authorization', `Bearer ${token}`) : req);
  const create = (token: string | undefined, body: object) => as(token, request(t.url).post('/api/projects').send(body));
  const list = (token: string | undefined, query: Record<string, string> = {}) => as(token, request(t.url).get('/api/projects').query(query));
  const get = (token: string | undefined, id: string) => as(token, request(t.url).get(`/api/projects/${id}`));
  const remove = (token: string | undefined, id: string) => as(token, request(t.url).delete(`/api/projects/${id}`));
  const count = async (table: string) => Number((await t.db.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
  const newProject = async (token: string, first_message = 'A habit tracker app', device_type = 'mobile'): Promise<DesignerProject> =>
    (await create(token, { device_type, first_message }).expect(201)).body.project as DesignerProject;

  it('answers the anonymous with 401 JSON on every route and stores nothing', async () => {
    const before = await count('designer_projects');
    for (const res of [
      await create(undefined, { device_type: 'mobile', first_message: 'hi' }),
      await list(undefined),
      await get(undefined, MISSING),
      await remove(undefined, MISSING),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/sign in/i);
    }
    expect(await count('designer_projects')).toBe(before);
  });

  it('creates a project with its first message and gives it back whole', async () => {
    const token = await newUser();
    const res = await create(token, { device_type: 'web', title: 'Pet Adoption', first_message: 'Pet Adoption App' }).expect(201);
    const project = res.body.project as DesignerProject;
    expect(project).toEqual({
      project_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Pet Adoption',
      device_type: 'web',
      first_message: 'Pet Adoption App',
      thumbnail: null,
      created_at: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(project.created_at).toISOString()).toBe(project.created_at);
    const detail = (await get(token, project.project_uuid).expect(200)).body.project as DesignerProjectDetail;
    expect(detail).toEqual({ ...project, messages: [{ sender: 'user', text: 'Pet Adoption App' }], screens: [], active_turn_id: null, site: null });
    // Upper-case ids name the same project.
    await get(token, project.project_uuid.toUpperCase()).expect(200);
  });

  it('titles a project from its first message when none is given', async () => {
    const token = await newUser();
    const long = 'Design a meditation app with a calm onboarding flow, a timer and streaks';
    const title = async (body: object) => ((await create(token, { device_type: 'mobile', ...body }).expect(201)).body.project as DesignerProject).title;
    expect(await title({ first_message: long })).toBe(`${long.slice(0, 50)}...`);
    expect(await title({ first_message: 'x'.repeat(50) })).toBe('x'.repeat(50));
    expect(await title({ first_message: 'x'.repeat(51) })).toBe(`${'x'.repeat(50)}...`);
    expect(await title({ first_message: '  Recipe app  ' })).toBe('Recipe app');
    expect(await title({ first_message: '' })).toBe('New Project');
    expect(await title({ first_message: '   ', title: '  ' })).toBe('New Project');
    expect(await title({ first_message: long, title: null })).toBe(`${long.slice(0, 50)}...`);
    expect(await title({ first_message: long, title: 'Calm' })).toBe('Calm');
    // 50 characters, not 50 UTF-16 units: an emoji is not cut in half.
    expect(await title({ first_message: '🐶'.repeat(60) })).toBe(`${'🐶'.repeat(50)}...`);
  });

  it('refuses bad bodies with 400 and a message, storing nothing', async () => {
    const token = await newUser();
    const before = await count('designer_projects');
    const cases: [object, RegExp][] = [
      [{ first_message: 'hi' }, /device_type must be 'mobile' or 'web'/],
      [{ device_type: 'tablet', first_message: 'hi' }, /device_type must be 'mobile' or 'web'/],
      [{ device_type: 'mobile', first_message: 'x'.repeat(10_001) }, /at most 10000 characters/],
      [{ device_type: 'mobile', first_message: 'hi', title: 't'.repeat(201) }, /at most 200 characters/],
      [{ device_type: 'mobile', first_message: 42 }, /first_message must be text/],
      [{ device_type: 'mobile', first_message: 'a\u0000b' }, /NUL/],
    ];
    for (const [body, message] of cases) {
      const res = await create(token, body).expect(400);
      expect(res.body.message).toMatch(message);
    }
    const res = await as(token, request(t.url).post('/api/projects').set('content-type', 'application/json').send('{not json')).expect(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await count('designer_projects')).toBe(before);
    // The edges that are allowed.
    await create(token, { device_type: 'mobile', first_message: 'x'.repeat(10_000), title: 't'.repeat(200) }).expect(201);
  });

  it("lists only the caller's projects, most recently updated first, bounded by limit", async () => {
    const token = await newUser();
    const other = await newUser();
    await newProject(other, 'Not yours');
    const made: DesignerProject[] = [];
    for (let i = 1; i <= 5; i++) made.push(await newProject(token, `Project ${i}`));
    const titles = async (query: Record<string, string> = {}) =>
      ((await list(token, query).expect(200)).body.projects as DesignerProject[]).map((p) => p.title);
    expect(await titles()).toEqual(['Project 5', 'Project 4', 'Project 3', 'Project 2', 'Project 1']);
    expect(await titles({ limit: '4' })).toEqual(['Project 5', 'Project 4', 'Project 3', 'Project 2']);
    // Refining a project makes it the most recent.
    await repo.appendMessage(made[1].project_uuid, { sender: 'user', text: 'make it dark' });
    expect(await titles({ limit: '2' })).toEqual(['Project 2', 'Project 5']);
    for (const limit of ['0', '51', '-1', '2.5', 'abc', '']) {
      const res = await list(token, { limit }).expect(400);
      expect(res.body.message).toMatch(/limit must be a whole number from 1 to 50/);
    }
    expect(await titles({ limit: '50' })).toHaveLength(5);
    expect(await titles({ limit: '1' })).toEqual(['Project 2']);
  });

  it('defaults to 20 projects', async () => {
    const token = await newUser();
    for (let i = 0; i < 21; i++) await newProject(token, `P${i}`);
    expect((await list(token).expect(200)).body.projects).toHaveLength(20);
  });

  it("answers another user's project, a missing one and a malformed id with 404, changing nothing", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const project = await newProject(owner);
    for (const id of [project.project_uuid, MISSING, 'not-a-uuid', `${project.project_uuid}x`]) {
      expect((await get(stranger, id).expect(404)).body).toEqual({ code: 'project_not_found', message: PROJECT_NOT_FOUND });
      expect((await remove(stranger, id).expect(404)).body).toEqual({ code: 'project_not_found', message: PROJECT_NOT_FOUND });
    }
    expect((await list(stranger).expect(200)).body.projects).toEqual([]);
    // The SPA sends user_id; the list is the bearer's whatever it names.
    const ownerId = (await t.db.query(`SELECT owner_id FROM designer_projects WHERE id = $1`, [project.project_uuid])).rows[0].owner_id as string;
    expect((await list(stranger, { user_id: ownerId, limit: '4' }).expect(200)).body.projects).toEqual([]);
    await get(owner, project.project_uuid).expect(200);
  });

  it('restores the chat in order and the screens by position, with the first completed screen as thumbnail', async () => {
    const token = await newUser();
    const project = await newProject(token, 'A pet adoption app');
    const id = project.project_uuid;
    await repo.upsertScreen(id, { name: 'Home', description: 'Featured pets', html: '', status: 'generating' });
    await repo.upsertScreen(id, { name: 'Pet Details', description: 'One pet', html: page('Details'), status: 'completed' });
    await repo.upsertScreen(id, { name: 'Profile', description: 'The adopter', html: page('Profile'), status: 'completed' });
    await repo.appendMessage(id, { sender: 'ai', text: 'Here are your screens.', screenList: ['Home', 'Pet Details', 'Profile'] });
    await repo.appendMessage(id, { sender: 'user', text: 'make it dark' });

    const listed = (await list(token).expect(200)).body.projects as DesignerProject[];
    expect(listed[0].thumbnail).toBe(page('Details'));
    // Once the first screen completes it is the thumbnail.
    await repo.upsertScreen(id, { name: 'Home', description: 'Featured pets', html: page('Home'), status: 'completed' });
    const detail = (await get(token, id).expect(200)).body.project as DesignerProjectDetail;
    expect(detail.thumbnail).toBe(page('Home'));
    expect(detail.messages).toEqual([
      { sender: 'user', text: 'A pet adoption app' },
      { sender: 'ai', text: 'Here are your screens.', screenList: ['Home', 'Pet Details', 'Profile'] },
      { sender: 'user', text: 'make it dark' },
    ]);
    expect(detail.screens).toEqual([
      { name: 'Home', description: 'Featured pets', html: page('Home'), status: 'completed', position: 1, version: 2 },
      { name: 'Pet Details', description: 'One pet', html: page('Details'), status: 'completed', position: 2, version: 1 },
      { name: 'Profile', description: 'The adopter', html: page('Profile'), status: 'completed', position: 3, version: 1 },
    ]);
  });

  it('keeps screen names unique per project, counts HTML changes, deletes by name and caps the count', async () => {
    const token = await newUser();
    const id = (await newProject(token)).project_uuid;
    const other = (await newProject(token)).project_uuid;
    await repo.upsertScreen(id, { name: 'Home', description: 'v1', html: page('1'), status: 'completed' });
    await repo.upsertScreen(other, { name: 'Home', description: 'elsewhere', html: page('x'), status: 'completed' });
    // A status change alone keeps the version; new HTML bumps it.
    expect(await repo.upsertScreen(id, { name: 'Home', description: 'v1', html: page('1'), status: 'pending' })).toMatchObject({ version: 1, status: 'pending' });
    expect(await repo.upsertScreen(id, { name: 'Home', description: 'v2', html: page('2'), status: 'completed' })).toMatchObject({ version: 2, position: 1, description: 'v2' });
    expect(await repo.screens(id)).toHaveLength(1);
    expect((await repo.screens(other))[0].description).toBe('elsewhere');

    expect(await repo.deleteScreen(id, 'Home')).toBe(true);
    expect(await repo.deleteScreen(id, 'Home')).toBe(false);
    expect(await repo.screens(id)).toEqual([]);
    expect(await repo.screens(other)).toHaveLength(1);

    for (let i = 1; i <= DESIGNER_SCREENS_MAX; i++) {
      expect(await repo.upsertScreen(id, { name: `S${i}`, description: '', html: '', status: 'pending' })).not.toBeNull();
    }
    expect(await repo.upsertScreen(id, { name: 'One too many', description: '', html: '', status: 'pending' })).toBeNull();
    // Replacing an existing screen is still allowed at the cap.
    expect(await repo.upsertScreen(id, { name: 'S3', description: 'edited', html: page('3'), status: 'completed' })).toMatchObject({ position: 3 });
    const screens = await repo.screens(id);
    expect(screens.map((s) => s.name)).toEqual(Array.from({ length: DESIGNER_SCREENS_MAX }, (_, i) => `S${i + 1}`));
  });

  it('numbers concurrent appends without gaps or clashes', async () => {
    const token = await newUser();
    const id = (await newProject(token, '')).project_uuid;
    const seqs = await Promise.all(Array.from({ length: 10 }, (_, i) => repo.appendMessage(id, { sender: 'user', text: `m${i}` })));
    expect([...seqs].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await repo.messages(id)).map((m) => m.text)).toEqual(Array.from({ length: 10 }, (_, i) => `m${seqs.indexOf(i + 1)}`));
  });

  it('deletes a project with its messages and screens', async () => {
    const token = await newUser();
    const keep = (await newProject(token, 'keep')).project_uuid;
    const gone = (await newProject(token, 'gone')).project_uuid;
    for (const id of [keep, gone]) {
      await repo.upsertScreen(id, { name: 'Home', description: '', html: page('h'), status: 'completed' });
      await repo.appendMessage(id, { sender: 'ai', text: 'done', screenList: ['Home'] });
    }
    const rows = async (id: string) => ({
      messages: Number((await t.db.query(`SELECT count(*) FROM designer_messages WHERE project_id = $1`, [id])).rows[0].count),
      screens: Number((await t.db.query(`SELECT count(*) FROM designer_screens WHERE project_id = $1`, [id])).rows[0].count),
    });
    expect(await rows(gone)).toEqual({ messages: 2, screens: 1 });
    expect((await remove(token, gone).expect(200)).body).toEqual({ project_uuid: gone, message: 'Project deleted.' });
    expect(await rows(gone)).toEqual({ messages: 0, screens: 0 });
    expect(await rows(keep)).toEqual({ messages: 2, screens: 1 });
    await get(token, gone).expect(404);
    await remove(token, gone).expect(404);
    expect(((await list(token).expect(200)).body.projects as DesignerProject[]).map((p) => p.project_uuid)).toEqual([keep]);
    // Writes to a deleted project fail rather than leave orphans.
    await expect(repo.appendMessage(gone, { sender: 'user', text: 'late' })).rejects.toThrow();
  });
});
