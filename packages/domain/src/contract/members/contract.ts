import { z } from 'zod';
import { approvalPending } from '../approvals/contract.js';
import { offices } from '../offices/offices.js';
import { roles } from '../session.js';
import { amounts, created, memberRef, wireId } from '../wire.js';

/**
 * The wire shapes of the member lists and the profile (docs/decisions/members.md, "The profile card",
 * docs/decisions/payments.md), shared by server and web.
 */

/** `M001`: what members type as the M-Pesa account number. */
const memberNumber = z.string();
/** Stored as `2547XXXXXXXX`; null when the member has given none. */
const phone = z.string().nullable();

/** One row of `GET /get-users`; `email` and `phone` only for an admin. */
/** A member's name, as the profile and the lists put it. */
const memberName = { firstname: z.string(), lastname: z.string() };

export const listedUser = z.object({
  users_id: wireId,
  ...memberName,
  email: z.string().optional(),
  role: z.enum(roles),
  /** docs/decisions/offices.md, "On the wire". */
  office: z.enum(offices),
  member_number: memberNumber,
  phone: phone.optional(),
  /** docs/decisions/member-exits.md, "Inactive members". */
  status: z.enum(['active', 'inactive']),
});
export const usersAnswer = z.object({ users: z.array(listedUser) });
export type ListedUser = z.infer<typeof listedUser>;

/** One row of `GET /allacounts`. */
export const memberAccountRow = z.object({
  account_id: wireId,
  ...memberRef,
  email: z.string(),
  member_number: memberNumber,
  phone,
  ...amounts('savings', 'monthly_expected'),
});
export const memberAccountsAnswer = z.object({ accounts: z.array(memberAccountRow) });
export type MemberAccountRow = z.infer<typeof memberAccountRow>;

const monthlyPayment = z.object({ monthly_payment: z.number() });

/** `GET /accounts/{userId}`: the member profile card. */
export const accountSummaryAnswer = z.object({
  user_details: z.object({
    ...memberName,
    email: z.string(),
    member_number: memberNumber,
    phone,
  }),
  financial_summary: z.object({
    savings: z.object(amounts('current_amount', 'monthly_target')),
    loans: z.object({ long_term: monthlyPayment, short_term: monthlyPayment }),
  }),
  /** monthly_target + both installments: the card's total monthly payment. */
  monthly_total: z.number(),
});
export type AccountSummary = z.infer<typeof accountSummaryAnswer>;

/** `PATCH /users/{userId}`: the profile's changeable details. */
export const profileAnswer = z.object({
  users_id: wireId,
  ...memberName,
  member_number: memberNumber,
  phone,
  role: z.enum(roles),
  office: z.enum(offices),
  message: z.string(),
});

/** `POST /create-account` (201). */
export const memberAccountCreated = created('account_id');

const loanDetails = z.object({
  /** The loan's regular monthly installment in KES; 0 without a loan of that type. */
  installment: z.number(),
});

/**
 * `POST /create-user-account` (201): the create-user result of docs/spec/entities.md, "Create-user result".
 */
export const createUserAccountAnswer = z.object({
  user_id: z.number().int(),
  saving_id: z.number().int(),
  ltl_id: z.number().int().nullable(),
  stl_id: z.number().int().nullable(),
  long_term_loan_details: loanDetails,
  short_term_loan_details: loanDetails,
  /**
   * The yearly savings target / 12 plus both installments (docs/spec/screens.md, "Create-user wizard",
   * docs/decisions/members.md, "Monthly figures").
   */
  monthly_payment_total: z.number(),
  /**
   * `M007`: what the member types as the M-Pesa account number
   * (docs/decisions/payments.md, "Member numbers").
   */
  member_number: memberNumber,
  message: z.string(),
  /**
   * The one-time invitation of a member created without a password (docs/decisions/passwords.md,
   * "Invitations"); null when the official set one.
   */
  invitation_url: z.string().nullable(),
  invitation_code: z.string().nullable(),
  invitation_expires_at: z.string().nullable(),
  /**
   * A user created with `role: "admin"` is written a member and made a treasurer through the
   * quorum (docs/decisions/offices.md, "Offices of new users"): the request waiting for it, or
   * null when the office was given at once (or a member was created).
   */
  office_approval: approvalPending.nullable(),
});
export type CreateUserAccountAnswer = z.infer<typeof createUserAccountAnswer>;
