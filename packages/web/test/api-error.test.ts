import { ApiError, apiFetch, isApiError, NETWORK_ERROR_STATUS, parseApiError } from '../src/lib/api';

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
    expect(error).toMatchObject({ status: NETWORK_ERROR_STATUS, message: 'Failed to fetch' });
  });
});
