import type { Role } from '@links/domain';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { hashPassword } from '../auth/passwords.js';

export type User = typeof users.$inferSelect;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const EMAIL_TAKEN = 'A user with this email already exists.';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export interface NewUser {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  role: Role;
}

/** Inserts a user; a taken email (ignoring case) is a 409 (decisions §4). */
export async function insertUser(db: DbOrTx, input: NewUser): Promise<User> {
  const { password, ...rest } = input;
  return insertHashedUser(db, { ...rest, passwordHash: await hashPassword(password) });
}

export type NewHashedUser = Omit<NewUser, 'password'> & { passwordHash: string };

/**
 * Inserts a user whose password is already hashed, so that a caller can hash (slow on purpose)
 * before it opens its database transaction. A taken email (ignoring case) is a 409 (decisions §4).
 */
export async function insertHashedUser(db: DbOrTx, input: NewHashedUser): Promise<User> {
  const [row] = await db
    .insert(users)
    .values({
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      role: input.role,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  return row;
}

export const USER_NOT_FOUND = 'User not found.';

/** The user, or a 404 `User not found.` */
export async function requireUser(db: DbOrTx, id: number): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

export interface UserName {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
}

/** Names of the given users, for modules that list their own rows by member. */
export async function namesOf(db: DbOrTx, ids: number[]): Promise<Map<number, UserName>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * GET /get-users (decisions §4): everyone, sorted by name; an admin also sees the emails.
 */
export async function listUsers(db: DbOrTx, viewerRole: Role) {
  const rows = await db
    .select()
    .from(users)
    .orderBy(asc(sql`lower(${users.firstname})`), asc(sql`lower(${users.lastname})`), asc(users.id));
  return rows.map((user) => {
    const { email, ...shown } = toSessionUser(user);
    return viewerRole === 'admin' ? { ...shown, email } : shown;
  });
}

export function toSessionUser(user: User) {
  return {
    users_id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    role: user.role,
  };
}
