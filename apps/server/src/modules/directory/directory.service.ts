import { defaultOfficeOf, formatMemberNumber, type Office, type Role, roleOfOffice } from '@links/domain';
import { and, count, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { type DbOrTx, preparedQuery } from '../../db/client.js';
import { people, users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { violatesUnique } from '../../lib/unique-violation.js';
import { personForMembership, setPersonPassword } from './people.js';

/** A membership as stored: the member in this group (docs/decisions/people.md). */
export type Member = typeof users.$inferSelect;

/** A member, with whether their person must change a password an official set first. */
export type User = Member & { mustChangePassword: boolean };

/** A member's columns and their person's password state, for the reads that answer a `User`. */
const userColumns = { ...getTableColumns(users), mustChangePassword: people.mustChangePassword };
const selectUsers = (db: DbOrTx) =>
  db.select(userColumns).from(users).innerJoin(people, eq(people.id, users.personId));

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const EMAIL_TAKEN = 'A user with this email already exists.';
export const PHONE_TAKEN = 'A member with this phone number already exists.';

/** The member of this group with the email, if any. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [row] = await selectUsers(db).where(eq(users.email, normalizeEmail(email)));
  return row;
}

/** A member by id (docs/decisions/speed.md, "Statements built once"). */
const userById = preparedQuery<{ id: number }, User[]>('user_by_id', (db) =>
  selectUsers(db).where(eq(users.id, sql.placeholder('id'))),
);

export async function findUserById(db: DbOrTx, id: number): Promise<User | undefined> {
  const [row] = await userById(db, { id });
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
  /**
   * The office; without one, the office the role implies (docs/decisions/offices.md, "Offices of
   * new users"). The stored role is the office's.
   */
  office?: Office;
  /** Stored form `2547XXXXXXXX` (docs/decisions/payments.md, "Phones"); unique when given. */
  phone?: string | null;
}

/** The office a new user holds and the spec's role that goes with it. */
const officeAndRole = (input: Pick<NewUser, 'role' | 'office'>) => {
  const office = input.office ?? defaultOfficeOf(input.role);
  return { office, role: roleOfOffice(office) };
};

/** Inserts a user; a taken email (ignoring case) is a 409 (docs/decisions/members.md, "Members"). */
export async function insertUser(db: DbOrTx, input: NewUser): Promise<User> {
  const { password, ...rest } = input;
  return insertHashedUser(db, { ...rest, passwordHash: await hashPassword(password) });
}

export type NewHashedUser = Omit<NewUser, 'password'> & {
  /** Null: no password yet, an invitation waits (docs/decisions/passwords.md, "Invitations"). */
  passwordHash: string | null;
  /** An official chose the password: the member must change it first. */
  mustChangePassword?: boolean;
};

/**
 * Inserts a user whose password is already hashed, so that a caller can hash (slow on purpose)
 * before it opens its database transaction. A taken email (ignoring case) or phone is a 409
 * (docs/decisions/members.md, "Members", docs/decisions/payments.md, "Member numbers"). The member number
 * comes from the database, in order of creation.
 */
export async function insertHashedUser(db: DbOrTx, input: NewHashedUser): Promise<User> {
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  // The membership's person: the email's own, else a new one (docs/decisions/people.md, "Adding a member").
  let personId: number;
  try {
    personId = await personForMembership(db, email, input.passwordHash, input.mustChangePassword ?? false);
  } catch (error) {
    // The person may be this group's member already, added a moment ago by a racing request.
    if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
  const [row] = await db
    .insert(users)
    .values({
      personId,
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      email,
      ...officeAndRole(input),
      phone: input.phone ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) {
    if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw conflict(PHONE_TAKEN, 'PHONE_TAKEN');
  }
  return requireUser(db, row.id);
}

/**
 * Sets or clears a member's phone (docs/decisions/payments.md, "Phones"), inside the caller's transaction.
 * Another member's number is a 409; the unique index decides under races. Unknown user: a 404.
 */
export async function setPhone(tx: DbOrTx, userId: number, phone: string | null): Promise<Member> {
  if (phone !== null) {
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, userId)));
    if (holder) throw conflict(PHONE_TAKEN, 'PHONE_TAKEN');
  }
  let row: Member | undefined;
  try {
    [row] = await tx.update(users).set({ phone }).where(eq(users.id, userId)).returning();
  } catch (error) {
    if (violatesUnique(error, 'users_phone_unique')) throw conflict(PHONE_TAKEN, 'PHONE_TAKEN');
    throw error;
  }
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/**
 * Sets the password (a hash) of a member's person or takes it away (null), and whether it must be
 * changed before anything else (docs/decisions/passwords.md); the person's every membership signs
 * in with it (docs/decisions/people.md). The caller's transaction ends the sign-ins and audits.
 */
export async function setPasswordHash(
  db: DbOrTx,
  userId: number,
  passwordHash: string | null,
  mustChangePassword = false,
): Promise<User> {
  await setPersonPassword(db, userId, passwordHash, mustChangePassword);
  return requireUser(db, userId);
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
  /** `M007`. */
  memberNumber: string;
  phone: string | null;
}

/** A listed row's `user_firstname` and `user_lastname`: blank when the user is unknown. */
export const userNameFields = (name: Pick<UserName, 'firstname' | 'lastname'> | undefined) => ({
  user_firstname: name?.firstname ?? '',
  user_lastname: name?.lastname ?? '',
});

const nameColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  memberNo: users.memberNo,
  phone: users.phone,
};
const toUserName = ({
  memberNo,
  ...row
}: { memberNo: number } & Omit<UserName, 'memberNumber'>): UserName => ({
  ...row,
  memberNumber: formatMemberNumber(memberNo),
});
type NameRow = Parameters<typeof toUserName>[0];

/** Names of the given users, for modules that list their own rows by member. */
export async function namesOf(db: DbOrTx, ids: number[]): Promise<Map<number, UserName>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(nameColumns).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, toUserName(row)]));
}

/**
 * The group's active members, by member number, with their names: a meeting sheet's rows
 * (docs/decisions/meetings.md, "The sheet").
 */
export async function activeMembers(db: DbOrTx): Promise<UserName[]> {
  const rows = await db
    .select(nameColumns)
    .from(users)
    .where(eq(users.status, 'active'))
    .orderBy(users.memberNo, users.id);
  return rows.map(toUserName);
}

/**
 * Every user with the details payments are matched by (docs/decisions/payments.md, "Member numbers"): member
 * number, phone, names.
 */
export async function matchableUsers(db: DbOrTx) {
  const rows = await everyUser(db, {});
  return rows.map((row) => ({ ...toUserName(row), memberNo: row.memberNo }));
}

/** Every member, by id (docs/decisions/speed.md, "Statements built once"). */
const everyUser = preparedQuery<Record<string, never>, NameRow[]>('matchable_users', (db) =>
  db.select(nameColumns).from(users).orderBy(users.id),
);

/**
 * How many admins the group has: one alone may approve what they imported
 * (docs/decisions/payments.md, "Statement imports").
 */
export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}

export function toSessionUser(user: User) {
  return {
    users_id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    role: user.role,
    office: user.office,
    must_change_password: user.mustChangePassword,
  };
}

/**
 * The group's officials, who decide on money going out (docs/decisions/approvals.md, "Who is an
 * official"): the users whose role is admin. The one place that says who they are.
 */
export async function officialIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(users.id);
  return rows.map((row) => row.id);
}
