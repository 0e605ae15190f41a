import { totalSavingsAnswer } from '@links/domain';
import { isLoginAnswer, isLoginReply } from '@links/domain/plain';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  ApiError,
  messageOf,
  publicRequest,
  requestFile,
  requestParsed,
  setSignedOutHandler,
  TOKEN_MISSING,
} from './api';
import { removeCookie } from './cookies';
import { readAccessToken, readRefreshToken, storeSession } from './session';

/** `document.cookie` as a browser keeps it: one jar, written one cookie at a time, Max-Age=0 removes. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    },
  };
}

const user = {
  users_id: 7,
  firstname: 'Achieng',
  lastname: 'Otieno',
  email: 'a@example.com',
  role: 'member' as const,
};
const tokens = (access: string, refresh: string) => ({ access_token: access, refresh_token: refresh, user });

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

interface Call {
  path: string;
  token: string | null;
  body: unknown;
}

/** A fake server: `routes` answers each call; every call is recorded. */
function fakeServer(routes: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const call = {
      path: url.replace('/api/links', ''),
      token: headers.get('authorization')?.replace('Bearer ', '') ?? null,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return routes(call);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const unauthorized = () =>
  json(401, { message: 'Token expired', detail: 'Token expired', code: 'UNAUTHORIZED' });
const refreshed = tokens('access-2', 'refresh-2');

let signedOut: Mock<() => void>;

beforeEach(() => {
  vi.stubGlobal('document', cookieJar());
  signedOut = vi.fn<() => void>();
  setSignedOutHandler(signedOut);
  storeSession(tokens('access-1', 'refresh-1'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a signed-in call', () => {
  it('sends the access token and answers the parsed body', async () => {
    const calls = fakeServer(() => json(200, { total_savings: 1250.5 }));
    await expect(requestParsed(totalSavingsAnswer, '/totalsavings')).resolves.toEqual({
      total_savings: 1250.5,
    });
    expect(calls).toEqual([{ path: '/totalsavings', token: 'access-1', body: undefined }]);
  });

  it('does not call the server without an access token', async () => {
    const calls = fakeServer(() => json(200, {}));
    removeCookie('access_token');
    await expect(requestParsed(totalSavingsAnswer, '/totalsavings')).rejects.toMatchObject({
      message: TOKEN_MISSING,
      status: 0,
    });
    expect(calls).toHaveLength(0);
  });

  it('carries the server message and the named field of a refusal', async () => {
    fakeServer(() =>
      json(422, {
        message: 'amount must be positive',
        detail: 'amount must be positive',
        code: 'VALIDATION_FAILED',
        fields: { amount: 'amount must be positive' },
      }),
    );
    const error = await requestParsed(totalSavingsAnswer, '/add-saving', 'POST', { amount: -1 }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.field('amount')).toBe('amount must be positive');
    expect(messageOf(error, 'Failed to add saving')).toBe('amount must be positive');
  });
});

describe('an expired access token', () => {
  it('is refreshed once and the call retried with the new token', async () => {
    const calls = fakeServer(({ path, token }) => {
      if (path === '/token/refresh') return json(200, refreshed);
      return token === 'access-2' ? json(200, { total_savings: 300 }) : unauthorized();
    });
    await expect(requestParsed(totalSavingsAnswer, '/totalsavings')).resolves.toEqual({ total_savings: 300 });
    expect(calls).toEqual([
      { path: '/totalsavings', token: 'access-1', body: undefined },
      { path: '/token/refresh', token: null, body: { refresh_token: 'refresh-1' } },
      { path: '/totalsavings', token: 'access-2', body: undefined },
    ]);
    expect(readAccessToken()).toBe('access-2');
    expect(readRefreshToken()).toBe('refresh-2');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('is retried only once: a second 401 signs out instead of refreshing again', async () => {
    const calls = fakeServer(({ path }) =>
      path === '/token/refresh' ? json(200, refreshed) : unauthorized(),
    );
    const error = await requestParsed(totalSavingsAnswer, '/totalsavings').catch((e) => e);
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(calls.map((call) => call.path)).toEqual(['/totalsavings', '/token/refresh', '/totalsavings']);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(readAccessToken()).toBeUndefined();
  });

  it('shares one refresh among parallel calls that all got a 401', async () => {
    let finishRefresh: (response: Response) => void = () => undefined;
    const calls = fakeServer(({ path, token }) => {
      if (path === '/token/refresh') return new Promise<Response>((resolve) => (finishRefresh = resolve));
      return token === 'access-2' ? json(200, { total_savings: path.length }) : unauthorized();
    });
    const answers = Promise.all([
      requestParsed(totalSavingsAnswer, '/totalsavings'),
      requestParsed(totalSavingsAnswer, '/savings/total/7'),
      requestParsed(totalSavingsAnswer, '/savings/total/70'),
    ]);
    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/token/refresh')).toHaveLength(1));
    finishRefresh(json(200, refreshed));
    await expect(answers).resolves.toEqual([
      { total_savings: '/totalsavings'.length },
      { total_savings: '/savings/total/7'.length },
      { total_savings: '/savings/total/70'.length },
    ]);
    expect(calls.filter((call) => call.path === '/token/refresh')).toHaveLength(1);
    expect(calls.filter((call) => call.token === 'access-2')).toHaveLength(3);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('signs out when the refresh is refused: the session is cleared and the call fails', async () => {
    const calls = fakeServer(({ path }) =>
      path === '/token/refresh' ? json(401, { message: 'Refresh token revoked' }) : unauthorized(),
    );
    const error = await requestParsed(totalSavingsAnswer, '/totalsavings').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(calls.map((call) => call.path)).toEqual(['/totalsavings', '/token/refresh']);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(document.cookie).toBe('');
  });

  it('signs out when the refresh answers something that is not a login answer', async () => {
    fakeServer(({ path }) => (path === '/token/refresh' ? json(200, { access_token: 'x' }) : unauthorized()));
    await expect(requestParsed(totalSavingsAnswer, '/totalsavings')).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(document.cookie).toBe('');
  });
});

describe('a network failure', () => {
  it('fails with the connection message, for signed-in and public calls alike', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const message = 'The server could not be reached. Check your connection and try again.';
    const signedIn = await requestParsed(totalSavingsAnswer, '/totalsavings').catch((e) => e);
    expect(signedIn).toBeInstanceOf(ApiError);
    expect(signedIn).toMatchObject({ status: 0, message });
    expect(messageOf(signedIn, 'Failed to load savings')).toBe(message);
    await expect(publicRequest(isLoginAnswer, '/login', 'POST', {})).rejects.toMatchObject({
      status: 0,
      message,
    });
    expect(signedOut).not.toHaveBeenCalled();
  });
});

describe('an answer that breaks its contract', () => {
  it('fails the call with a clear error instead of handing the screen a wrong shape', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer(() => json(200, { total_savings: 'lots' }));
    const error = await requestParsed(totalSavingsAnswer, '/savings/total/7?as_of=2026-01-01').catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe(
      "The server's answer to /savings/total/7 was not understood. Reload the page; if it happens again, tell the admin.",
    );
    expect(messageOf(error, 'Failed to load savings')).toBe(error.message);
    expect(logged).toHaveBeenCalledWith(
      'The answer to /savings/total/7 does not match its contract:',
      expect.objectContaining({ issues: [expect.objectContaining({ path: ['total_savings'] })] }),
    );
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('is checked by the zod-free guard on the first screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer(() => json(200, { ...refreshed, access_token: 42 }));
    await expect(publicRequest(isLoginReply, '/login', 'POST', {})).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining("The server's answer to /login was not understood."),
    });
  });

  it('counts an empty or unreadable body as a broken answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer(() => new Response('<html>proxy error</html>', { status: 200 }));
    await expect(requestParsed(totalSavingsAnswer, '/totalsavings')).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining('was not understood'),
    });
  });
});

describe('a file download', () => {
  it('answers the file and the name the server gives it, and refreshes like any call', async () => {
    fakeServer(({ path, token }) => {
      if (path === '/token/refresh') return json(200, refreshed);
      if (token !== 'access-2') return unauthorized();
      return new Response('a,b\n', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="statement-7.csv"' },
      });
    });
    const file = await requestFile('/statements/7?format=csv');
    expect(file.fileName).toBe('statement-7.csv');
    await expect(file.blob.text()).resolves.toBe('a,b\n');
  });

  it('fails with the server message when refused', async () => {
    fakeServer(() => json(404, { message: 'Member not found.' }));
    await expect(requestFile('/statements/9?format=csv')).rejects.toMatchObject({
      status: 404,
      message: 'Member not found.',
    });
  });
});
