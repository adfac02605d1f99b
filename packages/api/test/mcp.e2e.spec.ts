import type { CreatedToken } from '@cui/shared';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { ledgerMismatches } from './support/ledger-invariant';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { until } from './support/until';

/** The MCP server through the official SDK's client over Streamable HTTP, with a personal access token. */
describe('MCP server', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    // The built-in model at a pace a cancel can land in (48 pieces, 40 ms apart).
    t = await startApp(isolatedEnv({ OFFLINE_STREAM_DELAY_MS: '40' }));
  });
  afterEach(async () => expect(await ledgerMismatches(t.db)).toEqual([]));
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; session: string; pat: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`mcp${++n}@example.com`, `mcp${n}`);
    const session = await t.app.get(TokensService).issue(user.id);
    const made = (await request(t.url).post('/api/tokens').set('authorization', `Bearer ${session}`).send({ name: 'agent' }).expect(201)).body as CreatedToken;
    return { id: user.id, session, pat: made.token };
  }
  /** Connects as an MCP client does, listing the tools first (the client then holds every result to its tool's output schema). */
  async function connect(credential: string): Promise<Client> {
    const client = new Client({ name: 'cui-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${credential}` } } }));
    await client.listTools();
    return client;
  }
  /** A tool error's REST API body, which follows its words as JSON. */
  const failure = (result: unknown) => {
    const r = result as CallToolResult;
    expect(r.isError).toBe(true);
    expect(r.structuredContent).toBeUndefined();
    return JSON.parse((r.content[1] as { text: string }).text) as Record<string, unknown>;
  };
  const balance = async (userId: string) => (await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [userId])).rows[0].balance as number;
  const data = (result: unknown) => (result as CallToolResult).structuredContent as Record<string, unknown>;

  it('lists its tools, each with a description and a JSON schema', async () => {
    const client = await connect((await newUser()).pat);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['design_screens', 'edit_page', 'generate_page', 'get_credits', 'list_sites', 'publish_page', 'unpublish_site']);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(20);
      expect(tool.inputSchema.type).toBe('object');
    }
    expect(tools.find((tool) => tool.name === 'generate_page')?.inputSchema.required).toEqual(['prompt']);
    await client.close();
  });

  it('generates a page with progress, edits one section, publishes it to an address that serves it, lists and unpublishes the site', async () => {
    const user = await newUser();
    const client = await connect(user.pat);
    const progress: Progress[] = [];
    const made = await client.callTool({ name: 'generate_page', arguments: { prompt: 'A website for Crumb & Co, a bakery in Lyon' } }, undefined, { onprogress: (p) => progress.push(p) });
    expect(made.isError).toBeFalsy();
    const page = data(made);
    // The title as a reader sees it (the document writes `Crumb &amp; Co`).
    expect(page).toMatchObject({ generationId: expect.any(String), title: expect.stringContaining('Crumb & Co'), html: expect.stringContaining('Crumb &amp; Co') });
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.map((p) => p.progress)).toEqual([...progress.map((p) => p.progress)].sort((a, b) => a - b));
    expect(await balance(user.id)).toBe(4);
    expect((await t.db.query('SELECT user_id, status FROM generations WHERE id = $1', [page.generationId])).rows[0]).toEqual({ user_id: user.id, status: 'succeeded' });

    const html = String(page.html);
    const sectionId = /<section[^>]*\bid="([^"]+)"/.exec(html)![1];
    const edited = data(await client.callTool({ name: 'edit_page', arguments: { html, instructions: 'make the heading say Fresh every morning', sectionId } }));
    expect(String(edited.html).startsWith(html.slice(0, html.indexOf(`id="${sectionId}"`) - 20))).toBe(true);
    expect(edited.html).not.toBe(html);
    expect(await balance(user.id)).toBe(3);

    const published = data(await client.callTool({ name: 'publish_page', arguments: { html: edited.html, folderName: 'crumb-lyon' } }));
    expect(published).toEqual({ url: 'http://crumb-lyon.localhost:3000/', folderName: 'crumb-lyon', pageName: 'index' });
    const served = await request(t.url).get('/').set('host', 'crumb-lyon.localhost:3000').expect(200);
    expect(served.text).toContain('Crumb');

    const sites = data(await client.callTool({ name: 'list_sites', arguments: {} }));
    expect((sites.sites as Array<{ folderName: string }>).map((s) => s.folderName)).toEqual(['crumb-lyon']);
    expect(data(await client.callTool({ name: 'unpublish_site', arguments: { folderName: 'crumb-lyon' } }))).toEqual({ folderName: 'crumb-lyon', message: 'Site unpublished.' });
    await request(t.url).get('/').set('host', 'crumb-lyon.localhost:3000').expect(404);
    expect(data(await client.callTool({ name: 'get_credits', arguments: {} }))).toEqual({ balance: 3, plan: 'free', active: true, periodEnd: expect.any(String) });
    await client.close();
  });

  it('designs screens in a new project and continues it', async () => {
    const user = await newUser();
    const client = await connect(user.pat);
    const first = data(await client.callTool({ name: 'design_screens', arguments: { prompt: 'A habit tracker app called Streaky' } }));
    const screens = first.screens as Array<{ name: string; html: string }>;
    expect(screens.length).toBeGreaterThanOrEqual(3);
    for (const s of screens) expect(s.html).toContain('<!DOCTYPE html>');
    const detail = await request(t.url).get(`/api/projects/${first.projectId}`).set('authorization', `Bearer ${user.session}`).expect(200);
    expect(detail.body.project.screens.map((s: { name: string }) => s.name)).toEqual(screens.map((s) => s.name));
    const more = data(await client.callTool({ name: 'design_screens', arguments: { prompt: 'add a settings screen', projectId: first.projectId } }));
    expect((more.screens as Array<{ name: string }>).map((s) => s.name)).toContain('Settings');
    expect(await balance(user.id)).toBe(3);
    await client.close();
  });

  it('gives the REST API’s codes and messages as tool errors, and a cancelled call its credit back', async () => {
    const user = await newUser();
    const client = await connect(user.pat);
    const unknown = await client.callTool({ name: 'generate_page', arguments: { prompt: 'x', model: 'no-such-model' } });
    expect(failure(unknown)).toEqual({ code: 'invalid_body', message: 'Unknown model.' });
    expect((unknown.content as Array<{ text: string }>)[0].text).toBe('Unknown model. (invalid_body)');
    const notMine = await client.callTool({ name: 'unpublish_site', arguments: { folderName: 'someone-elses' } });
    expect(failure(notMine).code).toBe('site_not_found');
    const badSection = await client.callTool({ name: 'edit_page', arguments: { html: '<!DOCTYPE html><html><body><p>x</p></body></html>', instructions: 'shorter', sectionId: 'nope' } });
    expect(failure(badSection).code).toBe('invalid_body');

    // Stopped mid-stream: the generation ends as stopped and its credit comes back.
    const abort = new AbortController();
    const progress: Progress[] = [];
    const call = client.callTool({ name: 'generate_page', arguments: { prompt: 'A portfolio for a ceramicist' } }, undefined, { signal: abort.signal, onprogress: (p) => progress.push(p) });
    await until('the page streams', () => progress.length > 0);
    abort.abort();
    await expect(call).rejects.toThrow();
    await until('the generation stopped', async () => (await t.db.query(`SELECT status FROM generations WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`, [user.id])).rows[0]?.status === 'cancelled');
    expect(await balance(user.id)).toBe(5);

    // Out of credits: the REST API's 402, as a tool error that says so.
    await t.db.query(`UPDATE credit_accounts SET balance = 0 WHERE user_id = $1`, [user.id]);
    await t.db.query(`INSERT INTO credit_ledger (user_id, kind, amount, reference) VALUES ($1, 'expire', -5, 'test')`, [user.id]);
    const broke = await client.callTool({ name: 'generate_page', arguments: { prompt: 'A page' } });
    expect(failure(broke)).toEqual({ code: 'insufficient_credits', message: 'Insufficient credits', required_credits: 1, current_balance: 0 });
    expect((broke.content as Array<{ text: string }>)[0].text).toMatch(/^Out of credits/);
    await client.close();
  });

  it('takes only a live personal access token', async () => {
    const user = await newUser();
    await expect(connect(user.session)).rejects.toThrow(/takes a personal access token/);
    await expect(connect('cui_pat_not-a-real-token')).rejects.toThrow(/This access token is not valid/);
    const tokens = (await request(t.url).get('/api/tokens').set('authorization', `Bearer ${user.session}`).expect(200)).body.tokens as Array<{ id: string }>;
    const client = await connect(user.pat);
    await request(t.url).delete(`/api/tokens/${tokens[0].id}`).set('authorization', `Bearer ${user.session}`).expect(200);
    await expect(client.listTools()).rejects.toThrow(/This access token is not valid/);
    await request(t.url).get('/mcp').expect(405);
  });
});
