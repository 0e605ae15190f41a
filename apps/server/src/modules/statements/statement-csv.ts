import { csvHeading, fullName, type Language, type StatementWords, statementWords } from '@links/domain';
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

function headerBlock(statement: MemberStatement, w: StatementWords): Row[] {
  const { member } = statement;
  return [
    [w.group, safeText(statement.group_name)],
    [w.member, safeText(fullName(member))],
    [w.email, safeText(member.email)],
    [w.memberNumber, safeText(member.member_number)],
    [w.from, statement.from],
    [w.to, statement.to],
    [],
  ];
}

/** Savings, or another kind of contribution (docs/decisions/contribution-kinds.md, "On the statement"). */
function runningRows(
  [s, language]: [MemberStatement, Language],
  section: string,
  money: MemberStatement['savings'],
): Row[] {
  const w = statementWords[language];
  return [
    row(s.from, section, w.openingBalance, [null, null, null, money.opening_balance]),
    ...byDate(money.movements).map((m) =>
      row(m.date, section, lineDescription(m, language), [m.amount, null, null, m.balance]),
    ),
    row(s.to, section, w.closingBalance, [null, null, null, money.closing_balance]),
  ];
}

function loanRows([s, language]: [MemberStatement, Language], loan: StatementLoan): Row[] {
  const w = statementWords[language];
  const section = loanLabel(loan, language);
  const opening = w.openingOwed(csvAmount(loan.loan_amount), loan.issued_on);
  return [
    row(s.from, section, opening, [null, null, null, loan.opening_owed]),
    ...byDate(loan.movements).map((m) =>
      row(m.date, section, lineDescription(m, language), [m.amount, m.principal, m.interest, m.balance]),
    ),
    row(s.to, section, w.closingOwed, [null, null, null, loan.closing_owed]),
    row(s.to, section, w.dueWithInterest(loan.status), [loan.amount_due, null, null, null]),
  ];
}

/** Each share-out paid in the period: the net paid as the amount, the share and the tax in the words. */
function shareOutRows(statement: MemberStatement, language: Language): Row[] {
  const w = statementWords[language];
  return statement.share_outs.map((line) =>
    row(
      line.paid_on,
      w.shareOuts,
      `${shareOutDescription(line, language)} · ${w.shareAndWithheld(csvAmount(line.share), csvAmount(line.withholding))}`,
      [line.net, null, null, null],
    ),
  );
}

/**
 * The member statement as one CSV: a header block (group, member, period), then one row per
 * movement with opening and closing rows, savings first, then each loan, then each other kind of
 * contribution, then the share-outs, in `language`'s words (docs/decisions/languages.md,
 * "Documents"). UTF-8 with a byte order
 * mark and CRLF line ends, which spreadsheets open as they should.
 */
export function statementCsv(statement: MemberStatement, language: Language = 'en'): string {
  const w = statementWords[language];
  const both: [MemberStatement, Language] = [statement, language];
  const rows: Row[] = [
    ...headerBlock(statement, w),
    CSV_COLUMNS.map((column) => csvHeading(language, column)),
    ...runningRows(both, w.savings, statement.savings),
    ...statement.loans.flatMap((loan) => loanRows(both, loan)),
    ...statement.contributions.flatMap((kind) => runningRows(both, kind.name, kind)),
    ...shareOutRows(statement, language),
  ];
  return stringify(rows, { bom: true, record_delimiter: 'windows' });
}
