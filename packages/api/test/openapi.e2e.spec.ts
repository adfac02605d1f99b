import { validate } from '@readme/openapi-parser';
import request from 'supertest';
import { controllerRoutes } from './support/controller-routes';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

type Operation = { summary: string; security?: unknown[]; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }; responses: Record<string, { content?: Record<string, unknown> }>; description?: string };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI description', () => {
  let t: TestApp;
  let doc: Doc;

  beforeAll(async () => {
    t = await startApp(isolatedEnv({}));
    doc = (await request(t.url).get('/api/openapi.json').expect(200).expect('content-type', /application\/json/)).body as Doc;
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('lists every route the app serves under /api, and no other', async () => {
    const served = (await controllerRoutes()).filter((r) => r.route.startsWith('/api/')).map((r) => `${r.method} ${r.route.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(listed.sort()).toEqual([...new Set(served)].sort());
    // And Fastify answers each of them (not a 404 of a route that is only declared).
    const fastify = t.app.getHttpAdapter().getInstance() as { hasRoute(o: { method: string; url: string }): boolean };
    for (const key of listed) {
      const [method, path] = key.split(' ');
      expect([key, fastify.hasRoute({ method, url: path.replace(/\{([A-Za-z_]+)\}/g, ':$1') })]).toEqual([key, true]);
    }
  });

  it('describes requests and answers with the shared schemas, streams as event streams, and who may call', () => {
    const ask = doc.paths['/api/ask-ai'].post;
    const body = ask.requestBody!.content['application/json'].schema;
    expect(Object.keys(body.properties ?? {})).toEqual(expect.arrayContaining(['prompt', 'html', 'framework', 'model', 'variant', 'language']));
    expect(Object.keys(ask.responses['200'].content!)).toEqual(['text/event-stream']);
    expect(Object.keys((ask.responses['200'].content!['text/event-stream'] as { 'x-events': object })['x-events'])).toEqual(['meta', 'chunk', 'done', 'error']);
    expect(ask.security).toEqual([{}, { bearer: [] }]);
    const tokens = doc.paths['/api/tokens'].post;
    expect(tokens.requestBody!.content['application/json'].schema.required).toEqual(['name']);
    expect(tokens.description).toMatch(/session_required/);
    expect(doc.paths['/api/publish'].post.responses['200']).toBeDefined();
    expect(doc.paths['/api/projects'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/models'].get.security).toEqual([]);
  });

  it('renders at /api/docs from this origin’s own files, and serves no other file of the package', async () => {
    const page = await request(t.url).get('/api/docs').expect(200).expect('content-type', /text\/html/);
    expect(page.text).toContain('<script src="/api/docs/assets/swagger-ui-bundle.js"></script>');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    await request(t.url).get('/api/docs/assets/swagger-ui-bundle.js').expect(200).expect('content-type', /javascript/);
    await request(t.url).get('/api/docs/assets/swagger-ui.css').expect(200).expect('content-type', /css/);
    await request(t.url).get('/api/docs/init.js').expect(200).expect('content-type', /javascript/);
    await request(t.url).get('/api/docs/assets/index.html').expect(404);
    await request(t.url).get('/api/docs/assets/package.json').expect(404);
  });
});
