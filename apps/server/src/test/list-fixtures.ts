import { expect } from 'vitest';
import { users } from '../db/schema.js';
import type { TestContext } from './app.js';

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
  const rows = await ctx.database.db
    .insert(users)
    .values(
      PEOPLE.map(([firstname, lastname], n) => ({
        firstname,
        lastname,
        email: `person${n}@list.test`,
        passwordHash: 'not-a-real-hash',
        role: 'member' as const,
        phone: n < 6 ? `2547120000${String(n).padStart(2, '0')}` : null,
      })),
    )
    .returning({ id: users.id, firstname: users.firstname, lastname: users.lastname });
  return new Map(rows.map((row) => [`${row.firstname} ${row.lastname}`, row.id]));
}

/** The lines of a CSV answer, without its BOM. */
export function csvLines(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return res.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

/** Sorting names as the lists do: by first name then last name, ignoring case. */
export const byName = (names: readonly string[]) =>
  [...names].sort((a, b) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
  );
