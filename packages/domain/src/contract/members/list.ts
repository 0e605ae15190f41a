import { z } from 'zod';
import { listQuery, paginationSchema, userIdFilter } from '../lists.js';
import { roles } from '../session.js';
import { listedUser, memberAccountRow } from './contract.js';
import { memberStatusFilters } from './exit.js';

/** `?has_account=true|false`: a yes-or-no filter, as text on the wire. */
export const yesNoParam = (field: string) =>
  z
    .enum(['true', 'false'], { error: `${field} must be true or false` })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'));

export const MEMBER_SORTS = ['name', 'member_number', 'created_at'] as const;

/**
 * GET /get-users: `q` finds members by the start of any word of their name, their member number
 * (`M007`, `7`), and for an admin the start of their email or phone; `role`; `has_account` and
 * `has_savings` (admin only) keep members with or without a member account or a savings account,
 * which the forms that open one use. Sorted by name unless asked otherwise.
 */
const roleFilter = {
  role: z.enum(roles, { error: `role must be one of ${roles.join(', ')}` }).optional(),
};

export const memberListQuery = listQuery(MEMBER_SORTS, 'name', {
  ...roleFilter,
  /** One user by id: a picker showing the name of a member chosen earlier (a filter in the URL). */
  ...userIdFilter,
  has_account: yesNoParam('has_account'),
  has_savings: yesNoParam('has_savings'),
  /** Members who left are left out unless asked for (docs/decisions/member-exits.md, "Inactive members"). */
  status: z
    .enum(memberStatusFilters, { error: `status must be one of ${memberStatusFilters.join(', ')}` })
    .optional(),
});
export type MemberListQuery = z.output<typeof memberListQuery>;

/** `/get-users` without list parameters is the spec's whole list; with any, a page of it. */
export const usersListAnswer = z.object({
  users: z.array(listedUser),
  pagination: paginationSchema.optional(),
});

export const ACCOUNT_SORTS = ['name', 'member_number', 'savings', 'created_at'] as const;

/**
 * GET /allacounts: `q` finds the account holder as /get-users does for an admin; `role`; sorted
 * by the holder's name unless asked otherwise (`savings`: the savings balance).
 */
export const accountListQuery = listQuery(ACCOUNT_SORTS, 'name', { ...roleFilter, ...userIdFilter });
export type AccountListQuery = z.output<typeof accountListQuery>;

export const accountsListAnswer = z.object({
  accounts: z.array(memberAccountRow),
  pagination: paginationSchema.optional(),
});
