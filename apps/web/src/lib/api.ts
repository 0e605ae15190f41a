import type { LoginAnswer } from '@links/domain';
import type { z } from 'zod';
import { clearSession, readAccessToken, readRefreshToken, storeSession } from './session';

export const API_BASE = '/api/links';
export const TOKEN_MISSING = 'Authentication token missing';

/** A failed call, carrying the server's message when there is one (decisions §1). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
  }

  /** The server's message for this field, if it named one. */
  field(name: string): string | undefined {
    const fields = this.body?.fields;
    return fields && typeof fields === 'object' ? (fields as Record<string, string>)[name] : undefined;
  }
}

/** The server's message if it sent one, else the screen's default (product spec §8). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0) {
    const body = error.body;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    return fallback;
  }
  if (error instanceof ApiError) return error.message;
  return fallback;
}

let onSignedOut: () => void = () => window.location.assign('/login');
/** The router registers how to leave for /login without a full reload. */
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

async function parse(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

async function send(path: string, init: RequestInit, token?: string): Promise<Response> {
  const headers = new Headers(init.headers);
  // A form's file goes as multipart/form-data, whose boundary the browser writes itself.
  if (init.body !== undefined && !(init.body instanceof FormData))
    headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  try {
    return await fetch(`${API_BASE}${path}`, { ...init, headers });
  } catch {
    throw new ApiError('The server could not be reached. Check your connection and try again.', 0, null);
  }
}

async function toResult<T>(response: Response): Promise<T> {
  const body = await parse(response);
  if (!response.ok) {
    const message = typeof body?.message === 'string' ? body.message : `Request failed (${response.status})`;
    throw new ApiError(message, response.status, body);
  }
  return body as T;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: parallel calls that all got a 401 share it (decisions §2). */
function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh_token = readRefreshToken();
    if (!refresh_token) return false;
    const response = await send('/token/refresh', {
      method: 'POST',
      body: JSON.stringify({ refresh_token }),
    });
    if (!response.ok) return false;
    storeSession((await response.json()) as LoginAnswer);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** A call that needs no sign-in (login, setup). */
export async function publicRequest<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  return toResult<T>(
    await send(path, { method, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
}

/**
 * A signed-in call's response. Without an access token it does not call at all. On a 401 it
 * refreshes the tokens once and retries; if that fails too, the session is cleared and the user
 * sent to /login.
 */
async function authorizedFetch(path: string, init: RequestInit): Promise<Response> {
  const token = readAccessToken();
  if (!token) throw new ApiError(TOKEN_MISSING, 0, null);
  let response = await send(path, init, token);
  if (response.status === 401) {
    // A call sent before another one renewed the tokens only needs the new token, not a second
    // refresh (which would rotate the refresh token again, or trip reuse detection).
    const current = readAccessToken();
    const renewed = current !== undefined && current !== token;
    if (renewed || (await refreshOnce())) {
      response = await send(path, init, readAccessToken());
    }
    if (response.status === 401) {
      clearSession();
      onSignedOut();
    }
  }
  return response;
}

/** A signed-in call answered with JSON. */
export async function request<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const init: RequestInit = { method, body: body === undefined ? undefined : JSON.stringify(body) };
  return toResult<T>(await authorizedFetch(path, init));
}

/**
 * A signed-in call whose answer is checked against the shared wire schema: the response is
 * parsed, never trusted, so a server that drifts from the contract fails loudly here.
 */
export async function requestParsed<S extends z.ZodType>(
  schema: S,
  path: string,
  method = 'GET',
  body?: unknown,
): Promise<z.infer<S>> {
  const answer = await request<unknown>(path, method, body);
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError(`The server's answer to ${path} was not understood.`, 0, null);
  }
  return parsed.data;
}

/** A signed-in upload of a form (a statement file and its fields), its answer parsed like requestParsed. */
export async function requestUpload<S extends z.ZodType>(
  schema: S,
  path: string,
  form: FormData,
): Promise<z.infer<S>> {
  const answer = await toResult<unknown>(await authorizedFetch(path, { method: 'POST', body: form }));
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ApiError(`The server's answer to ${path} was not understood.`, 0, null);
  return parsed.data;
}

/**
 * A signed-in GET of a file (a CSV or PDF statement) with the name the server gives it
 * (`Content-Disposition: attachment; filename="…"`); a refusal still carries the server's message.
 */
export async function requestFile(path: string): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await authorizedFetch(path, { method: 'GET' });
  if (!response.ok) return toResult<never>(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName };
}
