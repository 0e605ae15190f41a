import { z } from 'zod';
import { lineDispute } from '../disputes/index.js';
import { isoDateSchema } from '../money-schema.js';
import { memberShareOut } from '../shareout/contract.js';

/**
 * A KES amount as the statement sends it (docs/books.md): a JSON number with at most two decimals.
 * Signed, because a withdrawal from savings is a negative movement.
 */
const kes = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .refine(
      (value) => Number.isFinite(value) && Math.round(value * 100) / 100 === value,
      `${field} must have at most two decimals`,
    );

export const LOAN_KINDS = ['long_term', 'short_term'] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];

export const statementSavingsMovementSchema = z.object({
  date: isoDateSchema('date'),
  description: z.string(),
  /** A deposit is positive, a withdrawal negative. */
  amount: kes('amount'),
  /** The savings balance after this movement. */
  balance: kes('balance'),
  /** The journal entry the line is, which the member may dispute (docs/decisions/disputes.md). */
  entry_id: z.number().int().positive(),
  /** The latest dispute of the line (its entry's or its payment's), if any. */
  dispute: lineDispute.nullable(),
});

export const statementLoanMovementSchema = z.object({
  date: isoDateSchema('date'),
  description: z.string(),
  /** What the member paid, or on the issue row the amount lent. */
  amount: kes('amount'),
  principal: kes('principal'),
  interest: kes('interest'),
  /** The principal owed after this movement. */
  balance: kes('balance'),
  /** The journal entry the line is, which the member may dispute (docs/decisions/disputes.md). */
  entry_id: z.number().int().positive(),
  /** The latest dispute of the line (its entry's or its payment's), if any. */
  dispute: lineDispute.nullable(),
});

export const statementLoanSchema = z.object({
  loan_id: z.number().int().positive(),
  kind: z.enum(LOAN_KINDS),
  loan_amount: kes('loan_amount'),
  issued_on: isoDateSchema('issued_on'),
  opening_owed: kes('opening_owed'),
  closing_owed: kes('closing_owed'),
  amount_due: kes('amount_due'),
  /** `Uncleared` or `Cleared` (a short-term loan may send it in lower case). */
  status: z.string(),
  movements: z.array(statementLoanMovementSchema),
});

/**
 * A kind of contribution other than savings the member paid into (docs/decisions/contribution-kinds.md,
 * "On the statement"): its movements as savings', the balance their part of it.
 */
export const statementContributionSchema = z.object({
  contribution_kind_id: z.number().int().positive(),
  name: z.string(),
  kind: z.enum(['savings', 'fund', 'fee']),
  opening_balance: kes('opening_balance'),
  closing_balance: kes('closing_balance'),
  movements: z.array(statementSavingsMovementSchema),
});

/**
 * `GET /statements/{userId}` as JSON (docs/books.md): one member's savings, loans and share-outs
 * over a period.
 */
export const memberStatementSchema = z.object({
  group_name: z.string(),
  member: z.object({
    user_id: z.number().int().positive(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    /** `M007` (docs/decisions/payments.md, "Member numbers"). */
    member_number: z.string(),
  }),
  from: isoDateSchema('from'),
  to: isoDateSchema('to'),
  savings: z.object({
    opening_balance: kes('opening_balance'),
    closing_balance: kes('closing_balance'),
    movements: z.array(statementSavingsMovementSchema),
  }),
  loans: z.array(statementLoanSchema),
  contributions: z.array(statementContributionSchema),
  /** The member's lines of the share-outs paid within the period (docs/share-out.md). */
  share_outs: z.array(memberShareOut),
});

export type MemberStatement = z.infer<typeof memberStatementSchema>;
export type StatementSavingsMovement = z.infer<typeof statementSavingsMovementSchema>;
export type StatementContribution = z.infer<typeof statementContributionSchema>;
export type StatementLoan = z.infer<typeof statementLoanSchema>;
export type StatementLoanMovement = z.infer<typeof statementLoanMovementSchema>;
