import { z } from 'zod';
import { bookMovement, moneyAccountView, pagination } from '../books/contract.js';
import { optionalId, wholeId } from '../ids.js';
import { kesAmount } from '../money-schema.js';
import { contributionKindProblem, ITEMS_MAX, rotationProblem } from '../transactions/create.js';
import {
  TRANSACTION_ITEM_STATUSES,
  TRANSACTION_TYPES,
  TRANSACTION_TYPES_MESSAGE,
} from '../transactions/status.js';

/**
 * The wire shapes of incoming payments and statements (docs/decisions/payments.md, "Statement imports"),
 * shared by server and web.
 */

/** Where a payment came from: Daraja's live callback, an M-Pesa statement, a bank statement. */
export const PAYMENT_SOURCES = ['c2b', 'mpesa_statement', 'bank_statement'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export const PAYMENT_STATUSES = ['Unmatched', 'Pending approval', 'Approved', 'Ignored'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `?status=` of `GET /payments`, one per status. */
export const PAYMENT_STATUS_FILTERS = {
  unmatched: 'Unmatched',
  pending: 'Pending approval',
  approved: 'Approved',
  ignored: 'Ignored',
} as const satisfies Record<string, PaymentStatus>;
export type PaymentStatusFilter = keyof typeof PAYMENT_STATUS_FILTERS;

export const MATCH_RULES = ['member_number', 'account_phone', 'payer_phone', 'assigned'] as const;

const money = z.number();

export const paymentSuggestion = z.object({
  user_id: z.number().int(),
  name: z.string(),
  member_number: z.string(),
  phone: z.string().nullable(),
});

export const paymentView = z.object({
  id: z.number().int(),
  source: z.enum(PAYMENT_SOURCES),
  /** The M-Pesa receipt or the bank's reference. */
  receipt: z.string(),
  paid_at: z.string(),
  paid_on: z.string(),
  amount: money,
  payer_name: z.string().nullable(),
  /** As M-Pesa gave it: whole, masked (`2547******126`), or null. */
  payer_phone: z.string().nullable(),
  /** The account number the payer typed. */
  account_ref: z.string().nullable(),
  /** The money account of the books it came into. */
  account: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(PAYMENT_STATUSES),
  user_id: z.number().int().nullable(),
  member_name: z.string().nullable(),
  member_number: z.string().nullable(),
  match_rule: z.enum(MATCH_RULES).nullable(),
  transaction_id: z.number().int().nullable(),
  items: z.array(
    z.object({ type: z.enum(TRANSACTION_TYPES), amount: money, status: z.enum(TRANSACTION_ITEM_STATUSES) }),
  ),
  suggestions: z.array(paymentSuggestion),
  note: z.string().nullable(),
  /** Whether the caller may approve it (maker-checker: not the one who imported or assigned it). */
  can_approve: z.boolean(),
});
export type PaymentView = z.infer<typeof paymentView>;

export const paymentsAnswer = z.object({ payments: z.array(paymentView), pagination });
export const paymentAnswer = z.object({ payment: paymentView, message: z.string() });

/**
 * What an import did with a reversal line (docs/decisions.md, M-Pesa): `cancelled`, the payment was
 * not approved yet and is now ignored (its pending transaction rejected); `already_ignored`, nothing
 * to do; `approved`, the books hold the money in: the treasurer takes it back; `not_recorded`, no
 * payment has the receipt (typed by hand, or before the first import): the treasurer checks it;
 * `reversal_requested`, the books hold the money in and a reversal of its transaction now waits for an
 * official's approval (docs/decisions/reversals.md, "M-Pesa reversals").
 */
export const REVERSAL_OUTCOMES = [
  'cancelled',
  'already_ignored',
  'approved',
  'not_recorded',
  'reversal_requested',
] as const;
export type ReversalOutcome = (typeof REVERSAL_OUTCOMES)[number];
/** The outcomes the treasurer must act on. */
export const reversalNeedsTreasurer = (outcome: ReversalOutcome) =>
  outcome === 'approved' || outcome === 'not_recorded' || outcome === 'reversal_requested';

export const statementReversal = z.object({
  date: z.string(),
  /** The reversal's own receipt. */
  reference: z.string(),
  /** The receipt it takes back, when the statement links one. */
  receipt: z.string().nullable(),
  amount: money,
  outcome: z.enum(REVERSAL_OUTCOMES),
  payment_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  member_name: z.string().nullable(),
  member_number: z.string().nullable(),
  message: z.string(),
  /** The approval request of the reversal it asked for (`reversal_requested`), else null. */
  approval_id: z.number().int().nullable(),
});
export type StatementReversal = z.infer<typeof statementReversal>;

/** `POST /mpesa/statements`, `POST /bank-statements/{accountId}`. */
export const statementImportAnswer = z.object({
  /** New payments recorded. */
  imported: z.number().int(),
  /** Payments already recorded (by callback, an earlier statement, or typed by hand). */
  duplicates: z.number().int(),
  /** Of the new payments, those matched to a member (each a pending transaction) and those not. */
  matched: z.number().int(),
  unmatched: z.number().int(),
  /** Lines that are not payments: not completed, zero, reversals, withdrawals and charges. */
  skipped: z.number().int(),
  /**
   * Lines refused for their date (docs/decisions/payments.md, "Money dates"), counted in `skipped`: kept
   * nowhere.
   */
  skipped_lines: z.array(z.object({ reference: z.string(), date: z.string(), reason: z.string() })),
  /** Money out of the account on the statement, for the cash book (expenses, transfers); never a reversal. */
  withdrawals: z.array(
    z.object({ date: z.string(), reference: z.string(), details: z.string().nullable(), amount: money }),
  ),
  /** The statement's reversals (M-Pesa), each with what became of the payment it takes back. */
  reversals: z.array(statementReversal),
  /**
   * What does not add up in the statement itself: a payment listed twice (kept once), a Balance that
   * does not follow from the line before it (docs/decisions/money-findings.md).
   */
  findings: z.array(
    z.object({
      kind: z.enum(['repeated_line', 'balance_break']),
      reference: z.string(),
      date: z.string(),
      message: z.string(),
    }),
  ),
  message: z.string(),
});
export type StatementImportAnswer = z.infer<typeof statementImportAnswer>;

export const c2bTokenAnswer = z.object({
  token: z.string(),
  confirmation_url: z.string(),
  validation_url: z.string(),
});

export const assignPaymentBody = z.object({ user_id: wholeId('user_id') });

export const ignorePaymentBody = z.object({
  reason: z
    .string({ error: 'A reason is required to ignore a payment' })
    .trim()
    .min(1, 'A reason is required to ignore a payment')
    .max(200, 'The reason must be at most 200 characters'),
});

/** What tells one item of a split from another: its type, and its kind or merry-go-round. */
export const splitItemKey = (item: {
  transaction_type: string;
  contribution_kind_id?: number | undefined;
  rotation_id?: number | undefined;
}) => `${item.transaction_type}:${item.contribution_kind_id ?? ''}:${item.rotation_id ?? ''}`;

/**
 * The treasurer's split; left out, the proposed one stands (docs/decisions/payments.md, "A matched
 * payment's transaction"). Any type a transaction takes, a CONTRIBUTION naming its kind and a ROTATION its
 * merry-go-round; one item per type, kind and merry-go-round.
 */
export const approvePaymentBody = z.object({
  items: z
    .array(
      z
        .object({
          transaction_type: z.enum(TRANSACTION_TYPES, { error: TRANSACTION_TYPES_MESSAGE }),
          transaction_amount: kesAmount('transaction_amount', { positive: true }),
          contribution_kind_id: optionalId('contribution_kind_id'),
          rotation_id: optionalId('rotation_id'),
        })
        .superRefine((item, ctx) => {
          const kind = contributionKindProblem(item);
          if (kind) ctx.addIssue({ code: 'custom', path: ['contribution_kind_id'], message: kind });
          const rotation = rotationProblem(item);
          if (rotation) ctx.addIssue({ code: 'custom', path: ['rotation_id'], message: rotation });
        }),
      { error: 'items must be a list' },
    )
    .min(1, 'Add at least one item')
    .max(ITEMS_MAX, `A transaction has at most ${ITEMS_MAX} items`)
    .refine((items) => new Set(items.map(splitItemKey)).size === items.length, 'One item per type at most')
    .optional(),
});
export type ApprovePaymentInput = z.output<typeof approvePaymentBody>;

export const reconciliationAnswer = z.object({
  account: moneyAccountView,
  /** The imported statement lines up to `as_of`; null when none were imported yet. */
  statement: z
    .object({
      from: z.string(),
      to: z.string(),
      lines: z.number().int(),
      opening_balance: money.nullable(),
      closing_balance: money.nullable(),
    })
    .nullable(),
  /** The books' balance of the account at the statement's last date. */
  books_balance: money,
  /** Statement closing balance less the books' balance; null without a statement balance. */
  difference: money.nullable(),
  agrees: z.boolean(),
  statement_lines: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      reference: z.string(),
      details: z.string().nullable(),
      money_in: money,
      money_out: money,
    }),
  ),
  book_entries: z.array(bookMovement),
});
export type ReconciliationAnswer = z.infer<typeof reconciliationAnswer>;

/** `GET /bank-statements/{accountId}/mapping`: the columns remembered for the account. */
export const bankMappingAnswer = z.object({
  mapping: z
    .object({
      date: z.string(),
      description: z.string(),
      credit: z.string(),
      debit: z.string(),
      reference: z.string().optional(),
      balance: z.string().optional(),
    })
    .nullable(),
});

/**
 * What the C2B callbacks answer Safaricom: Daraja's `ResultCode`/`ResultDesc`, and for a refusal
 * also the error fields of docs/decisions/wire.md, "Error answers".
 */
export const darajaAnswer = z.object({
  ResultCode: z.union([z.number(), z.string()]),
  ResultDesc: z.string(),
  message: z.string().optional(),
  detail: z.string().optional(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type DarajaAnswer = z.infer<typeof darajaAnswer>;
