import {
  addMonthsClamped,
  centsToKes,
  createTransactionSchemaFor,
  type DecisionInput,
  parseKes,
  systemClock,
  type TransactionType,
} from '@links/domain';
import type { Db } from '../db/client.js';
import { type SignedInContext, scriptContext } from '../modules/audit/audit.service.js';
import { loanTotalsOf } from '../modules/loans/loans.queries.js';
import { longTermLoanBodyFor, shortTermLoanBodyFor } from '../modules/loans/loans.schemas.js';
import { issueLongTermLoan, issueShortTermLoan, type LoanKind } from '../modules/loans/loans.service.js';
import { monthlyTargetCents } from '../modules/savings/savings.service.js';
import {
  type ApprovalKind,
  createTransactionsService,
} from '../modules/transactions/transactions.service.js';
import type { DemoCalendar, PlannedLoan, PlannedMember } from './demo-plan.js';
import type { Treasurer } from './demo-treasury.js';
import type { Random } from './random.js';

/** A loan a member is repaying: paid an installment a month once the first one is due. */
export interface ActiveLoan {
  firstDueOn: string;
  installmentCents: number;
  payOffOn?: string;
}

export interface EnrolledMember {
  plan: PlannedMember;
  userId: number;
  loans: Map<LoanKind, ActiveLoan>;
}

export interface PaymentTally {
  transactions: number;
  loansIssued: number;
}

const MONTHS = 'January February March April May June July August September October November December';
const approvalOf: Record<TransactionType, ApprovalKind> = {
  SAVING: 'savings',
  LTL: 'loan-long',
  STL: 'short-long',
  CONTRIBUTION: 'contributions',
  ROTATION: 'rotations',
  FINE: 'fines',
};
const loanItemType: Record<LoanKind, TransactionType> = { long_term: 'LTL', short_term: 'STL' };

/** A KES number from an answer, back in cents; exact, as the API's own amounts are. */
export function kesToCents(value: number): number {
  const parsed = parseKes(value);
  if (!parsed.ok) throw new RangeError(`Not a KES amount: ${value}`);
  return parsed.cents;
}

interface Item {
  type: TransactionType;
  cents: number;
}

/**
 * Plays a year of the group's life through the services the API uses: loans issued on their
 * dates, a contribution a month from each member with their loan installments in the same M-Pesa
 * payment, approved by the admin (docs/decisions/transactions.md, "Approving"), with the few exceptions the
 * plan calls for.
 */
export function createPaymentRunner(
  db: Db,
  calendar: DemoCalendar,
  random: Random,
  admin: SignedInContext,
  treasurer: Treasurer,
) {
  const transactions = createTransactionsService(db);
  const tally: PaymentTally = { transactions: 0, loansIssued: 0 };
  const today = () => calendar.today;

  async function submit(who: SignedInContext, userId: number, date: string, items: Item[], comment: string) {
    const extra = random.receiptCode();
    const total = items.reduce((sum, item) => sum + item.cents, 0);
    const input = createTransactionSchemaFor(today).parse({
      user_id: userId,
      total_payed: centsToKes(total),
      transaction_items: items.map((i) => ({
        transaction_type: i.type,
        transaction_amount: centsToKes(i.cents),
        extra,
      })),
      transaction_date: date,
      comment,
    });
    tally.transactions += 1;
    return { id: await transactions.create(who, input, calendar.today), extra };
  }

  const decide = (id: number, type: TransactionType, decision: DecisionInput) =>
    transactions.decide(admin, approvalOf[type], id, decision);

  async function issueLoan(member: EnrolledMember, loan: PlannedLoan) {
    const account_id = await treasurer.payingAccount(loan.amountCents, loan.issuedOn);
    const issued =
      loan.kind === 'long_term'
        ? await issueLongTermLoan(
            db,
            longTermLoanBodyFor(today).parse({
              user_id: member.userId,
              loan_amount: centsToKes(loan.amountCents),
              date_issued: loan.issuedOn,
              account_id,
            }),
            admin,
          )
        : await issueShortTermLoan(
            db,
            shortTermLoanBodyFor(today).parse({
              user_id: member.userId,
              principal: centsToKes(loan.amountCents),
              date_issued: loan.issuedOn,
              account_id,
            }),
            admin,
          );
    tally.loansIssued += 1;
    member.loans.set(loan.kind, {
      firstDueOn: addMonthsClamped(loan.issuedOn, 1),
      installmentCents: issued.schedule.installment,
      ...(loan.payOffOn ? { payOffOn: loan.payOffOn } : {}),
    });
  }

  /** What the member pays on a loan this month: an installment, or what is left when it ends. */
  async function loanPayment(member: EnrolledMember, kind: LoanKind, date: string) {
    const loan = member.loans.get(kind);
    if (!loan || loan.firstDueOn > date) return undefined;
    const totals = await loanTotalsOf(db, member.userId);
    const dueCents = kesToCents(totals.total_amount_due[kind]);
    const last =
      (loan.payOffOn !== undefined && date >= loan.payOffOn) || dueCents < 2 * loan.installmentCents;
    return { type: loanItemType[kind], cents: last ? dueCents : loan.installmentCents, clears: last };
  }

  async function contribute(member: EnrolledMember, monthsAgo: number, date: string) {
    const { plan } = member;
    const topUp = random.chance(0.12) ? random.pick([500, 1000]) * 100 : 0;
    const saving: Item = { type: 'SAVING', cents: monthlyTargetCents(plan.yearlyTargetCents) + topUp };
    const loanItems = [];
    for (const kind of ['long_term', 'short_term'] as const) {
      const payment = await loanPayment(member, kind, date);
      if (payment) loanItems.push({ ...payment, kind });
    }
    const month = `${MONTHS.split(' ')[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
    const comment =
      loanItems.length > 0 ? `${month} contribution and loan repayment` : `${month} contribution`;
    const { id, extra } = await submit(admin, member.userId, date, [saving, ...loanItems], comment);

    const outcome = monthsAgo === 0 ? plan.thisMonth : 'approved';
    const receivedInto = treasurer.receivingAccount();
    if (outcome !== 'pending') await decide(id, 'SAVING', { status: 'Approved', account_id: receivedInto });
    for (const item of loanItems) {
      if (outcome === 'approved') {
        await decide(id, item.type, { status: 'Approved', account_id: receivedInto });
        if (item.clears) member.loans.delete(item.kind);
      } else if (outcome === 'loan-rejected') {
        await decide(id, item.type, {
          status: 'Rejected',
          reason: 'The amount does not match the M-Pesa message.',
        });
      }
    }
    if (plan.rejected?.monthsAgo === monthsAgo) await rejectedPayment(member, date, saving, extra, id);
  }

  /** A payment the treasurer cannot match: a duplicate of the month's, or a code not on the statement. */
  async function rejectedPayment(
    member: EnrolledMember,
    date: string,
    saving: Item,
    extra: string,
    of: number,
  ) {
    const comment = 'Contribution';
    const { id, extra: code } = await submit(admin, member.userId, date, [saving], comment);
    const reason =
      member.plan.rejected?.reason === 'duplicate'
        ? `Duplicate of TRN-${of}: M-Pesa code ${extra} was already paid in.`
        : `M-Pesa code ${code} is not on the group's statement.`;
    await decide(id, 'SAVING', { status: 'Rejected', reason });
  }

  /**
   * A member sends in a top-up themselves; it waits for the admin
   * (docs/decisions/transactions.md, "Creating a transaction").
   */
  async function topUp(member: EnrolledMember) {
    const who = scriptContext(systemClock, member.userId, 'member');
    const amount = random.pick([1000, 2000, 5000]) * 100;
    await submit(
      who,
      member.userId,
      calendar.today,
      [{ type: 'SAVING', cents: amount }],
      'Top-up from M-Pesa',
    );
  }

  return { issueLoan, contribute, topUp, tally };
}
