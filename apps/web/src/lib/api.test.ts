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
import { readUser } from './session';

/**
 * The browser's cookie jar as the page's script sees it: the server's cookies, the HttpOnly
 * ones hidden. The fake server below writes into it as a Set-Cookie answer would.
 */
function browserJar() {
  const jar = new Map<string, { value: string; httpOnly: boolean }>();
  const document = {
    get cookie() {
      return [...jar]
        .filter(([, cookie]) => !cookie.httpOnly)
        .map(([name, cookie]) => `${name}=${cookie.value}`)
        .join('; ');
    },
  };
  return {
    document,
    set: (name: string, value: string, httpOnly = true) => jar.set(name, { value, httpOnly }),
    get: (name: string) => jar.get(name)?.value,
    remove: (name: string) => jar.delete(name),
    clear: () => jar.clear(),
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
  /** The access token the browser sent with the call (its cookie). */
  token: string | null;
  /** The refresh token the browser sent with the call (its cookie). */
  refresh: string | null;
  /** Whether the call said it came from the app (the header a page of another origin cannot send). */
  fromApp: boolean;
  authorization: string | null;
  body: unknown;
}

let jar: ReturnType<typeof browserJar>;

/** The server's answer to a sign-in or a refresh: new cookies, as Set-Cookie would set them. */
function signedIn(access: string, refresh: string) {
  jar.set('user', encodeURIComponent(JSON.stringify(user)), false);
  jar.set('access_token', access);
  jar.set('refresh_token', refresh);
  return json(200, tokens(access, refresh));
}

/** A fake server: `routes` answers each call; every call is recorded with the cookies it carried. */
function fakeServer(routes: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    expect(init.credentials).toBe('same-origin');
    const call = {
      path: url.replace('/api/links', ''),
      token: jar.get('access_token') ?? null,
      refresh: jar.get('refresh_token') ?? null,
      fromApp: headers.get('x-requested-with') === 'links',
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return routes(call);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const unauthorized = () =>
  json(401, { message: 'Token expired', detail: 'Token expired', code: 'TOKEN_EXPIRED' });
/** A refused refresh: the server clears the cookies with it. */
const refusedRefresh = () => {
  jar.clear();
  return json(401, {
    message: 'Your session has ended. Please sign in again.',
    code: 'REFRESH_TOKEN_INVALID',
  });
};

let signedOut: Mock<() => void>;

beforeEach(() => {
  jar = browserJar();
  vi.stubGlobal('document', jar.document);
  signedOut = vi.fn<() => void>();
  setSignedOutHandler(signedOut);
  signedIn('access-1', 'refresh-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const call = (path: string, token: string | null, refresh = 'refresh-1') => ({
  path,
  token,
  refresh,
  fromApp: true,
  authorization: null,
  body: undefined,
});

describe('a signed-in call', () => {
  it('lets the browser send the cookies, says it comes from the app, and answers the parsed body', async () => {
    const calls = fakeServer(() => json(200, { total_savings: 1250.5 }));
    await expect(requestParsed(totalSavingsAnswer, '/totalsavings')).resolves.toEqual({
      total_savings: 1250.5,
    });
    expect(calls).toEqual([call('/totalsavings', 'access-1')]);
  });

  it('cannot read the tokens: only the user record is visible to the page', () => {
    expect(jar.document.cookie.startsWith('user=')).toBe(true);
    expect(jar.document.cookie).not.toContain('access');
    expect(readUser()).toEqual(user);
  });

  it('does not call the server without a user record', async () => {
    const calls = fakeServer(() => json(200, {}));
    jar.clear();
    await expect(requestParsed(totalSavingsAnswer, '/totalsavings')).rejects.toMatchObject({
      message: TOKEN_MISSING,
      status: 0,
    });
    expect(calls).toHaveLength(0);
  });

  it('says the token is missing, without signing out, when the browser holds no token at all', async () => {
    const calls = fakeServer(({ token, refresh }) =>
      json(401, {
        message: 'Authentication token missing',
        code: token || refresh ? 'TOKEN_INVALID' : 'TOKEN_MISSING',
      }),
    );
    jar.remove('access_token');
    jar.remove('refresh_token');
    const error = await requestParsed(totalSavingsAnswer, '/totalsavings').catch((e) => e);
    expect(error).toMatchObject({ message: TOKEN_MISSING, status: 0 });
    expect(messageOf(error, 'Failed to load savings')).toBe(TOKEN_MISSING);
    expect(calls.map((c) => c.path)).toEqual(['/totalsavings', '/token/refresh']);
    expect(signedOut).not.toHaveBeenCalled();
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

  it('sends a PUT with its JSON body, as a POST or a PATCH is sent', async () => {
    const calls = fakeServer(() => json(200, { total_savings: 0 }));
    const body = {
      entries: [{ user_id: 4, attendance: 'late', saving: 1500.5, long_term: 0, short_term: 0 }],
    };
    await requestParsed(totalSavingsAnswer, '/meetings/3/entries', 'PUT', body);
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(calls.map((call) => [call.path, call.body])).toEqual([['/meetings/3/entries', body]]);
  });
});

describe('an expired access token', () => {
  it('is refreshed once through the refresh cookie and the call retried with the new cookies', async () => {
    const calls = fakeServer(({ path, token }) => {
      if (path === '/token/refresh') return signedIn('access-2', 'refresh-2');
      return token === 'access-2' ? json(200, { total_savings: 300 }) : unauthorized();
    });
    await expect(requestParsed(totalSavingsAnswer, '/totalsavings')).resolves.toEqual({ total_savings: 300 });
    expect(calls).toEqual([
      call('/totalsavings', 'access-1'),
      call('/token/refresh', 'access-1'),
      call('/totalsavings', 'access-2', 'refresh-2'),
    ]);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('is retried only once: a second 401 signs out instead of refreshing again', async () => {
    const calls = fakeServer(({ path }) =>
      path === '/token/refresh' ? signedIn('access-2', 'refresh-2') : unauthorized(),
    );
    const error = await requestParsed(totalSavingsAnswer, '/totalsavings').catch((e) => e);
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(calls.map((call) => call.path)).toEqual(['/totalsavings', '/token/refresh', '/totalsavings']);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh among parallel calls that all got a 401', async () => {
    let finishRefresh: () => void = () => undefined;
    const calls = fakeServer(({ path, token }) => {
      if (path === '/token/refresh')
        return new Promise<Response>(
          (resolve) => (finishRefresh = () => resolve(signedIn('access-2', 'r-2'))),
        );
      return token === 'access-2' ? json(200, { total_savings: path.length }) : unauthorized();
    });
    const answers = Promise.all([
      requestParsed(totalSavingsAnswer, '/totalsavings'),
      requestParsed(totalSavingsAnswer, '/savings/total/7'),
      requestParsed(totalSavingsAnswer, '/savings/total/70'),
    ]);
    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/token/refresh')).toHaveLength(1));
    finishRefresh();
    await expect(answers).resolves.toEqual([
      { total_savings: '/totalsavings'.length },
      { total_savings: '/savings/total/7'.length },
      { total_savings: '/savings/total/70'.length },
    ]);
    expect(calls.filter((call) => call.path === '/token/refresh')).toHaveLength(1);
    expect(calls.filter((call) => call.token === 'access-2')).toHaveLength(3);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('is sent again without a second refresh when another call renewed the tokens meanwhile', async () => {
    let answerLate: () => void = () => undefined;
    const calls = fakeServer(({ path, token }) => {
      if (path === '/token/refresh') return signedIn('access-2', 'refresh-2');
      if (token === 'access-2') return json(200, { total_savings: 1 });
      // The first call's refusal arrives only after the second call's refresh is over.
      if (path === '/totalsavings')
        return new Promise<Response>((resolve) => (answerLate = () => resolve(unauthorized())));
      return unauthorized();
    });
    const late = requestParsed(totalSavingsAnswer, '/totalsavings');
    await requestParsed(totalSavingsAnswer, '/savings/total/7');
    answerLate();
    await expect(late).resolves.toEqual({ total_savings: 1 });
    expect(calls.filter((call) => call.path === '/token/refresh')).toHaveLength(1);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('signs out when the refresh is refused: the server cleared the cookies and the call fails', async () => {
    const calls = fakeServer(({ path }) => (path === '/token/refresh' ? refusedRefresh() : unauthorized()));
    const error = await requestParsed(totalSavingsAnswer, '/totalsavings').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(calls.map((call) => call.path)).toEqual(['/totalsavings', '/token/refresh']);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(readUser()).toBeNull();
  });

  it('signs out when the refresh answers something that is not a login answer', async () => {
    fakeServer(({ path }) => (path === '/token/refresh' ? json(200, { access_token: 'x' }) : unauthorized()));
    await expect(requestParsed(totalSavingsAnswer, '/totalsavings')).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toHaveBeenCalledTimes(1);
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
    fakeServer(() => json(200, { ...tokens('a', 'r'), access_token: 42 }));
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
      if (path === '/token/refresh') return signedIn('access-2', 'refresh-2');
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
