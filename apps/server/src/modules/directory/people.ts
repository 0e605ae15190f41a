import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { asPlatform } from '../../db/group-context.js';
import { people, users } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';

/*
 * docs/decisions/people.md, "People and memberships": a person signs in once for the whole
 * deployment; each of their memberships is a users row of one group. The person holds the email
 * and the password; the membership holds the office, the member number and everything of money.
 */

export interface Person {
  id: number;
  email: string;
  passwordHash: string | null;
  mustChangePassword: boolean;
  lastGroupId: number | null;
}

/** One membership of a person, as sign-in and the group switcher need it. */
export interface Membership {
  groupId: number;
  userId: number;
  office: (typeof users.$inferSelect)['office'];
  role: (typeof users.$inferSelect)['role'];
  memberNo: number;
  status: (typeof users.$inferSelect)['status'];
}

const personColumns = {
  id: people.id,
  email: people.email,
  passwordHash: people.passwordHash,
  mustChangePassword: people.mustChangePassword,
  lastGroupId: people.lastGroupId,
};

export const PERSON_ELSEWHERE =
  'This person already signs in to Links with this email. Add them without a password: they sign in with their own.';

/** The person of an email (stored lower-cased), whichever groups they belong to. */
export async function findPersonByEmail(db: DbOrTx, email: string): Promise<Person | undefined> {
  const [row] = await db.select(personColumns).from(people).where(eq(people.email, email));
  return row;
}

/** The person of a membership of the current group. */
export async function personOfUser(db: DbOrTx, userId: number): Promise<Person | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .innerJoin(people, eq(people.id, users.personId))
    .where(eq(users.id, userId));
  return row;
}

/**
 * Every membership of a person, across groups (docs/decisions/people.md, "Signing in"): read as the
 * platform, by the index on the person; in group order.
 */
export function membershipsOf(db: Db, personId: number): Promise<Membership[]> {
  return asPlatform(() =>
    db
      .select({
        groupId: users.groupId,
        userId: users.id,
        office: users.office,
        role: users.role,
        memberNo: users.memberNo,
        status: users.status,
      })
      .from(users)
      .where(eq(users.personId, personId))
      .orderBy(users.groupId),
  );
}

/** The groups besides `groupId` the person belongs to. */
export async function otherGroupsOf(db: Db, personId: number, groupId: number): Promise<number[]> {
  const memberships = await membershipsOf(db, personId);
  return memberships.filter((m) => m.groupId !== groupId).map((m) => m.groupId);
}

/** Where the person's next sign-in lands: the group they last worked in. */
export async function noteLastGroup(db: DbOrTx, personId: number, groupId: number): Promise<void> {
  await db.update(people).set({ lastGroupId: groupId }).where(eq(people.id, personId));
}

/**
 * The person an added membership belongs to (docs/decisions/people.md, "Adding a member"): a new
 * person with the given password, else the email's person as they are. A person who exists keeps
 * their own password: giving them one is a 409, whoever else they belong to.
 */
export async function personForMembership(
  tx: DbOrTx,
  email: string,
  passwordHash: string | null,
  mustChangePassword: boolean,
): Promise<number> {
  const [created] = await tx
    .insert(people)
    .values({ email, passwordHash, mustChangePassword })
    .onConflictDoNothing()
    .returning({ id: people.id });
  if (created) return created.id;
  const person = await findPersonByEmail(tx, email);
  if (!person) throw new Error('A person vanished while a membership was added.');
  if (passwordHash !== null) throw conflict(PERSON_ELSEWHERE, 'PERSON_ELSEWHERE');
  return person.id;
}

/**
 * Sets the password (a hash) of the person of `userId`, or takes it away (null), and whether it
 * must be changed first (docs/decisions/passwords.md). The caller's transaction ends the sign-ins
 * and audits.
 */
export async function setPersonPassword(
  db: DbOrTx,
  userId: number,
  passwordHash: string | null,
  mustChangePassword: boolean,
): Promise<boolean> {
  const updated = await db
    .update(people)
    .set({ passwordHash, mustChangePassword })
    .where(eq(people.id, sql`(select ${users.personId} from ${users} where ${users.id} = ${userId})`))
    .returning({ id: people.id });
  return updated.length > 0;
}

/** Whether the person of `userId` has a password of their own (no invitation needed). */
export async function hasPassword(db: DbOrTx, userId: number): Promise<boolean> {
  const person = await personOfUser(db, userId);
  return person?.passwordHash != null;
}

/** How many members who have not left each of the groups has, across groups (the host's list). */
export async function activeMemberCounts(db: Db, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await asPlatform(() =>
    db
      .select({ groupId: users.groupId, n: count() })
      .from(users)
      .where(and(inArray(users.groupId, groupIds), eq(users.status, 'active')))
      .groupBy(users.groupId),
  );
  return new Map(rows.map((row) => [row.groupId, row.n]));
}
