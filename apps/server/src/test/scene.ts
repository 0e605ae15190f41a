import type { Clock, Role } from '@links/domain';
import { afterAll, beforeAll } from 'vitest';
import type { Callers } from './access.js';
import { createTestApp, type SignedIn, signUp, type TestContext } from './app.js';

/** How a file's app is opened: its environment, its clock, the jobs, and how long its set-up may take. */
export interface AppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  jobs?: boolean;
  /** Milliseconds the set-up may take, where it is longer than vitest's default. */
  timeout?: number;
}

/**
 * Opens a fresh app before the file's tests, sets up its scene and hands it to `ready` (which may
 * add to it), and closes the app after them. The set-up may name what to close before the app
 * (`atClose`), such as a second server on its database.
 */
export function useApp<Scene>(
  setUp: (ctx: TestContext, atClose: (close: () => Promise<void>) => void) => Promise<Scene>,
  ready: (scene: Scene) => unknown,
  { env = {}, timeout, ...options }: AppOptions = {},
): void {
  let ctx: TestContext | undefined;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    ctx = await createTestApp(env, options);
    await ready(await setUp(ctx, (close) => closers.push(close)));
  }, timeout);
  afterAll(async () => {
    for (const close of closers) await close();
    await ctx?.close();
  });
}

/** Someone a test file signs up: a role, or a role and the name they sign up with. */
export type Person = Role | readonly [Role, { firstname?: string; lastname?: string }];

/** Someone signed up under a name, 'Firstname' or 'Firstname Lastname': a member unless `role` says otherwise. */
export const named = (name: string, role: Role = 'member'): Person => {
  const [firstname, ...last] = name.split(' ');
  return [role, last.length ? { firstname, lastname: last.join(' ') } : { firstname }];
};

/** The people of a test file, signed up in this order under these names. */
export type People = Record<string, Person>;

/** A fresh app, the people a file asked for (by their names) and, made of three of them, its callers. */
export type PeopleScene<P extends People> = { ctx: TestContext; callers: Callers } & {
  [Name in keyof P]: SignedIn;
};

/** The callers of an access test: the admin and two members (each Wanjiru Kamau, the default name). */
export const CALLERS = { admin: 'admin', member: 'member', otherMember: 'member' } as const satisfies People;

/** The callers of an access test, the other member signed up under `otherMember`'s name. */
export const callersWith = (otherMember: string) =>
  ({ admin: 'admin', member: 'member', otherMember: named(otherMember) }) as const satisfies People;

/** The callers of an access test with two names: the admin, Wanjiru Kamau and Baraka Mwangi. */
export const NAMED_CALLERS = {
  admin: 'admin',
  member: named('Wanjiru Kamau'),
  otherMember: named('Baraka Mwangi'),
} as const satisfies People;

/**
 * Opens a fresh app before the file's tests, signs `people` up in order and hands them to `ready`
 * (which may add to the scene), with `callers` made of the people named admin, member and
 * otherMember; closes the app after the tests.
 */
export function usePeopleApp<P extends People>(
  people: P,
  ready: (scene: PeopleScene<P>) => unknown,
  options: AppOptions = {},
): void {
  useApp((ctx) => signUpPeople(ctx, people), ready, options);
}

/** Signs `people` up in order, with `callers` made of those named admin, member and otherMember. */
export async function signUpPeople<P extends People>(ctx: TestContext, people: P): Promise<PeopleScene<P>> {
  const signedIn: Record<string, SignedIn> = {};
  for (const [name, person] of Object.entries(people)) {
    const [role, names] = typeof person === 'string' ? [person, {}] : person;
    signedIn[name] = await signUp(ctx, role, names);
  }
  const { admin, member, otherMember } = signedIn as Partial<Callers>;
  return { ...signedIn, ctx, callers: { admin, member, otherMember } } as PeopleScene<P>;
}

/** A fresh app and its admin, for the tests of one file. */
export type AdminScene = PeopleScene<{ admin: 'admin' }>;

/** Opens a fresh app and signs its admin up before the file's tests (see `usePeopleApp`). */
export function useAdminApp(ready: (scene: AdminScene) => unknown): void {
  usePeopleApp({ admin: 'admin' }, ready);
}

/** Like `useAdminApp`, and also signs up two members: with the admin, the callers of access tests. */
export function useAccessApp(ready: (scene: PeopleScene<typeof CALLERS>) => unknown): void {
  usePeopleApp(CALLERS, ready);
}

/** Like `useAdminApp`, and also signs up one member. */
export function useMemberApp(
  ready: (scene: PeopleScene<{ admin: 'admin'; member: 'member' }>) => unknown,
): void {
  usePeopleApp({ admin: 'admin', member: 'member' }, ready);
}
