import {
  formatMemberNumber,
  type MemberListQuery,
  type MemberStatus,
  type Office,
  type Role,
} from '@links/domain';
import { and, eq, not, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { CsvColumn } from '../../lib/csv.js';
import { forbidden } from '../../lib/errors.js';
import { defineList } from '../../lib/list.js';
import { holdsMemberAccount } from '../accounts/index.js';
import { memberMatches, nameOrder, userListSource } from '../directory/index.js';
import { holdsSavingsAccount } from '../savings/index.js';

const users = userListSource.columns;

export type MemberFilter = Pick<
  MemberListQuery,
  'q' | 'role' | 'user_id' | 'has_account' | 'has_savings' | 'status'
>;
/** Who is asking: the list hides emails and phones from a member. */
export interface Viewed {
  viewer: Role;
}

/**
 * The conditions of a filter. Whether a member has an account or savings is the admin's to ask
 * (the forms that open them); a member asking is refused.
 */
function conditionsOf(filter: MemberFilter & Viewed): SQL[] {
  const admin = filter.viewer === 'admin';
  if (!admin && (filter.has_account !== undefined || filter.has_savings !== undefined)) {
    throw forbidden('Only an admin can filter members by their accounts.');
  }
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(memberMatches(filter.q, { private: admin }));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.user_id) conditions.push(eq(users.id, filter.user_id));
  // Members who left are left out unless asked for; a picker naming one chosen earlier still finds
  // them (docs/decisions/member-exits.md, "Inactive members").
  const status = filter.status ?? (filter.user_id ? 'all' : 'active');
  if (status !== 'all') conditions.push(eq(users.status, status));
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

interface MemberRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: Role;
  office: Office;
  memberNo: number;
  phone: string | null;
  createdAt: Date;
  status: MemberStatus;
}

/**
 * A row as /get-users shows it (docs/decisions/members.md, "Members"): emails and phones only for an admin.
 */
function listed(user: MemberRow, viewer: Role) {
  const shown = {
    users_id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    role: user.role,
    office: user.office,
    member_number: formatMemberNumber(user.memberNo),
    status: user.status,
  };
  return viewer === 'admin' ? { ...shown, email: user.email, phone: user.phone } : shown;
}
export type ListedMember = ReturnType<typeof listed>;

const members = {
  sorts: {
    name: { value: nameOrder, type: 'text' },
    member_number: users.memberNo,
    created_at: users.createdAt,
  },
  id: users.id,
  fields: users,
  from: userListSource.from,
  where: (_db: DbOrTx, filter: MemberFilter & Viewed) => and(...conditionsOf(filter)),
};

/** GET /get-users (docs/decisions/members.md, "Members"): the users, emails and phones only for an admin. */
export const memberList = defineList({
  ...members,
  rows: (_db, rows: MemberRow[], { viewer }) => rows.map((row) => listed(row, viewer)),
});

/** The same users as read, for the download's columns (`memberCsvColumns`). */
export const memberRowList = defineList({ ...members, rows: (_db, rows: MemberRow[]) => rows });

const sharedColumns: CsvColumn<MemberRow>[] = [
  { header: 'member_number', value: (u) => formatMemberNumber(u.memberNo) },
  { header: 'firstname', value: (u) => u.firstname },
  { header: 'lastname', value: (u) => u.lastname },
  { header: 'role', value: (u) => u.role },
  { header: 'office', value: (u) => u.office },
  { header: 'status', value: (u) => u.status },
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
