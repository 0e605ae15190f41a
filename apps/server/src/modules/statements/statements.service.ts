import { centsToKes, formatMemberNumber } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { type MemberStatementLine, memberStatementLines } from '../books/index.js';
import { memberKindLines } from '../contributions/index.js';
import { requireUser } from '../directory/directory.service.js';
import { lineDisputesOf } from '../disputes/index.js';
import { listMemberLoans } from '../loans/index.js';
import { requireSettings } from '../settings/settings.service.js';
import { memberShareOutsPaidWithin } from '../shareouts/index.js';

type Line = MemberStatementLine;
/** The latest dispute of a line: its entry's or its payment's (docs/decisions/disputes.md, "On the statement"). */
type DisputeOf = Awaited<ReturnType<typeof lineDisputesOf>>;

interface RunningLine {
  entry_id: string;
  transaction_id: number | null;
  date: string;
  memo: string;
  amount: number;
}

const savingsLines = (lines: Line[]): RunningLine[] =>
  lines.filter((l) => l.account === 'savings').map((l) => ({ ...l, amount: l.credit - l.debit }));

/** Savings, or another kind of contribution: the lines from `from` with the balance after each. */
function runningSection(lines: RunningLine[], from: string, disputeOf: DisputeOf) {
  let balance = 0;
  const movements = [];
  let opening = 0;
  for (const line of lines) {
    const amount = line.amount;
    balance += amount;
    if (line.date < from) opening = balance;
    else
      movements.push({
        date: line.date,
        description: line.memo,
        amount: centsToKes(amount),
        balance: centsToKes(balance),
        entry_id: Number(line.entry_id),
        dispute: disputeOf(Number(line.entry_id), line.transaction_id),
      });
  }
  return { opening_balance: centsToKes(opening), closing_balance: centsToKes(balance), movements };
}

/** One loan's movements: the principal lent or repaid and the interest paid, entry by entry. */
function loanMovements(lines: Line[], loanId: number, from: string, disputeOf: DisputeOf) {
  const byEntry = new Map<
    string,
    {
      entryId: number;
      transactionId: number | null;
      date: string;
      memo: string;
      principal: number;
      interest: number;
      lent: number;
    }
  >();
  for (const line of lines.filter((l) => l.loan_id === loanId)) {
    const row = byEntry.get(line.entry_id) ?? {
      entryId: Number(line.entry_id),
      transactionId: line.transaction_id,
      date: line.date,
      memo: line.memo,
      principal: 0,
      interest: 0,
      lent: 0,
    };
    if (line.account === 'loans') {
      row.lent += line.debit;
      row.principal += line.credit;
    } else row.interest += line.credit - line.debit;
    byEntry.set(line.entry_id, row);
  }
  let owed = 0;
  let opening = 0;
  const movements = [];
  for (const row of byEntry.values()) {
    owed += row.lent - row.principal;
    if (row.date < from) {
      opening = owed;
      continue;
    }
    const issue = row.lent > 0;
    movements.push({
      date: row.date,
      description: row.memo,
      amount: centsToKes(issue ? row.lent : row.principal + row.interest),
      principal: centsToKes(issue ? row.lent : row.principal),
      interest: centsToKes(row.interest),
      balance: centsToKes(owed),
      entry_id: row.entryId,
      dispute: disputeOf(row.entryId, row.transactionId),
    });
  }
  return { opening, closing: owed, movements };
}

/**
 * GET /statements/{userId} (docs/books.md): the member's savings and loans over a period, from the
 * books, in date order with running balances. A loan appears when it was owed or moved in the period;
 * a share-out when it was paid in the period.
 */
export async function memberStatement(db: DbOrTx, userId: number, from: string, to: string) {
  const user = await requireUser(db, userId);
  const settings = await requireSettings(db);
  const lines = await memberStatementLines(db, userId, to);
  const disputeOf = await lineDisputesOf(db, userId);
  const loans = [];
  for (const loan of (await listMemberLoans(db, userId)).reverse()) {
    if (loan.date_issued > to) continue;
    const { opening, closing, movements } = loanMovements(lines, loan.id, from, disputeOf);
    if (opening === 0 && movements.length === 0) continue;
    loans.push({
      loan_id: loan.id,
      kind: loan.kind,
      loan_amount: loan.loan_amount,
      issued_on: loan.date_issued,
      opening_owed: centsToKes(opening),
      closing_owed: centsToKes(closing),
      amount_due: loan.amount_due,
      status: loan.status,
      movements,
    });
  }
  return {
    group_name: settings.groupName,
    member: {
      user_id: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      member_number: formatMemberNumber(user.memberNo),
    },
    from,
    to,
    savings: runningSection(savingsLines(lines), from, disputeOf),
    loans,
    contributions: (await memberKindLines(db, userId, to)).map(({ kind, lines: own }) => ({
      contribution_kind_id: kind.id,
      name: kind.name,
      kind: kind.kind,
      ...runningSection(
        own.map((line) => ({
          entry_id: String(line.entryId),
          transaction_id: line.transactionId,
          date: line.date,
          memo: line.memo,
          amount: line.amountCents,
        })),
        from,
        disputeOf,
      ),
    })),
    share_outs: await memberShareOutsPaidWithin(db, userId, from, to),
  };
}
