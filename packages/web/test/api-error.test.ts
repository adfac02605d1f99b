import { fetchAccount, fetchTiers } from '../src/features/billing/billing-api';
import { generationApi } from '../src/features/generation/generation-api';
import { publishingApi } from '../src/features/publishing/publishing-api';
import { projectsApi } from '../src/features/stitch/api/projects-api';
import { ApiError, apiFetch, isApiError, NETWORK_ERROR_STATUS, parseApiError } from '../src/lib/api';
import i18n from '../src/lib/i18n';

describe('parseApiError', () => {
  it('takes the message from a JSON error body and keeps extra fields', () => {
    const error = parseApiError(402, 'Payment Required', '{"message":"Insufficient credits","required_credits":1,"current_balance":0}');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(402);
    expect(error.message).toBe('Insufficient credits');
    expect(error.data).toEqual({ message: 'Insufficient credits', required_credits: 1, current_balance: 0 });
  });

  it('joins a list of validation messages', () => {
    expect(parseApiError(400, 'Bad Request', '{"message":["email is invalid","code is too short"]}').message).toBe(
      'email is invalid code is too short',
    );
  });

  it('falls back to the status text for bodies that are not our JSON', () => {
    expect(parseApiError(502, 'Bad Gateway', '<html>nginx</html>').message).toBe('Bad Gateway');
    expect(parseApiError(500, 'Internal Server Error', '').message).toBe('Internal Server Error');
    expect(parseApiError(400, 'Bad Request', '[1,2]').data).toBeNull();
    expect(parseApiError(400, 'Bad Request', '{"message":""}').message).toBe('Bad Request');
  });

  it('names the status when there is no status text either', () => {
    expect(parseApiError(429, '', '').message).toBe('Request failed with status 429');
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
