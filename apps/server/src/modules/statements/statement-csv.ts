import { fullName } from '@links/domain';
import { stringify } from 'csv-stringify/sync';
import { csvAmount, safeText } from '../../lib/csv.js';
import type { MemberStatement, StatementLoan } from './statement.types.js';
import { byDate, lineDescription, loanLabel, shareOutDescription } from './statement-labels.js';

export const CSV_COLUMNS = ['date', 'section', 'description', 'amount', 'principal', 'interest', 'balance'];

type Cell = string;
type Row = Cell[];

function row(date: string, section: string, description: string, amounts: (number | null)[]): Row {
  const numbers = amounts.map((value) => (value === null ? '' : csvAmount(value)));
  return [date, safeText(section), safeText(description), ...numbers];
}

function headerBlock(statement: MemberStatement): Row[] {
  const { member } = statement;
  return [
    ['Group', safeText(statement.group_name)],
    ['Member', safeText(fullName(member))],
    ['Email', safeText(member.email)],
    ['Member number', safeText(member.member_number)],
    ['From', statement.from],
    ['To', statement.to],
    [],
  ];
}

/** Savings, or another kind of contribution (docs/decisions/contribution-kinds.md, "On the statement"). */
function runningRows(section: string, money: MemberStatement['savings'], from: string, to: string): Row[] {
  return [
    row(from, section, 'Opening balance', [null, null, null, money.opening_balance]),
    ...byDate(money.movements).map((m) =>
      row(m.date, section, lineDescription(m), [m.amount, null, null, m.balance]),
    ),
    row(to, section, 'Closing balance', [null, null, null, money.closing_balance]),
  ];
}

function loanRows(loan: StatementLoan, from: string, to: string): Row[] {
  const section = loanLabel(loan);
  const opening = `Opening principal owed (loan of ${csvAmount(loan.loan_amount)} issued ${loan.issued_on})`;
  return [
    row(from, section, opening, [null, null, null, loan.opening_owed]),
    ...byDate(loan.movements).map((m) =>
      row(m.date, section, lineDescription(m), [m.amount, m.principal, m.interest, m.balance]),
    ),
    row(to, section, 'Closing principal owed', [null, null, null, loan.closing_owed]),
    row(to, section, `Amount due with interest (${loan.status})`, [loan.amount_due, null, null, null]),
  ];
}

/** Each share-out paid in the period: the net paid as the amount, the share and the tax in the words. */
function shareOutRows(statement: MemberStatement): Row[] {
  return statement.share_outs.map((line) =>
    row(
      line.paid_on,
      'Share-outs',
      `${shareOutDescription(line)} · share ${csvAmount(line.share)}, withheld ${csvAmount(line.withholding)}`,
      [line.net, null, null, null],
    ),
  );
}

/**
 * The member statement as one CSV: a header block (group, member, period), then one row per
 * movement with opening and closing rows, savings first, then each loan, then each other kind of
 * contribution, then the share-outs. UTF-8 with a byte order
 * mark and CRLF line ends, which spreadsheets open as they should.
 */
export function statementCsv(statement: MemberStatement): string {
  const rows: Row[] = [
    ...headerBlock(statement),
    CSV_COLUMNS,
    ...runningRows('Savings', statement.savings, statement.from, statement.to),
    ...statement.loans.flatMap((loan) => loanRows(loan, statement.from, statement.to)),
    ...statement.contributions.flatMap((kind) => runningRows(kind.name, kind, statement.from, statement.to)),
    ...shareOutRows(statement),
  ];
  return stringify(rows, { bom: true, record_delimiter: 'windows' });
}
