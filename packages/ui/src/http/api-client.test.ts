import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiData, apiRequest } from './api-client';
import { configureApiClient } from './api-client-settings';
import { onSessionEnd } from './session-events';

// The one place where faking the network is right: the refresh protocol needs exact control of
// which answer comes when. The real server is exercised by the e2e tests.
type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const expired = () => json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' });

function bearer(init: RequestInit): string | null {
  return new Headers(init.headers).get('authorization');
}

let fetchMock: ReturnType<typeof vi.fn<Handler>>;

function serve(handler: Handler) {
  fetchMock = vi.fn<Handler>(handler);
  vi.stubGlobal('fetch', fetchMock);
}

const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh');

beforeEach(() => {
  localStorage.setItem('accessToken', 'old-access');
  localStorage.setItem('refreshToken', 'refresh-1');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it("asks for the server's words in the app's language", async () => {
    serve((_url, init) => json(200, { data: new Headers(init.headers).get('accept-language') }));
    // Before the app has chosen a language: the default, Romanian.
    await expect(apiRequest('/language')).resolves.toEqual({ data: 'ro' });
    await i18next.init({ lng: 'en', resources: {} });
    await expect(apiRequest('/language')).resolves.toEqual({ data: 'en' });
  });

  it('sends JSON with the stored access token and returns the parsed body', async () => {
    serve((_url, init) => json(200, { data: { echo: JSON.parse(String(init.body)), auth: bearer(init) } }));

    const body = await apiRequest<{ data: unknown }>('/things', { method: 'POST', body: { name: 'Ioana' } });

    expect(body).toEqual({ data: { echo: { name: 'Ioana' }, auth: 'Bearer old-access' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/things', expect.objectContaining({ method: 'POST' }));
  });

  it("sends the caller's headers, and keepalive when asked (a report as the page goes away)", async () => {
    serve(() => new Response(null, { status: 204 }));

    await apiRequest('/p/token-1/plays', {
      method: 'POST',
      body: { seconds: 5 },
      authenticated: false,
      headers: { 'x-viewer-token': 'viewer-1' },
      keepalive: true,
    });

    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(new Headers(init.headers).get('x-viewer-token')).toBe('viewer-1');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(init.keepalive).toBe(true);
    expect(bearer(init)).toBeNull();
  });

  it('throws an ApiError with the server status, code, message and fields', async () => {
    serve(() =>
      json(400, {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Invalid input',
        fields: { phone: 'Phone number is required' },
      }),
    );

    const error = await apiRequest('/auth/register', {
      method: 'POST',
      body: {},
      authenticated: false,
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid input',
      fields: { phone: 'Phone number is required' },
    });
  });

  it("carries the warnings of a message the server wants confirmed (the 422's extra field)", async () => {
    serve(() =>
      json(422, {
        statusCode: 422,
        code: 'MESSAGE_NEEDS_CONFIRMATION',
        message: 'Check it, then send it again to confirm.',
        warnings: [{ kind: 'PHONE', text: '0722 123 456' }, { kind: 'MONEY' }],
      }),
    );

    const error = await apiRequest('/conversations/c-1/messages', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toMatchObject({
      status: 422,
      code: 'MESSAGE_NEEDS_CONFIRMATION',
      // A malformed entry is dropped rather than shown half.
      warnings: [{ kind: 'PHONE', text: '0722 123 456' }],
    });
  });

  it('refreshes once for two concurrent 401s and retries both with the new token', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshAnswered = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    serve(async (url, init) => {
      if (url === '/api/auth/refresh') {
        await refreshAnswered;
        return json(200, { data: { accessToken: 'new-access', refreshToken: 'refresh-2' } });
      }
      if (bearer(init) === 'Bearer new-access') return json(200, { data: url });
      return expired();
    });

    const both = Promise.all([apiRequest('/auth/me'), apiRequest('/castings')]);
    // Both first attempts have failed before the refresh answers.
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBe(3));
    releaseRefresh();

    await expect(both).resolves.toEqual([{ data: '/api/auth/me' }, { data: '/api/castings' }]);
    expect(refreshCalls()).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls()[0]?.[1].body))).toEqual({ refreshToken: 'refresh-1' });
    const retries = fetchMock.mock.calls.slice(-2);
    expect(retries.map(([, init]) => bearer(init))).toEqual(['Bearer new-access', 'Bearer new-access']);
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('does not refresh again when another tab already rotated the tokens', async () => {
    serve((url, init) => {
      if (url === '/api/auth/refresh') return json(200, { data: { accessToken: 'x', refreshToken: 'y' } });
      if (bearer(init) === 'Bearer tab-access') return json(200, { data: 'ok' });
      // While this request was in flight, the other tab refreshed and stored its new pair.
      localStorage.setItem('accessToken', 'tab-access');
      localStorage.setItem('refreshToken', 'refresh-from-other-tab');
      return expired();
    });

    await expect(apiRequest('/auth/me')).resolves.toEqual({ data: 'ok' });
    expect(refreshCalls()).toHaveLength(0);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-from-other-tab');
  });

  it('takes the cross-tab lock around the refresh when the browser has Web Locks', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    serve((url, init) => {
      if (url === '/api/auth/refresh') {
        return json(200, { data: { accessToken: 'new-access', refreshToken: 'refresh-2' } });
      }
      return bearer(init) === 'Bearer new-access' ? json(200, { data: 'ok' }) : expired();
    });

    await expect(apiRequest('/auth/me')).resolves.toEqual({ data: 'ok' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toBe('talent-portal-token-refresh');
  });

  it('clears both tokens and ends the session when the refresh is refused', async () => {
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);
    serve((url) =>
      url === '/api/auth/refresh'
        ? json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Invalid refresh token' })
        : expired(),
    );

    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401 });

    expect(refreshCalls()).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('never refreshes for sign-in calls: their 401 means wrong credentials', async () => {
    serve(() =>
      json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
    );

    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, authenticated: false }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });

    expect(refreshCalls()).toHaveLength(0);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(bearer(fetchMock.mock.calls[0]?.[1] ?? {})).toBeNull();
  });
});

describe('apiData', () => {
  it("answers the data of the API's envelope, sent with the caller's options", async () => {
    serve((_url, init) => json(201, { data: { method: init.method, auth: bearer(init) } }));

    const data = await apiData<{ method: string; auth: string | null }>('/things', {
      method: 'POST',
      body: {},
    });

    expect(data).toEqual({ method: 'POST', auth: 'Bearer old-access' });
    expect(fetchMock).toHaveBeenCalledWith('/api/things', expect.objectContaining({ method: 'POST' }));
  });
});

describe('apiRequest with the settings of another app', () => {
  const studio = {
    refreshPath: '/staff/auth/refresh',
    accessTokenKey: 'studio.accessToken',
    refreshTokenKey: 'studio.refreshToken',
    refreshLockName: 'studio-token-refresh',
    rotationsDatabase: 'studio-auth',
    languageKey: 'studio.language',
  };

  it('keeps its session apart: its own keys, refresh path and lock; the other app tokens untouched', async () => {
    configureApiClient(studio);
    localStorage.setItem('studio.accessToken', 'studio-old');
    localStorage.setItem('studio.refreshToken', 'studio-refresh-1');
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    serve((url, init) => {
      if (url === '/api/staff/auth/refresh') {
        return json(200, { data: { accessToken: 'studio-new', refreshToken: 'studio-refresh-2' } });
      }
      return bearer(init) === 'Bearer studio-new' ? json(200, { data: 'ok' }) : expired();
    });

    await expect(apiRequest('/staff/me')).resolves.toEqual({ data: 'ok' });

    expect(bearer(fetchMock.mock.calls[0]?.[1] ?? {})).toBe('Bearer studio-old');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1].body))).toEqual({
      refreshToken: 'studio-refresh-1',
    });
    expect(request.mock.calls[0]?.[0]).toBe('studio-token-refresh');
    expect(localStorage.getItem('studio.accessToken')).toBe('studio-new');
    expect(localStorage.getItem('studio.refreshToken')).toBe('studio-refresh-2');
    // The portal's pair (set in beforeEach) is another session: never read, never rotated.
    expect(refreshCalls()).toHaveLength(0);
    expect(localStorage.getItem('accessToken')).toBe('old-access');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('ends only its own session when its refresh is refused', async () => {
    configureApiClient(studio);
    localStorage.setItem('studio.accessToken', 'studio-old');
    localStorage.setItem('studio.refreshToken', 'studio-refresh-1');
    serve((url) =>
      url === '/api/staff/auth/refresh'
        ? json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Invalid refresh token' })
        : expired(),
    );

    await expect(apiRequest('/staff/me')).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem('studio.accessToken')).toBeNull();
    expect(localStorage.getItem('studio.refreshToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  });
});
