import { fetchAccount, fetchTiers } from '../src/features/billing/billing-api';
import { generationApi } from '../src/features/generation/generation-api';
import { publishingApi } from '../src/features/publishing/publishing-api';
import { projectsApi } from '../src/features/stitch/api/projects-api';
import { ApiError, apiFetch, isApiError, NETWORK_ERROR_STATUS, parseApiError } from '../src/lib/api';
import i18n from '../src/lib/i18n';

describe('parseApiError', () => {
  it('keeps the extra fields of a JSON error body and words it by its code', () => {
    const error = parseApiError(402, 'Payment Required', '{"code":"insufficient_credits","message":"Insufficient credits","required_credits":1,"current_balance":0}');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(402);
    expect(error.code).toBe('insufficient_credits');
    expect(error.message).toBe('You do not have enough credits.');
    expect(error.data).toEqual({ code: 'insufficient_credits', message: 'Insufficient credits', required_credits: 1, current_balance: 0 });
  });

  it('joins a list of validation messages', () => {
    expect(parseApiError(400, 'Bad Request', '{"message":["email is invalid","code is too short"]}').message).toBe(
      'email is invalid code is too short',
    );
  });

  it("words an answer without a code by its status, in the UI's language, never the status text alone", async () => {
    expect(parseApiError(502, 'Bad Gateway', '<html>nginx</html>')).toMatchObject({ code: 'upstream_failed', message: 'A service we rely on did not accept the request: Bad Gateway' });
    expect(parseApiError(500, 'Internal Server Error', '')).toMatchObject({ code: 'internal', message: 'Something went wrong on our side. Please try again.' });
    expect(parseApiError(400, 'Bad Request', '[1,2]').data).toBeNull();
    expect(parseApiError(400, 'Bad Request', '{"message":""}')).toMatchObject({ code: 'bad_request', message: 'Bad Request' });
    // What the body says is kept when it has no code (an older server).
    expect(parseApiError(409, 'Conflict', '{"message":"Already running."}')).toMatchObject({ code: null, message: 'Already running.' });
    expect(parseApiError(429, '', '')).toMatchObject({ code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' });
    expect(parseApiError(418, '', '').message).toBe('HTTP 418');
    await i18n.changeLanguage('zh');
    try {
      expect(parseApiError(503, 'Service Unavailable', '<html></html>').message).not.toMatch(/[A-Za-z]{4}/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('apiFetch', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  function mockFetch(response: Response) {
    const calls: [string, RequestInit | undefined][] = [];
    global.fetch = (async (input: string, init?: RequestInit) => {
      calls.push([input, init]);
      return response;
    }) as typeof fetch;
    return calls;
  }

  it('adds the bearer header and a JSON body', async () => {
    const calls = mockFetch(new Response('{"ok":true}', { status: 200 }));
    await expect(apiFetch('/api/x', { body: { a: 1 }, token: 'tok' })).resolves.toEqual({ ok: true });
    const [url, init] = calls[0];
    expect(url).toBe('/api/x');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const calls = mockFetch(new Response('{}', { status: 200 }));
    await apiFetch('/api/config');
    expect(calls[0][1]?.method).toBe('GET');
    expect((calls[0][1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('rejects with an ApiError carrying status and message', async () => {
    mockFetch(new Response('{"message":"Invalid code."}', { status: 400, statusText: 'Bad Request' }));
    const error = await apiFetch('/api/user/login', { body: {} }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, message: 'Invalid code.' });
  });

  it('reports a network failure as status 0', async () => {
    global.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = await apiFetch('/api/user/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: NETWORK_ERROR_STATUS, code: 'network_error', message: 'Could not reach the server. Check your connection and try again.' });
    expect((error as ApiError).data).toMatchObject({ message: 'Failed to fetch' });
  });

  it('words an answer that is not JSON by code', async () => {
    mockFetch(new Response('<html>oops</html>', { status: 200 }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'invalid_response', message: 'The server sent an answer this page cannot read. Please reload and try again.' });
  });
});

describe("the API modules' own errors", () => {
  const realFetch = global.fetch;
  afterEach(async () => {
    global.fetch = realFetch;
    await i18n.changeLanguage('en');
  });

  const answering = (body: unknown) => {
    global.fetch = (async () => new Response(JSON.stringify(body), { status: 200 })) as typeof fetch;
  };

  // Each reads an answer that breaks its contract; each must say so in the UI's language.
  const calls: [string, () => Promise<unknown>][] = [
    ['projects list', () => projectsApi.list('tok', 5)],
    ['project create', () => projectsApi.create({ name: 'x' } as never, 'tok')],
    ['project get', () => projectsApi.get('u', 'tok')],
    ['billing tiers', () => fetchTiers('tok')],
    ['billing account', () => fetchAccount('tok')],
    ['page versions', () => publishingApi.pageVersions('f', 'index', 'tok')],
    ['publish', () => publishingApi.publish({ html: '<p>a</p>' }, 'tok')],
    ['remix', () => publishingApi.remix('f')],
    ['prompt optimiser', () => generationApi.optimizePrompt({ prompt: 'x' } as never, null)],
  ];

  it.each(calls)('%s: a malformed answer is invalid_response, worded in zh', async (_name, call) => {
    answering({ surprise: true });
    await i18n.changeLanguage('zh');
    await expect(call()).rejects.toMatchObject({ code: 'invalid_response', message: '服务器返回了本页面无法读取的内容。请刷新后重试。' });
  });

  it('a remix with an empty page is empty_output', async () => {
    answering({ html: '  ' });
    await expect(publishingApi.remix('f')).rejects.toMatchObject({ code: 'empty_output', message: 'The AI returned no page. Please try again.' });
  });
});
