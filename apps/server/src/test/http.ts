import { expect } from 'vitest';
import { nextAddress, type TestContext } from './app.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** app.inject as someone: `as(ctx, admin).post('/addloan', {...})`, paths relative to /api/links. */
export function as(ctx: TestContext, who?: { headers: { authorization: string } }) {
  const send = (method: Method, path: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/links${path}`,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, payload?: unknown) => send('POST', path, payload ?? {}),
    patch: (path: string, payload?: unknown) => send('PATCH', path, payload ?? {}),
    put: (path: string, payload?: unknown) => send('PUT', path, payload ?? {}),
  };
}

/**
 * A caller of any route as `who` (no one when left out), each call from an address of its own so
 * that the per-address limits of sign-in routes do not trip a test: `call('POST', '/me/group', who, body)`.
 */
export const callerOf =
  (ctx: () => TestContext) => (method: Method, path: string, who?: { headers: object }, payload?: unknown) =>
    ctx().app.inject({
      method,
      url: `/api/links${path}`,
      remoteAddress: nextAddress(),
      headers: who?.headers as Record<string, string> | undefined,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/** Expects an answer's status (201 unless told) and hands back its JSON body. */
export async function ok(res: { statusCode: number; body: string; json(): unknown }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as Record<string, number>;
}
