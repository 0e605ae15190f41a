import { eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { people, users } from '../../db/schema.js';
import { likeContaining } from '../../lib/text-search.js';

/*
 * Query fragments for another module's list that must name, sort or filter its rows by member in
 * its own query (a paged list keeps one query; docs/decisions/modules.md, "Table ownership"). Any other read
 * of a member goes through the service (`namesOf`, `findUserById`, …).
 */

/** The join onto the member of `userId`, spread into `.innerJoin(...memberJoin(rows.userId))`. */
export const memberJoin = (userId: AnyPgColumn) => [users, eq(users.id, userId)] as const;

/** The join from a joined member onto their person, for `memberColumns.mustChangePassword`. */
export const personJoin = [people, eq(people.id, users.personId)] as const;

/** The member's columns a query that joined `memberJoin` may select, sort or filter by. */
export const memberColumns = {
  firstname: users.firstname,
  lastname: users.lastname,
  memberNo: users.memberNo,
  role: users.role,
  mustChangePassword: people.mustChangePassword,
  office: users.office,
  status: users.status,
};

/** Whether the member of `userId` has a full name matching the `ilike` pattern, without a join. */
export const memberNameLike = (userId: AnyPgColumn, pattern: string): SQL =>
  sql`exists (select 1 from ${users} u where u.id = ${userId}
                  and (u.firstname || ' ' || u.lastname) ilike ${pattern})`;

/** Whether the member of `userId` has this member number, without a join. */
export const memberNumbered = (userId: AnyPgColumn, memberNo: number): SQL =>
  sql`exists (select 1 from ${users} u where u.id = ${userId} and u.member_no = ${memberNo})`;

/** The ids of members whose full name holds the text; the members table is small, so this is cheap. */
export async function memberIdsNamed(db: DbOrTx, text: string): Promise<number[]> {
  const pattern = likeContaining(text);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern));
  return rows.map((row) => row.id);
}

/**
 * The users as the source of members' own paged list (GET /get-users keeps one query, with filters
 * on other modules' tables): its columns and its `from`.
 */
export const userListSource = {
  columns: {
    id: users.id,
    firstname: users.firstname,
    lastname: users.lastname,
    email: users.email,
    role: users.role,
    office: users.office,
    memberNo: users.memberNo,
    phone: users.phone,
    createdAt: users.createdAt,
    status: users.status,
  },
  from: (db: DbOrTx, fields: SelectedFields) => db.select(fields).from(users),
};
