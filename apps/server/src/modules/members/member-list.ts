import { formatMemberNumber, type MemberListQuery, paginationOf, type Role, sortOrder } from '@links/domain';
import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { CsvColumn } from '../../lib/csv.js';
import { forbidden } from '../../lib/errors.js';
import { keyOf, keysetBatches, type ListOrder, orderBy } from '../../lib/keyset.js';
import { holdsMemberAccount } from '../accounts/index.js';
import { holdsSavingsAccount } from '../savings/index.js';
import { memberMatches, nameOrder } from './member-search.js';

export type MemberFilter = Pick<MemberListQuery, 'q' | 'role' | 'user_id' | 'has_account' | 'has_savings'>;
export type MemberSort = MemberListQuery['sort'];

const sortValues = {
  name: { value: nameOrder, type: 'text' },
  member_number: { value: users.memberNo, type: 'integer' },
  created_at: { value: users.createdAt, type: 'timestamptz' },
} as const;

const orderOf = (sort: MemberSort): ListOrder => {
  const { field, descending } = sortOrder(sort);
  return { ...sortValues[field], id: users.id, descending };
};

/**
 * The conditions of a filter. Whether a member has an account or savings is the admin's to ask
 * (the forms that open them); a member asking is refused.
 */
function conditionsOf(filter: MemberFilter, viewer: Role): SQL[] {
  const admin = viewer === 'admin';
  if (!admin && (filter.has_account !== undefined || filter.has_savings !== undefined)) {
    throw forbidden('Only an admin can filter members by their accounts.');
  }
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(memberMatches(filter.q, { private: admin }));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.user_id) conditions.push(eq(users.id, filter.user_id));
  if (filter.has_account !== undefined) {
    const holds = holdsMemberAccount(users.id);
    conditions.push(filter.has_account ? holds : not(holds));
  }
  if (filter.has_savings !== undefined) {
    const holds = holdsSavingsAccount(users.id);
    conditions.push(filter.has_savings ? holds : not(holds));
  }
  return conditions;
}

const columns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  role: users.role,
  memberNo: users.memberNo,
  phone: users.phone,
  createdAt: users.createdAt,
};
interface MemberRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: Role;
  memberNo: number;
  phone: string | null;
  createdAt: Date;
}

/** A row as /get-users shows it (decisions §4): emails and phones only for an admin. */
function listed(user: MemberRow, viewer: Role) {
  const shown = {
    users_id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    role: user.role,
    member_number: formatMemberNumber(user.memberNo),
  };
  return viewer === 'admin' ? { ...shown, email: user.email, phone: user.phone } : shown;
}
export type ListedMember = ReturnType<typeof listed>;

/** Every member of a filter, in order: the spec's whole list (no list parameters). */
export async function allMembers(db: DbOrTx, viewer: Role, filter: MemberFilter, sort: MemberSort) {
  const rows = await db
    .select(columns)
    .from(users)
    .where(and(...conditionsOf(filter, viewer)))
    .orderBy(...orderBy(orderOf(sort)));
  return rows.map((row) => listed(row, viewer));
}

/** One page of members and the true totals; a page past the end is empty (decisions §1). */
export async function memberPage(
  db: DbOrTx,
  viewer: Role,
  query: Pick<MemberListQuery, 'page' | 'per_page' | 'sort'> & MemberFilter,
) {
  const { page, per_page, sort, ...filter } = query;
  const conditions = conditionsOf(filter, viewer);
  const [counted, rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(...conditions)),
    db
      .select(columns)
      .from(users)
      .where(and(...conditions))
      .orderBy(...orderBy(orderOf(sort)))
      .offset((page - 1) * per_page)
      .limit(per_page),
  ]);
  return {
    users: rows.map((row) => listed(row, viewer)),
    pagination: paginationOf(page, per_page, counted[0]?.n ?? 0),
  };
}

/** Every member of a filter in order, a batch at a time (GET /get-users?format=csv). */
export function memberBatches(db: DbOrTx, viewer: Role, filter: MemberFilter, sort: MemberSort) {
  const conditions = conditionsOf(filter, viewer);
  const order = orderOf(sort);
  return keysetBatches<MemberRow>(order, async (after, size) =>
    db
      .select({ ...columns, key: keyOf(order), keyId: users.id })
      .from(users)
      .where(and(...conditions, after))
      .orderBy(...orderBy(order))
      .limit(size),
  );
}

const sharedColumns: CsvColumn<MemberRow>[] = [
  { header: 'member_number', value: (u) => formatMemberNumber(u.memberNo) },
  { header: 'firstname', value: (u) => u.firstname },
  { header: 'lastname', value: (u) => u.lastname },
  { header: 'role', value: (u) => u.role },
];

/** The columns of a downloaded member list; emails and phones only for an admin. */
export function memberCsvColumns(viewer: Role): CsvColumn<MemberRow>[] {
  if (viewer !== 'admin') return sharedColumns;
  return [
    ...sharedColumns,
    { header: 'email', value: (u) => u.email },
    { header: 'phone', value: (u) => u.phone },
    { header: 'joined_at', value: (u) => u.createdAt.toISOString() },
  ];
}
