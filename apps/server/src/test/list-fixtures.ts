import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { people, users } from '../db/schema.js';
import type { Callers } from './access.js';
import { type SignedIn, signUp, type TestContext } from './app.js';
import { useApp } from './scene.js';

/** The people of the list tests: names chosen so that prefixes, case and order all matter. */
export const PEOPLE = [
  ['Wanjiru', 'Kamau'],
  ['wambui', 'Njeri'],
  ['Otieno', 'Ouma'],
  ['Achieng', 'Odhiambo'],
  ['Kamau', 'Mwangi'],
  ['Baraka', 'Otieno'],
  ['Chebet', 'Mutai'],
  ['Dalmas', 'Njoroge'],
  ['Njeri', 'Wanjiku'],
  ['Zawadi', 'Akinyi'],
  ['Mwende', 'Musyoka'],
  ['Kiprono', 'Kiptoo'],
] as const;

/**
 * Adds the list people straight to the database (no password to hash, no sign-in): member n has
 * the email `person<n>@list.test` and, for the first six, the phone 2547120000<n>.
 */
export async function addPeople(ctx: TestContext): Promise<Map<string, number>> {
  const persons = await ctx.database.db
    .insert(people)
    .values(PEOPLE.map((_, n) => ({ email: `person${n}@list.test`, passwordHash: 'not-a-real-hash' })))
    .returning({ id: people.id });
  const rows = await ctx.database.db
    .insert(users)
    .values(
      PEOPLE.map(([firstname, lastname], n) => ({
        personId: persons[n]!.id,
        firstname,
        lastname,
        email: `person${n}@list.test`,
        role: 'member' as const,
        phone: n < 6 ? `2547120000${String(n).padStart(2, '0')}` : null,
      })),
    )
    .returning({ id: users.id, firstname: users.firstname, lastname: users.lastname });
  return new Map(rows.map((row) => [`${row.firstname} ${row.lastname}`, row.id]));
}

/** The lines of a CSV text, without its BOM and its last line break. */
export const linesOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** The lines of a CSV answer, without its BOM. */
export function csvLines(res: Answer) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return linesOf(res.body);
}

/** Like `csvLines`, for an answer offered as a download named `filename`. */
export function csvDownload(res: Answer, filename: string) {
  const lines = csvLines(res);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  return lines;
}

/** Sorting names as the lists do: by first name then last name, ignoring case. */
export const byName = (names: readonly string[]) =>
  [...names].sort((a, b) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
  );

/** The app of a list test: the admin Ada Admin, the members Imani Wekesa and Halima Hassan, and the list people. */
export interface ListScene {
  ctx: TestContext;
  admin: SignedIn;
  member: SignedIn;
  other: SignedIn;
  callers: Callers;
  /** The list people's ids, by name. */
  ids: Map<string, number>;
}

/** Opens the app of a list test before the file's tests and hands it to `ready`, which may add to it. */
export function useListApp(ready: (scene: ListScene) => unknown): void {
  useApp(async (ctx) => {
    const admin = await signUp(ctx, 'admin', { firstname: 'Ada', lastname: 'Admin' });
    const member = await signUp(ctx, 'member', { firstname: 'Imani', lastname: 'Wekesa' });
    const other = await signUp(ctx, 'member', { firstname: 'Halima', lastname: 'Hassan' });
    const ids = await addPeople(ctx);
    return { ctx, admin, member, other, callers: { admin, member, otherMember: other }, ids };
  }, ready);
}

/** A list query the list refuses: the query, the one field it names and, where the test states it, the exact message. */
export type Refusal = readonly [query: string, field: string, message?: string];

/**
 * Checks a refusal: 422 naming that field alone, with the given message, or else a message that
 * starts with the field's name.
 */
export function expectRefused(res: LightMyRequestResponse, field: string, message?: string) {
  expect(res.statusCode, res.body).toBe(422);
  const fields = res.json().fields as Record<string, string>;
  expect(Object.keys(fields), res.body).toEqual([field]);
  expect(fields[field]).toEqual(message ?? expect.stringMatching(new RegExp(`^${field} `)));
}

/** One test per refusal, each asking `list` for its query. */
export function itRefusesEach(list: (query: string) => Promise<LightMyRequestResponse>, refusals: Refusal[]) {
  const cases = refusals.map(([query, field, message]) => ({ query, field, message }));
  it.each(cases)('refuses $query naming the field', async ({ query, field, message }) =>
    expectRefused(await list(query), field, message),
  );
}

/** Refusing a value that is not among `choices`: the message names them all, in order. */
export const refusedChoice = (field: string, value: string, choices: readonly string[]): Refusal => [
  `${field}=${value}`,
  field,
  `${field} must be one of ${choices.join(', ')}`,
];

/** Refusing a sort the list does not know: the message names each sort it knows, up then down. */
export const refusedSort = (value: string, keys: readonly string[]): Refusal =>
  refusedChoice(
    'sort',
    value,
    keys.flatMap((key) => [key, `-${key}`]),
  );

/**
 * Asks a list without list parameters, as the spec calls it: 200 and its rows alone under `key`,
 * with no pagination. Hands back the answer.
 */
export async function expectBareList(answer: Promise<LightMyRequestResponse>, key: string) {
  const res = await answer;
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json())).toEqual([key]);
  return res;
}

/** The full names of the rows under `key` of a list's answer. */
export const namesIn =
  (key: string) => (res: { json(): Record<string, { firstname: string; lastname: string }[]> }) =>
    res.json()[key]!.map((row) => `${row.firstname} ${row.lastname}`);
