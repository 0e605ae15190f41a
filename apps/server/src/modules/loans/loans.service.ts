import {
  type Cents,
  centsToKes,
  flatSchedule,
  formatMoney,
  type LoanSchedule,
  loanIssued,
  reducingBalanceSchedule,
} from '@links/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { loanInstallments, loans } from '../../db/schema.js';
import { conflict, unprocessable } from '../../lib/errors.js';
import { violatesUnique } from '../../lib/unique-violation.js';
import { auditFields, recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { payOutOf } from '../banking/index.js';
import { type MoneyAccount, resolveMoneyAccount, systemAccountId } from '../books/index.js';
import { postEntry } from '../books/journal.service.js';
import { requireUser } from '../directory/directory.service.js';
import { mpesaPayoutAccount, owePayout, refuseB2cAmount } from '../payouts/index.js';
import { requireSettings } from '../settings/settings.service.js';
import { kindLabels, type LoanKind } from './loan-kinds.js';
import type { LongTermLoanInput, ShortTermLoanInput } from './loans.schemas.js';
import { tellLoanIssued } from './notices.js';

export type { LoanKind } from './loan-kinds.js';
export {
  applyLoanRepayment,
  type LoanRepayment,
  type RepaymentApplied,
  repaymentCeiling,
} from './repayment.js';
export { takeBackRepayment } from './repayment-reversal.js';
export type Loan = typeof loans.$inferSelect;

/** docs/decisions/loans.md, "One loan of each kind": a member has at most one uncleared loan of each type. */
export const unclearedLoanExists = (kind: LoanKind) =>
  `This member already has an uncleared ${kindLabels[kind]} loan.`;

export async function hasUnclearedLoan(db: DbOrTx, userId: number, kind: LoanKind): Promise<boolean> {
  const [row] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.kind, kind), eq(loans.status, 'Uncleared')))
    .limit(1);
  return row !== undefined;
}

export interface NewLoan {
  userId: number;
  kind: LoanKind;
  /**
   * What was lent; the schedule's principal is what is owed at issue
   * (docs/decisions/loans.md, "Loans the wizard brings in").
   */
  loanAmount: Cents;
  rateBp: number;
  months: number;
  issuedOn: string;
  schedule: LoanSchedule;
  createdBy: number;
  /**
   * Where the money came from: paid out of a money account, or a loan brought in from before the
   * app, posted against Opening balances (docs/books.md).
   */
  source: { paidFrom: MoneyAccount } | { byMpesa: true; at: Date } | 'opening_balance';
}

async function insertLoanRow(tx: Tx, loan: NewLoan): Promise<Loan> {
  const { schedule } = loan;
  try {
    const [row] = await tx
      .insert(loans)
      .values({
        userId: loan.userId,
        kind: loan.kind,
        loanAmountCents: loan.loanAmount,
        principalCents: schedule.principal,
        rateBp: loan.rateBp,
        months: loan.months,
        issuedOn: loan.issuedOn,
        dueOn: schedule.dueDate,
        installmentCents: schedule.installment,
        totalInterestCents: schedule.totalInterest,
        createdBy: loan.createdBy,
      })
      .returning();
    if (!row) throw new Error('The loan insert returned no row');
    return row;
  } catch (error) {
    // Two racing requests both pass the check; the partial unique index stops the second.
    if (violatesUnique(error, 'loans_one_uncleared_per_kind')) {
      throw conflict(unclearedLoanExists(loan.kind), 'UNCLEARED_LOAN_EXISTS');
    }
    throw error;
  }
}

/**
 * Writes a loan inside the caller's transaction: the loan with its position, its installments,
 * and its entry in the books, Dr Loans to members for the principal owed, Cr the paying account or
 * Opening balances (docs/decisions/books.md, "Double entry"; on the cash basis the interest it expects is not
 * posted). An unknown member is a 404; an uncleared loan of the same kind a 409
 * (docs/decisions/loans.md, "One loan of each kind"); a bank account that does not hold the principal a 422.
 */
export async function recordLoan(tx: Tx, loan: NewLoan): Promise<Loan> {
  const { schedule } = loan;
  const member = await requireUser(tx, loan.userId);
  if (await hasUnclearedLoan(tx, loan.userId, loan.kind)) {
    throw conflict(unclearedLoanExists(loan.kind), 'UNCLEARED_LOAN_EXISTS');
  }
  const row = await insertLoanRow(tx, loan);
  await insertInstallments(tx, row.id, schedule);
  await postLoanIssued(tx, loan, row.id);
  // The installments and the entry set what the loan owes (docs/decisions/journal-balances.md).
  const [issued] = await tx.select().from(loans).where(eq(loans.id, row.id));
  await tellLoanIssued(tx, loan, issued ?? row, member.firstname);
  return issued ?? row;
}

/** Stores a loan's schedule, one row per installment. */
export async function insertInstallments(tx: Tx, loanId: number, schedule: Pick<LoanSchedule, 'rows'>) {
  await tx.insert(loanInstallments).values(
    schedule.rows.map((installment) => ({
      loanId,
      number: installment.number,
      dueOn: installment.dueDate,
      interestCents: installment.interest,
      principalCents: installment.principal,
    })),
  );
}

async function postLoanIssued(tx: Tx, loan: NewLoan, loanId: number): Promise<void> {
  const { principal } = loan.schedule;
  let source: number;
  if (loan.source === 'opening_balance') source = await systemAccountId(tx, 'opening');
  else if ('byMpesa' in loan.source) {
    // docs/decisions/payouts.md, "Owing": the loan is owed to the member in Payouts due until sent.
    refuseB2cAmount(principal);
    source = (await mpesaPayoutAccount(tx)).id;
  } else {
    await payOutOf(tx, loan.source.paidFrom, principal, { field: 'account_id' });
    source = loan.source.paidFrom.id;
  }
  const label = loan.kind === 'long_term' ? 'Long-term' : 'Short-term';
  await postEntry(tx, {
    kind: 'loan',
    ref: loanId,
    date: loan.issuedOn,
    memo: `${label} loan #${loanId} ${loan.source === 'opening_balance' ? 'brought in' : 'issued'}`,
    lines: loanIssued(
      { loans: await systemAccountId(tx, 'loans'), source },
      { userId: loan.userId, loanId },
      principal,
    ),
    createdBy: loan.createdBy,
  });
  if (loan.source !== 'opening_balance' && 'byMpesa' in loan.source) {
    await owePayout(
      tx,
      {
        source: 'loan',
        sourceId: loanId,
        userId: loan.userId,
        amountCents: principal,
        description: `${label} loan #${loanId}`,
      },
      { userId: loan.createdBy, at: loan.source.at },
    );
  }
}

export const LONG_TERM_CREATED = 'Loan added successfully';
export const SHORT_TERM_CREATED = 'Short term loan added successfully';

type IssuedLoan = Omit<NewLoan, 'source' | 'createdBy'>;

/**
 * Issues a loan the API asked for in one transaction: paid out of the named money account (else
 * the settings' default), written with its entry in the books and one audit record.
 */
async function issueLoan(
  db: Db,
  context: SignedInContext,
  accountId: number | undefined,
  defaultAccountId: number | null,
  loan: IssuedLoan,
  payByMpesa = false,
): Promise<Loan> {
  return db.transaction(async (tx) => {
    const source: NewLoan['source'] = payByMpesa
      ? { byMpesa: true, at: context.at }
      : { paidFrom: await resolveMoneyAccount(tx, accountId, defaultAccountId) };
    const row = await recordLoan(tx, { ...loan, source, createdBy: context.userId });
    await recordAudit(tx, context, {
      action: 'create',
      entity: 'loan',
      entityId: row.id,
      memberId: row.userId,
      after: auditFields(row),
    });
    return row;
  });
}

/**
 * POST /addloan: a reducing-balance schedule at the settings' yearly rate and term
 * (docs/decisions/loans.md, "Group settings").
 */
export async function issueLongTermLoan(db: Db, input: LongTermLoanInput, context: SignedInContext) {
  const settings = await requireSettings(db);
  const terms = {
    principal: input.loan_amount,
    yearlyRateBp: settings.longTermRateBp,
    months: settings.longTermMonths,
    issuedOn: input.date_issued,
  };
  const schedule = reducingBalanceSchedule(terms);
  const loan = await issueLoan(
    db,
    context,
    input.account_id,
    settings.defaultAccountId,
    {
      userId: input.user_id,
      kind: 'long_term',
      loanAmount: input.loan_amount,
      rateBp: terms.yearlyRateBp,
      months: terms.months,
      issuedOn: terms.issuedOn,
      schedule,
    },
    input.pay_by_mpesa === true,
  );
  return { loan, schedule };
}

/**
 * The derived values a client sent must be the server's to the cent
 * (docs/decisions/loans.md, "Short-term loans"); each one that is not is named in the 422, with the value it
 * should have been.
 */
function checkClientFigures(input: ShortTermLoanInput, schedule: LoanSchedule): void {
  const wrong: Record<string, string> = {};
  const expectCents = (field: string, sent: Cents | undefined, actual: Cents) => {
    if (sent !== undefined && sent !== actual)
      wrong[field] = `${field} must be ${formatMoney(actual)} for this loan`;
  };
  expectCents('interest_amount', input.interest_amount, schedule.totalInterest);
  expectCents('amount_due', input.amount_due, schedule.amountDue);
  expectCents('installment_amount', input.installment_amount, schedule.installment);
  if (input.due_date !== undefined && input.due_date !== schedule.dueDate) {
    wrong.due_date = `due_date must be ${schedule.dueDate} for this loan`;
  }
  // docs/spec/entities.md, "Short-term loan": a short-term loan starts `uncleared`.
  if (input.status !== undefined && input.status !== 'uncleared') {
    wrong.status = 'status must be uncleared for a new loan';
  }
  const first = Object.values(wrong)[0];
  if (first) throw unprocessable(first, wrong, 'VALIDATION_FAILED');
}

/** POST /addshorttermloan: flat interest for the whole loan; rate and term default from the settings. */
export async function issueShortTermLoan(db: Db, input: ShortTermLoanInput, context: SignedInContext) {
  const settings = await requireSettings(db);
  const terms = {
    principal: input.principal,
    rateBp: input.interest_rate ?? settings.shortTermRateBp,
    months: input.payment_period ?? settings.shortTermMonths,
    issuedOn: input.date_issued,
  };
  const schedule = flatSchedule(terms);
  checkClientFigures(input, schedule);
  const loan = await issueLoan(
    db,
    context,
    input.account_id,
    settings.defaultAccountId,
    {
      userId: input.user_id,
      kind: 'short_term',
      loanAmount: input.principal,
      rateBp: terms.rateBp,
      months: terms.months,
      issuedOn: terms.issuedOn,
      schedule,
    },
    input.pay_by_mpesa === true,
  );
  return { loan, schedule };
}

/** The answer of POST /addloan. */
export const longTermAnswer = ({ loan, schedule }: Awaited<ReturnType<typeof issueLongTermLoan>>) => ({
  loan_id: loan.id,
  installment_amount: centsToKes(schedule.installment),
  total_interest: centsToKes(schedule.totalInterest),
  due_date: schedule.dueDate,
  message: LONG_TERM_CREATED,
});

/** The answer of POST /addshorttermloan. */
export const shortTermAnswer = ({ loan, schedule }: Awaited<ReturnType<typeof issueShortTermLoan>>) => ({
  loan_id: loan.id,
  interest_amount: centsToKes(schedule.totalInterest),
  amount_due: centsToKes(schedule.amountDue),
  installment_amount: centsToKes(schedule.installment),
  due_date: schedule.dueDate,
  message: SHORT_TERM_CREATED,
});
