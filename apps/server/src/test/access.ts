import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { SignedIn, TestContext } from './app.js';

type Method = 'GET' | 'POST' | 'PATCH';

/** A request relative to /api/links, sent as someone (or anonymously). */
export function send(
  ctx: TestContext,
  who: SignedIn | undefined,
  method: Method,
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `/api/links${path}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The three signed-in callers every endpoint is tried with, besides an anonymous one. */
export interface Callers {
  admin: SignedIn;
  /** The member the request is about, where it is about one. */
  member: SignedIn;
  otherMember: SignedIn;
}

/** The statuses of an endpoint for admins only: anonymous 401, either member 403, the admin 200. */
export const ADMIN_ONLY = { anonymous: 401, member: 403, otherMember: 403, admin: 200 } as const;

/** The statuses of an endpoint for anyone signed in: anonymous 401, everyone else 200. */
export const SIGNED_IN = { anonymous: 401, member: 200, otherMember: 200, admin: 200 } as const;

/** The statuses of an endpoint about one member: anonymous 401, that member 200, another 403, the admin 200. */
export const OWNER_OR_ADMIN = { anonymous: 401, member: 200, otherMember: 403, admin: 200 } as const;

/**
 * The status each caller gets, in this order: anonymous, member, another member, admin. A test
 * compares the whole record, so one look shows the access rule of an endpoint.
 */
export async function statusesFor(
  ctx: TestContext,
  callers: Callers,
  method: Method,
  path: string,
  payload?: unknown,
) {
  const anonymous = (await send(ctx, undefined, method, path, payload)).statusCode;
  const member = (await send(ctx, callers.member, method, path, payload)).statusCode;
  const otherMember = (await send(ctx, callers.otherMember, method, path, payload)).statusCode;
  const admin = (await send(ctx, callers.admin, method, path, payload)).statusCode;
  return { anonymous, member, otherMember, admin };
}

/** Checks that each of `paths` answers GET with `expected` statuses (e.g. `ADMIN_ONLY`). */
export async function expectGetStatuses(
  ctx: TestContext,
  callers: Callers,
  paths: readonly string[],
  expected: Awaited<ReturnType<typeof statusesFor>>,
) {
  for (const path of paths) expect(await statusesFor(ctx, callers, 'GET', path), path).toEqual(expected);
}

/** Checks that GET `path` answers `who` 404 with `message`. */
export async function expectNotFound(ctx: TestContext, who: SignedIn, path: string, message: string) {
  const res = await send(ctx, who, 'GET', path);
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe(message);
}

/** Checks that GET `path` answers `who` 422, naming the id `field` as not a positive whole number. */
export async function expectBadId(ctx: TestContext, who: SignedIn, path: string, field: string) {
  const res = await send(ctx, who, 'GET', path);
  expect(res.statusCode).toBe(422);
  expect(res.json().fields).toEqual({ [field]: `${field} must be a positive whole number` });
}

/** One test that each of `paths` answers GET with `expected` statuses; `scene` gives the app and its callers when it runs. */
export function itAnswersGets(
  title: string,
  scene: () => [TestContext, Callers],
  paths: readonly string[],
  expected: Awaited<ReturnType<typeof statusesFor>>,
) {
  it(title, async () => expectGetStatuses(...scene(), paths, expected));
}
