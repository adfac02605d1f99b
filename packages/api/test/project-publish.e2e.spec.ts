import { DesignerProjectDetail, DESIGNER_SCREENS_MAX, FOLDER_NAME_RULE, RemixProjectResponse, RemixResponse, screenLinkTargets, FRAMEWORK_RUNTIMES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, ProjectPublishResponse } from '@cui/shared';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { DesignerRepository } from '../src/designer/designer.repository';
import { PROJECT_NOT_FOUND } from '../src/designer/designer.service';
import { PROJECT_EMPTY_MESSAGE } from '../src/designer/project-publish.service';
import { NOT_YOURS_MESSAGE, PUBLISHED_MESSAGE } from '../src/publishing/publish.service';
import { UsersService } from '../src/users/users.service';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

/** A designer screen as the built-in designer writes one: the Tailwind runtime, a theme block, and a tab bar of screen links. */
function screen(title: string, tabs: string[], extra = ''): string {
  const bar = tabs.map((slug) => `<a href="#/${slug}" data-cui-screen="${slug}" class="flex-1 py-2 text-center text-primary">${slug}</a>`).join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${title}</title>
  <script src="${FRAMEWORK_RUNTIMES.htmlTailwind[0]}"></script>
  <style type="text/tailwindcss">
    @theme { --color-primary: #0d9488; }
  </style>
</head>
<body class="bg-white">
  <h1 class="text-2xl font-bold text-primary">${title}</h1>${extra}
  <nav class="fixed bottom-0 flex w-full" data-tab-bar>${bar}</nav>
</body>
</html>
`;
}

const TABS = ['home', 'stats', 'profile'];

describe('publishing a designer project: the API', () => {
  let t: TestApp;
  let repo: DesignerRepository;
  let n = 0;

  beforeAll(async () => {
    // The real page build: what visitors get is what is checked.
    t = await startApp(isolatedEnv({ PUBLISH_TIMEOUT_MS: '20000' }));
    repo = t.app.get(DesignerRepository);
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`project-publisher${++n}@example.com`, `project-publisher${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const as = (token: string | undefined, req: request.Test) => (token ? req.set('authorization', `Bearer ${token}`) : req);
  const publish = (token: string | undefined, id: string, body?: unknown, key?: string) => {
    const req = as(token, request(t.url).post(`/api/projects/${id}/publish`));
    if (key) void req.set(IDEMPOTENCY_KEY_HEADER, key);
    return body === undefined ? req : req.send(body as object);
  };
  const site = (folder: string, path = '/') => request(t.url).get(path).set('host', `${folder}.localhost:3000`);
  const count = async (table: string) => Number((await t.db.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
  /** Versions per page of a site, by page name. */
  const versionCounts = async (folder: string) =>
    Object.fromEntries(
      (
        await t.db.query(
          `SELECT p.name, count(v.id)::int AS n FROM sites s JOIN site_pages p ON p.site_id = s.id JOIN page_versions v ON v.page_id = p.id
           WHERE s.folder_name = $1 GROUP BY p.name`,
          [folder],
        )
      ).rows.map((r: { name: string; n: number }) => [r.name, r.n]),
    );

  /** A project of three finished screens linked by a tab bar, and one still being built. */
  async function project(ownerId: string, title = 'Habit Tracker'): Promise<string> {
    const p = await repo.createProject({ ownerId, title, deviceType: 'mobile', firstMessage: 'A habit tracker' });
    await repo.upsertScreen(p.id, { name: 'Home', description: '', html: screen('Home', [...TABS, 'settings']), status: 'completed' });
    await repo.upsertScreen(p.id, { name: 'Stats', description: '', html: screen('Stats', TABS, '<div class="grid grid-cols-7 gap-1"></div>'), status: 'completed' });
    await repo.upsertScreen(p.id, { name: 'Profile', description: '', html: screen('Profile', TABS), status: 'completed' });
    await repo.upsertScreen(p.id, { name: 'Settings', description: '', html: '', status: 'generating' });
    return p.id;
  }

  it('publishes every finished screen as a page of one site, links between pages, no scripts, one stylesheet', async () => {
    const user = await newUser();
    const id = await project(user.id);
    const res = await publish(user.token, id, { folderName: 'habit-tracker' }).expect(200);
    const body = res.body as ProjectPublishResponse;
    expect(body).toEqual({
      folderName: 'habit-tracker',
      fileName: 'index',
      url: 'http://habit-tracker.localhost:3000/',
      message: PUBLISHED_MESSAGE,
      pages: [
        { screen: 'Home', page: 'index', url: 'http://habit-tracker.localhost:3000/', updated: true },
        { screen: 'Stats', page: 'stats', url: 'http://habit-tracker.localhost:3000/stats', updated: true },
        { screen: 'Profile', page: 'profile', url: 'http://habit-tracker.localhost:3000/profile', updated: true },
      ],
      removed: [],
    });
    const stylesheets = new Set<string>();
    for (const [path, title] of [['/', 'Home'], ['/stats', 'Stats'], ['/profile', 'Profile']]) {
      const served = await site('habit-tracker', path).expect(200);
      expect(served.text).toContain(`<title>${title}</title>`);
      // The first screen is the site's root; the others are pages by their slug, relative so /s/{folder}/ works too.
      expect(served.text).toContain('<a href="./" data-cui-screen="home"');
      expect(served.text).toContain('<a href="./stats" data-cui-screen="stats"');
      expect(served.text).toContain('<a href="./profile" data-cui-screen="profile"');
      // A link to the screen still being built has no page to lead to: it leads nowhere.
      if (title === 'Home') expect(served.text).toContain('<a class="flex-1 py-2 text-center text-primary">settings</a>');
      expect(served.text).not.toContain('#/');
      expect(served.text).not.toMatch(/<script/i);
      const css = /<link rel="stylesheet" href="(_assets\/[0-9a-f]{16}\.css)">/.exec(served.text);
      expect(css).not.toBeNull();
      stylesheets.add(css![1]);
    }
    // Built from every page's classes: one stylesheet serves the whole site, and has Stats' grid for Home too.
    expect(stylesheets.size).toBe(1);
    const css = await site('habit-tracker', `/${[...stylesheets][0]}`).expect(200);
    expect(css.text).toContain('grid-template-columns');
    expect(css.text).toContain('#0d9488');
    // The project shows its site.
    const detail = (await as(user.token, request(t.url).get(`/api/projects/${id}`)).expect(200)).body.project as DesignerProjectDetail;
    expect(detail.site).toEqual({ folderName: 'habit-tracker', url: 'http://habit-tracker.localhost:3000/', live: true });
  });

  it('publishing again adds a version of each changed page only, to the project’s own site, and follows a rename', async () => {
    const user = await newUser();
    const id = await project(user.id, 'Daily Steps');
    const first = (await publish(user.token, id).expect(200)).body as ProjectPublishResponse;
    // Without a name the site is named from the project's title.
    expect(first.folderName).toMatch(/^daily-steps-[a-z0-9]{5}$/);
    expect(await versionCounts(first.folderName)).toEqual({ index: 1, stats: 1, profile: 1 });

    const unchanged = (await publish(user.token, id, {}).expect(200)).body as ProjectPublishResponse;
    expect(unchanged.folderName).toBe(first.folderName);
    expect(unchanged.pages.map((p) => p.updated)).toEqual([false, false, false]);
    expect(await versionCounts(first.folderName)).toEqual({ index: 1, stats: 1, profile: 1 });

    await repo.upsertScreen(id, { name: 'Stats', description: '', html: screen('Weekly stats', TABS), status: 'completed' });
    const again = (await publish(user.token, id, {}).expect(200)).body as ProjectPublishResponse;
    expect(again.pages.map((p) => [p.page, p.updated])).toEqual([['index', false], ['stats', true], ['profile', false]]);
    expect(await versionCounts(first.folderName)).toEqual({ index: 1, stats: 2, profile: 1 });
    expect((await site(first.folderName, '/stats').expect(200)).text).toContain('<title>Weekly stats</title>');

    // The site renamed: the project follows it, and publishing again goes to its new name.
    await as(user.token, request(t.url).post(`/api/sites/${first.folderName}/rename`)).send({ folderName: 'step-counter' }).expect(200);
    expect(((await as(user.token, request(t.url).get(`/api/projects/${id}`)).expect(200)).body.project as DesignerProjectDetail).site?.folderName).toBe('step-counter');
    await repo.upsertScreen(id, { name: 'Profile', description: '', html: screen('My profile', TABS), status: 'completed' });
    const renamed = (await publish(user.token, id).expect(200)).body as ProjectPublishResponse;
    expect(renamed.folderName).toBe('step-counter');
    expect(await versionCounts('step-counter')).toEqual({ index: 1, stats: 2, profile: 2 });
  });

  it('answers another user as /api/publish does: 404 for the project, 403 for the site, nothing stored', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const id = await project(owner.id);
    const before = [await count('sites'), await count('page_versions')];
    const notFound = await publish(stranger.token, id, {}).expect(404);
    expect(notFound.body).toMatchObject({ code: 'project_not_found', message: PROJECT_NOT_FOUND });
    await publish(owner.token, 'not-a-uuid', {}).expect(404);
    await publish(undefined, id, {}).expect(401);

    const strangers = await project(stranger.id, 'Stranger');
    await publish(stranger.token, strangers, { folderName: 'strangers-site' }).expect(200);
    const after = [await count('sites'), await count('page_versions')];
    const taken = await publish(owner.token, id, { folderName: 'strangers-site' }).expect(403);
    expect(taken.body).toMatchObject({ code: 'not_owner', message: NOT_YOURS_MESSAGE });
    expect([await count('sites'), await count('page_versions')]).toEqual(after);
    expect(after).toEqual([before[0] + 1, before[1] + 3]);
    expect(((await as(owner.token, request(t.url).get(`/api/projects/${id}`)).expect(200)).body.project as DesignerProjectDetail).site).toBeNull();
  });

  it('refuses bad bodies and an empty project with a reason, changing nothing', async () => {
    const user = await newUser();
    const id = await project(user.id);
    const before = [await count('sites'), await count('page_versions'), await count('publish_requests')];
    const bad: [unknown, RegExp | string][] = [
      [{ folderName: 'ab' }, FOLDER_NAME_RULE],
      [{ folderName: 'www' }, FOLDER_NAME_RULE],
      [{ folderName: 'x'.repeat(5000) }, FOLDER_NAME_RULE],
      [{ folderName: 7 }, 'folderName must be text.'],
      [{ folderName: 'fine-name', html: '<h1>x</h1>' }, 'The body may only name folderName.'],
      [['fine-name'], /object/i],
    ];
    for (const [body, message] of bad) {
      const res = await publish(user.token, id, body).expect(400);
      expect(res.body.code).toBe('invalid_body');
      expect(res.body.message).toMatch(message);
    }
    const empty = await repo.createProject({ ownerId: user.id, title: 'Empty', deviceType: 'web', firstMessage: '' });
    await repo.upsertScreen(empty.id, { name: 'Home', description: '', html: '', status: 'pending' });
    const refused = await publish(user.token, empty.id, {}).expect(422);
    expect(refused.body).toEqual({ code: 'project_empty', message: PROJECT_EMPTY_MESSAGE });
    expect([await count('sites'), await count('page_versions'), await count('publish_requests')]).toEqual(before);
  });

  it('a page that cannot be built stores no page of the site', async () => {
    const user = await newUser();
    const id = await project(user.id);
    await repo.upsertScreen(id, { name: 'Profile', description: '', html: screen('Profile', TABS, '<style type="text/tailwindcss">@plugin "x";</style>'), status: 'completed' });
    const before = await count('page_versions');
    const res = await publish(user.token, id, { folderName: 'broken-build' }).expect(422);
    expect(res.body.code).toBe('build_failed');
    expect(res.body.message).toMatch(/^profile: .*plugins/);
    expect(await count('page_versions')).toBe(before);
    await site('broken-build').expect(404);
  });

  it('an Idempotency-Key resent gets the same publish; resent after the screens changed it is refused', async () => {
    const user = await newUser();
    const id = await project(user.id);
    const first = await publish(user.token, id, { folderName: 'keyed-site' }, 'publish-key-1').expect(200);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    const again = await publish(user.token, id, { folderName: 'keyed-site' }, 'publish-key-1').expect(200);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.body.folderName).toBe('keyed-site');
    expect(await versionCounts('keyed-site')).toEqual({ index: 1, stats: 1, profile: 1 });
    await repo.upsertScreen(id, { name: 'Home', description: '', html: screen('Home again', TABS), status: 'completed' });
    const reused = await publish(user.token, id, { folderName: 'keyed-site' }, 'publish-key-1').expect(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect(await versionCounts('keyed-site')).toEqual({ index: 1, stats: 1, profile: 1 });
  });

  it('publishing again takes off the pages of screens deleted or renamed since, and keeps pages added in the generator', async () => {
    const user = await newUser();
    const id = await project(user.id, 'Pruned');
    await publish(user.token, id, { folderName: 'pruned-site' }).expect(200);
    // A page the owner added to the site in the generator is not the project's.
    await as(user.token, request(t.url).post('/api/publish'))
      .send({ html: screen('About', []), fileName: 'about', folderName: 'pruned-site', model: 'builtin' })
      .expect(200);
    await site('pruned-site', '/about').expect(200);

    await repo.deleteScreen(id, 'Profile');
    await repo.deleteScreen(id, 'Stats');
    await repo.upsertScreen(id, { name: 'Statistics', description: '', html: screen('Statistics', ['home', 'statistics']), status: 'completed' });
    const again = (await publish(user.token, id, {}).expect(200)).body as ProjectPublishResponse;
    expect(again.removed).toEqual(['profile', 'stats']);
    expect(again.pages.map((p) => p.page)).toEqual(['index', 'statistics']);
    await site('pruned-site', '/stats').expect(404);
    await site('pruned-site', '/profile').expect(404);
    await site('pruned-site', '/statistics').expect(200);
    await site('pruned-site', '/about').expect(200);
    expect(Object.keys(await versionCounts('pruned-site')).sort()).toEqual(['about', 'index', 'statistics']);

    // Nothing left to take off: the next publish removes nothing.
    expect(((await publish(user.token, id, {}).expect(200)).body as ProjectPublishResponse).removed).toEqual([]);
  });

  describe('remixing a site published from a project into a new designer project', () => {
    const remixProject = (token: string | undefined, folder: string) => as(token, request(t.url).post(`/api/remix/${folder}/project`));

    it('copies the published pages as screens, named and ordered as the project had them, linked to each other again', async () => {
      const owner = await newUser();
      const remixer = await newUser();
      const id = await project(owner.id, 'Habit Tracker');
      await publish(owner.token, id, { folderName: 'habits-to-remix' }).expect(200);
      // An edit the owner has not published is not part of the site.
      await repo.upsertScreen(id, { name: 'Stats', description: '', html: screen('Unpublished stats', TABS), status: 'completed' });

      const source = (await request(t.url).get('/api/remix/habits-to-remix').expect(200)).body as RemixResponse;
      expect(source.screens).toBe(true);

      const res = await remixProject(remixer.token, 'habits-to-remix').expect(200);
      const body = res.body as RemixProjectResponse;
      expect(body.screens).toEqual(['Home', 'Stats', 'Profile']);
      expect(body.dropped).toBe(0);
      expect(body.project).toMatchObject({ title: 'Habit Tracker', device_type: 'mobile', first_message: '' });
      expect(body.project.thumbnail).toContain('<h1 class="text-2xl font-bold text-primary">Home</h1>');

      const copy = (await as(remixer.token, request(t.url).get(`/api/projects/${body.project.project_uuid}`)).expect(200)).body.project as DesignerProjectDetail;
      expect(copy.screens.map((s) => [s.name, s.status, s.position])).toEqual([
        ['Home', 'completed', 1],
        ['Stats', 'completed', 2],
        ['Profile', 'completed', 3],
      ]);
      expect(copy.site).toBeNull();
      expect(copy.messages).toEqual([]);
      for (const s of copy.screens) {
        expect(s.html).toContain('<a href="#/home" data-cui-screen="home"');
        expect(s.html).toContain('<a href="#/stats" data-cui-screen="stats"');
        expect(s.html).toContain('<a href="#/profile" data-cui-screen="profile"');
        expect(s.html).not.toContain('href="./');
        expect(screenLinkTargets(s.html)).toEqual(['home', 'stats', 'profile']);
      }
      expect(copy.screens[1].html).toContain('<title>Stats</title>');
      expect(copy.screens[1].html).not.toContain('Unpublished');

      // The copy is the remixer's alone: the owner cannot see it, and it publishes to a site of its own.
      await as(owner.token, request(t.url).get(`/api/projects/${body.project.project_uuid}`)).expect(404);
      const theirs = (await publish(remixer.token, body.project.project_uuid, {}).expect(200)).body as ProjectPublishResponse;
      expect(theirs.folderName).not.toBe('habits-to-remix');
      expect(theirs.pages.map((p) => p.page)).toEqual(['index', 'stats', 'profile']);
      expect((await site(theirs.folderName, '/stats').expect(200)).text).toContain('<a href="./stats" data-cui-screen="stats"');
    });

    it('names screens from the page titles when the project is gone, and takes at most a project’s screens', async () => {
      const owner = await newUser();
      const remixer = await newUser();
      const p = await repo.createProject({ ownerId: owner.id, title: 'Big App', deviceType: 'mobile', firstMessage: '' });
      const names = Array.from({ length: DESIGNER_SCREENS_MAX }, (_, i) => `Screen ${String.fromCharCode(65 + i)}`);
      const slugs = names.map((name) => name.toLowerCase().replace(' ', '-'));
      // The last screen links to the first only; the first links to the last: link order puts it second.
      for (const [i, name] of names.entries()) {
        const tabs = i === 0 ? [slugs[0], slugs[slugs.length - 1]] : [slugs[0]];
        await repo.upsertScreen(p.id, { name, description: '', html: screen(name, tabs), status: 'completed' });
      }
      await publish(owner.token, p.id, { folderName: 'big-app-remix' }).expect(200);
      await as(owner.token, request(t.url).post('/api/publish')).send({ html: screen('Extra', []), fileName: 'zz-extra', folderName: 'big-app-remix', title: 'Extra' }).expect(200);
      await as(owner.token, request(t.url).delete(`/api/projects/${p.id}`)).expect(200);

      const source = (await request(t.url).get('/api/remix/big-app-remix').expect(200)).body as RemixResponse;
      expect(source.screens).toBe(false);
      const body = (await remixProject(remixer.token, 'big-app-remix').expect(200)).body as RemixProjectResponse;
      expect(body.project).toMatchObject({ title: 'Big App', device_type: 'web' });
      expect(body.screens).toHaveLength(DESIGNER_SCREENS_MAX);
      expect(body.dropped).toBe(1);
      expect(body.screens.slice(0, 3)).toEqual([names[0], names[names.length - 1], names[1]]);
    });

    it('answers a missing, offline or badly named site with 404 and a signed-out caller with 401, creating nothing', async () => {
      const user = await newUser();
      const before = await count('designer_projects');
      expect((await remixProject(user.token, 'no-such-site').expect(404)).body).toEqual({ code: 'site_not_found', message: 'Site not found.' });
      await remixProject(user.token, 'Bad..Name').expect(404);
      await remixProject(user.token, 'x'.repeat(90)).expect(404);
      await remixProject(undefined, 'habits-to-remix').expect(401);
      const id = await project(user.id, 'Offline');
      await publish(user.token, id, { folderName: 'offline-remix' }).expect(200);
      await as(user.token, request(t.url).delete('/api/sites/offline-remix')).expect(200);
      await remixProject(user.token, 'offline-remix').expect(404);
      expect(await count('designer_projects')).toBe(before + 1);
    });
  });
});
