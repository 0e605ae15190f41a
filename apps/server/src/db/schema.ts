import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('role', ['admin', 'member']);

/** One row: the group's name and the defaults of decisions §6, editable by an admin. */
export const groupSettings = pgTable(
  'group_settings',
  {
    id: integer('id').primaryKey().default(1),
    groupName: text('group_name').notNull(),
    longTermRateBp: integer('long_term_rate_bp').notNull().default(1200),
    longTermMonths: integer('long_term_months').notNull().default(24),
    shortTermRateBp: integer('short_term_rate_bp').notNull().default(1800),
    shortTermMonths: integer('short_term_months').notNull().default(3),
    savingsTargetCents: bigint('savings_target_cents', { mode: 'number' }).notNull().default(3_000_000),
    /** The money account (a books account) money is received into and paid from when a call names none. */
    defaultAccountId: integer('default_account_id').references((): AnyPgColumn => ledgerAccounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('group_settings_single_row', sql`${t.id} = 1`)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  /** Stored trimmed and lower-cased, so that uniqueness ignores case (decisions §4). */
  email: text('email').notNull().unique('users_email_unique'),
  passwordHash: text('password_hash').notNull(),
  role: roleEnum('role').notNull(),
  createdAt: createdAt(),
});

/** Refresh tokens, stored only as hashes; a family is one sign-in's chain of rotations (decisions §2). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Failed sign-ins by email, for the lock of decisions §2. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.failedAt)],
);

// ---------------------------------------------------------------------------------------------
// Money. Every stored balance below is reconciled against the books' journal (decisions §8, §9).
// ---------------------------------------------------------------------------------------------

const cents = (name: string) => bigint(name, { mode: 'number' });

/** A member's account in the group: what puts them in /allacounts (decisions §4). */
export const memberAccounts = pgTable('member_accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique('member_accounts_user_unique')
    .references(() => users.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
});

/** One savings account per member; the balance moves only with ledger entries. */
export const savingsAccounts = pgTable(
  'savings_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique('savings_accounts_user_unique')
      .references(() => users.id, { onDelete: 'restrict' }),
    balanceCents: cents('balance_cents').notNull().default(0),
    yearlyTargetCents: cents('yearly_target_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('savings_balance_not_negative', sql`${t.balanceCents} >= 0`)],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    balanceCents: cents('balance_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_accounts_name_unique').on(sql`lower(${t.name})`),
    check('bank_balance_not_negative', sql`${t.balanceCents} >= 0`),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    commentType: text('comment_type').notNull(),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('expense_amount_positive', sql`${t.amountCents} > 0`),
    index('expenses_created_idx').on(t.createdAt),
  ],
);

export const loanKindEnum = pgEnum('loan_kind', ['long_term', 'short_term']);
export const loanStatusEnum = pgEnum('loan_status', ['Uncleared', 'Cleared']);

/**
 * A loan and its outstanding position. `principalCents` is what the schedule spreads (what is
 * owed at issue); `loanAmountCents` is what was lent (larger when an existing loan is brought in).
 */
export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: loanKindEnum('kind').notNull(),
    loanAmountCents: cents('loan_amount_cents').notNull(),
    principalCents: cents('principal_cents').notNull(),
    /** Long-term: yearly rate; short-term: the rate for the whole loan. Basis points. */
    rateBp: integer('rate_bp').notNull(),
    months: integer('months').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    installmentCents: cents('installment_cents').notNull(),
    totalInterestCents: cents('total_interest_cents').notNull(),
    principalOutstandingCents: cents('principal_outstanding_cents').notNull(),
    interestOutstandingCents: cents('interest_outstanding_cents').notNull(),
    status: loanStatusEnum('status').notNull().default('Uncleared'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // decisions §6: at most one uncleared loan of each type per member.
    uniqueIndex('loans_one_uncleared_per_kind').on(t.userId, t.kind).where(sql`${t.status} = 'Uncleared'`),
    check(
      'loan_outstanding_not_negative',
      sql`${t.principalOutstandingCents} >= 0 and ${t.interestOutstandingCents} >= 0`,
    ),
  ],
);

export const loanInstallments = pgTable(
  'loan_installments',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    interestCents: cents('interest_cents').notNull(),
    principalCents: cents('principal_cents').notNull(),
    interestPaidCents: cents('interest_paid_cents').notNull().default(0),
    principalPaidCents: cents('principal_paid_cents').notNull().default(0),
  },
  (t) => [uniqueIndex('loan_installments_number_unique').on(t.loanId, t.number)],
);

export const transactionItemTypeEnum = pgEnum('transaction_item_type', ['SAVING', 'LTL', 'STL']);
export const transactionItemStatusEnum = pgEnum('transaction_item_status', [
  'Pending',
  'Approved',
  'Rejected',
]);

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    totalCents: cents('total_cents').notNull(),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_user_idx').on(t.userId, t.createdAt),
    index('transactions_created_idx').on(t.createdAt),
  ],
);

export const transactionItems = pgTable(
  'transaction_items',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    type: transactionItemTypeEnum('type').notNull(),
    amountCents: cents('amount_cents').notNull(),
    extra: text('extra'),
    status: transactionItemStatusEnum('status').notNull().default('Pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    index('transaction_items_transaction_idx').on(t.transactionId),
    check('transaction_item_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** What an approved LTL or STL item paid off, split into principal and interest (decisions §6). */
export const loanPayments = pgTable(
  'loan_payments',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'restrict' }),
    transactionItemId: integer('transaction_item_id')
      .notNull()
      .unique('loan_payments_item_unique')
      .references(() => transactionItems.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    principalPaidCents: cents('principal_paid_cents').notNull(),
    interestPaidCents: cents('interest_paid_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('loan_payments_loan_idx').on(t.loanId)],
);

// ---------------------------------------------------------------------------------------------
// The books (decisions §9, docs/books.md): a chart of accounts and a balanced, append-only journal.
// ---------------------------------------------------------------------------------------------

export const accountTypeEnum = pgEnum('account_type', ['asset', 'liability', 'equity', 'income', 'expense']);

/** One account of the chart: a system account, a bank account's, or an expense category's. */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique('ledger_accounts_code_unique'),
  name: text('name').notNull(),
  type: accountTypeEnum('type').notNull(),
  /** `cash`, `loans`, `savings`, … for the accounts every group has (packages/domain books). */
  systemKey: text('system_key').unique('ledger_accounts_system_key_unique'),
  bankAccountId: integer('bank_account_id')
    .unique('ledger_accounts_bank_unique')
    .references(() => bankAccounts.id, { onDelete: 'restrict' }),
  /** An expense category, trimmed and lower-cased, so that one category is one account. */
  expenseCategory: text('expense_category').unique('ledger_accounts_expense_category_unique'),
  createdAt: createdAt(),
});

/**
 * One money event. `key` names the event (`item:12`, `loan:3`, …) and is unique, so a retry or a
 * race can never post one event twice. Append-only: a trigger refuses updates and deletes, and a
 * deferred trigger refuses, at commit, an entry whose lines do not balance.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull().unique('journal_entries_key_unique'),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    memo: text('memo').notNull(),
    /** The payment transaction an approved item belongs to, for `TRN-<id>` labels. */
    transactionId: integer('transaction_id'),
    reversesId: bigint('reverses_id', { mode: 'number' }).unique('journal_entries_reverses_unique'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('journal_entries_date_idx').on(t.entryDate, t.id)],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** The entry's date again, so that reports as of a date read one index. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** The member sub-ledger (Members' savings, and the loans a member owes). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    loanId: integer('loan_id').references(() => loans.id, { onDelete: 'restrict' }),
    debitCents: cents('debit_cents').notNull().default(0),
    creditCents: cents('credit_cents').notNull().default(0),
  },
  (t) => [
    check(
      'journal_line_one_sided',
      sql`(${t.debitCents} > 0 and ${t.creditCents} = 0) or (${t.creditCents} > 0 and ${t.debitCents} = 0)`,
    ),
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_idx').on(t.accountId, t.entryDate, t.entryId),
    index('journal_lines_user_idx').on(t.userId, t.entryDate).where(sql`${t.userId} is not null`),
    index('journal_lines_loan_idx').on(t.loanId, t.entryDate).where(sql`${t.loanId} is not null`),
  ],
);
