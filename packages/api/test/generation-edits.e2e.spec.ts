import type { GenerationEvent } from '@cui/shared';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { EDIT_FELL_BACK_MESSAGE } from '../src/generation/model-stream';
import { Metrics } from '../src/metrics/metrics';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, gate, pieces } from './support/fake-openai';
import { last, openStream, readStream, textOf } from './support/sse-client';
import { eventually } from './support/until';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

const PAGE = [
  '<!DOCTYPE html>',
  '<html lang="en">',
  '<head><title>Café ☕</title></head>',
  '<body>',
  '  <section id="hero">',
  '    <h1>Grüße aus 東京 🎉</h1>',
  '    <p>Fresh every morning.</p>',
  '  </section>',
  '  <section id="pricing">',
  '    <h2>Plans</h2>',
  '    <p>Fresh every morning.</p>',
  '  </section>',
  '</body>',
  '</html>',
].join('\n');
const REWRITE = '<!DOCTYPE html>\n<html lang="en">\n<head><title>Rewritten</title></head>\n<body>\n<section id="hero"><h1>All new</h1></section>\n</body>\n</html>';

const block = (search: string, replace: string) => `<<<<<<< SEARCH\n${search}\n=======\n${replace}\n>>>>>>> REPLACE\n`;
type Done = { html: string; balance: number; message?: string };
const doneOf = (events: GenerationEvent[]) => {
  expect(last(events).event).toBe('done');
  return last(events).data as Done;
};
const textOfMessage = (message: { content: unknown }) => (typeof message.content === 'string' ? message.content : JSON.stringify(message.content));

describe('follow-ups on a whole page as edits', () => {
  const upstream = new FakeOpenAI();
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    await upstream.start();
    t = await startApp(isolatedEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.url, OFFLINE_STREAM_DELAY_MS: '0' }));
  });
  afterAll(async () => {
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`edits${++n}@example.com`, `edits${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  /** `cui_generation_follow_ups_total` for `answer`, GPT-5.5 follow-ups (gpt-4-1 is its alias). */
  const answered = async (answer: string) => (await t.app.get(Metrics).followUps.get()).values.find((v) => v.labels.answer === answer && v.labels.model === 'gpt-5-5')?.value ?? 0;
  const balance = async (userId: string) => (await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [userId])).rows[0].balance as number;
  /** A follow-up on `html` with a provider model; answers the events and the upstream requests it made. */
  async function followUp(prompt: string, html = PAGE, model = 'gpt-4-1') {
    const user = await newUser();
    const before = upstream.requests.length;
    const res = await readStream(`${t.url}/api/ask-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ prompt, html, previousPrompt: 'a café', model }),
    });
    expect(res.status).toBe(200);
    return { user, events: res.events, calls: upstream.requests.slice(before) };
  }

  it('asks for SEARCH/REPLACE blocks against the current page and applies one exactly, byte for byte elsewhere', async () => {
    upstream.play({ pieces: pieces(block('    <h1>Grüße aus 東京 🎉</h1>', '    <h1>Hello from Tokyo 🎉</h1>'), 6), byteSlice: 5 });
    const edits = await answered('edit');
    const { user, events, calls } = await followUp('Make the headline English');
    expect(await answered('edit')).toBe(edits + 1);
    const done = doneOf(events);
    expect(done.html).toBe(PAGE.replace('Grüße aus 東京', 'Hello from Tokyo'));
    expect(done).not.toHaveProperty('message');
    // Nothing of the blocks reaches the client: its chunks build the whole edited page.
    expect(textOf(events)).toBe(done.html);
    expect(textOf(events)).not.toContain('SEARCH');
    expect(calls).toHaveLength(1);
    const [system, userMessage] = calls[0].messages;
    expect(textOfMessage(system)).toContain('<<<<<<< SEARCH');
    expect(textOfMessage(system)).toContain('>>>>>>> REPLACE');
    expect(textOfMessage(system)).toMatch(/exactly once/);
    expect(textOfMessage(userMessage)).toContain(`Current page:\n${PAGE}`);
    expect(textOfMessage(userMessage)).toContain('Change request: Make the headline English');
    expect(await balance(user.id)).toBe(4);
  });

  it('applies several blocks wrapped in prose, fences and <think>', async () => {
    const answer = `<think>Two changes.</think>Here you go:\n\`\`\`\n${block('<title>Café ☕</title>', '<title>Café Tokyo</title>')}${block('    <h2>Plans</h2>\n    <p>Fresh every morning.</p>', '    <h2>Plans</h2>\n    <p>From ¥500.</p>')}\`\`\`\nDone!`;
    upstream.play({ pieces: pieces(answer, 4), byteSlice: 3 });
    const { events, calls } = await followUp('Rename the café, show a price');
    const done = doneOf(events);
    expect(done.html).toBe(PAGE.replace('Café ☕', 'Café Tokyo').replace('<h2>Plans</h2>\n    <p>Fresh every morning.</p>', '<h2>Plans</h2>\n    <p>From ¥500.</p>'));
    expect(calls).toHaveLength(1);
  });

  it('continues blocks cut by the token limit, then applies them', async () => {
    const answer = block('    <p>Fresh every morning.</p>\n  </section>\n  <section id="pricing">', '    <p>Baked at dawn.</p>\n  </section>\n  <section id="pricing">');
    upstream.play({ pieces: pieces(answer.slice(0, 40), 8, 'length') }, { pieces: pieces(answer.slice(40), 8) });
    const { events, calls } = await followUp('Change the hero tagline');
    expect(doneOf(events).html).toBe(PAGE.replace('Fresh every morning.', 'Baked at dawn.'));
    expect(calls).toHaveLength(2);
    expect(calls[1].messages.at(-2)).toMatchObject({ role: 'assistant', content: answer.slice(0, 40) });
  });

  it.each([
    ['a SEARCH that matches nothing', block('<h1>Not on the page</h1>', '<h1>x</h1>')],
    ['a SEARCH that matches twice', block('<p>Fresh every morning.</p>', '<p>x</p>')],
    ['a cut-off block', '<<<<<<< SEARCH\n    <h1>Grüße aus 東京 🎉</h1>\n=======\n'],
    ['an answer with neither blocks nor a page', 'I would change the headline.'],
  ])('falls back to one full rewrite, within the same credit, on %s', async (_label, answer) => {
    upstream.play({ pieces: pieces(answer, 9) }, { pieces: pieces(REWRITE, 9) });
    const fellBack = await answered('fell_back');
    const { user, events, calls } = await followUp('Make the headline English');
    expect(await answered('fell_back')).toBe(fellBack + 1);
    const done = doneOf(events);
    expect(done.html).toBe(REWRITE);
    expect(done.message).toBe(EDIT_FELL_BACK_MESSAGE);
    expect(textOf(events)).toBe(REWRITE);
    expect(calls).toHaveLength(2);
    // The second call asks for the whole page, as follow-ups did before edits.
    expect(textOfMessage(calls[1].messages[0])).not.toContain('SEARCH');
    expect(textOfMessage(calls[1].messages[1])).toContain(`Current page:\n${PAGE}`);
    expect(textOfMessage(calls[1].messages[1])).toContain('Return the complete updated document');
    expect(await balance(user.id)).toBe(4);
    const ledger = await t.db.query(`SELECT kind, amount FROM credit_ledger WHERE user_id = $1 ORDER BY id`, [user.id]);
    expect(ledger.rows.map((r) => r.kind)).toEqual(['grant', 'hold', 'commit']);
  });

  it('uses a whole document answer as it is, streaming it as it arrives', async () => {
    upstream.play({ pieces: pieces(`Sure, here is a redesign:\n\`\`\`html\n${REWRITE}\n\`\`\``, 7), byteSlice: 4 });
    const documents = await answered('document');
    const { events, calls } = await followUp('Redesign everything');
    expect(await answered('document')).toBe(documents + 1);
    const done = doneOf(events);
    expect(done.html).toBe(REWRITE);
    expect(done).not.toHaveProperty('message');
    expect(textOf(events)).toBe(REWRITE);
    expect(calls).toHaveLength(1);
  });

  it('uses a page that begins mid-line once the answer is whole', async () => {
    upstream.play({ pieces: pieces(`Here is the new page: ${REWRITE}`, 8) });
    const { events, calls } = await followUp('Redesign everything');
    expect(doneOf(events).html).toBe(REWRITE);
    expect(doneOf(events)).not.toHaveProperty('message');
    expect(calls).toHaveLength(1);
  });

  it('stops an edit on cancel without asking for a rewrite, and refunds it', async () => {
    const user = await newUser();
    const hold = gate();
    const script = pieces(block('    <h1>Grüße aus 東京 🎉</h1>', '    <h1>Hello</h1>'), 10);
    script[2] = { ...script[2], gate: hold.promise };
    upstream.play({ pieces: script });
    const before = upstream.requests.length;
    const stream = await openStream(`${t.url}/api/ask-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ prompt: 'Make the headline English', html: PAGE, model: 'gpt-4-1' }),
    });
    const [meta] = await stream.until((events) => events.length > 0, 10_000);
    await eventually(() => upstream.requests.length, (count) => count > before, 10_000, 'the edit request');
    await request(t.url).post(`/api/ask-ai/${(meta.data as { id: string }).id}/cancel`).set('authorization', `Bearer ${user.token}`).expect(200, { ok: true });
    hold.open();
    const events = await stream.ended;
    expect(last(events)).toMatchObject({ event: 'error', data: { message: 'Generation stopped' } });
    expect(events.filter((e) => e.event === 'chunk')).toEqual([]);
    expect(upstream.requests.length - before).toBe(1);
    expect(await balance(user.id)).toBe(5);
  });

  it('keeps section rewrites as they were: one outer element asked for, no blocks', async () => {
    const section = '<section id="pricing"><h2>Plans</h2></section>';
    upstream.play({ pieces: pieces('<section id="pricing"><h2>Plans</h2><p>From ¥500</p></section>', 6) });
    const { events, calls } = await followUp('add a price', section);
    expect(doneOf(events).html).toBe('<section id="pricing"><h2>Plans</h2><p>From ¥500</p></section>');
    expect(calls).toHaveLength(1);
    expect(textOfMessage(calls[0].messages[0])).toMatch(/ONLY the new outer HTML/);
    expect(JSON.stringify(calls[0].messages)).not.toContain('SEARCH');
  });

  it('leaves the built-in model alone: no provider call, a whole page that keeps what was not asked for', async () => {
    const { events, calls } = await followUp('Make the headline say Hello', PAGE, 'cui-core');
    const done = doneOf(events);
    expect(calls).toHaveLength(0);
    expect(done.html).toMatch(/^<!DOCTYPE html>/);
    expect(done.html).toContain('<section id="pricing">\n    <h2>Plans</h2>\n    <p>Fresh every morning.</p>\n  </section>');
    expect(textOf(events).trim()).toBe(done.html);
  });
});
