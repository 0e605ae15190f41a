/**
 * One line of a journal entry: an amount on one side of one account, in cents. `account` is
 * whatever identifies an account to the caller (the server uses the account's id); `userId` and
 * `loanId` name the member or loan sub-ledger a line belongs to.
 */
export interface JournalLine<Account = number> {
  account: Account;
  debit: number;
  credit: number;
  userId?: number;
  loanId?: number;
}

export type EntryProblem = 'too_few_lines' | 'line_not_one_sided' | 'not_whole_cents' | 'unbalanced';

/** Why an entry cannot be posted, or null when it balances (docs/decisions/books.md, "Double entry"). */
export function entryProblem(lines: readonly JournalLine<unknown>[]): EntryProblem | null {
  if (lines.length < 2) return 'too_few_lines';
  let debits = 0;
  let credits = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.debit) || !Number.isSafeInteger(line.credit)) return 'not_whole_cents';
    const oneSided = (line.debit > 0 && line.credit === 0) || (line.credit > 0 && line.debit === 0);
    if (!oneSided) return 'line_not_one_sided';
    debits += line.debit;
    credits += line.credit;
  }
  return debits === credits ? null : 'unbalanced';
}

export const debit = <A>(account: A, amount: number, sub: Partial<JournalLine<A>> = {}): JournalLine<A> => ({
  ...sub,
  account,
  debit: amount,
  credit: 0,
});
export const credit = <A>(account: A, amount: number, sub: Partial<JournalLine<A>> = {}): JournalLine<A> => ({
  ...sub,
  account,
  debit: 0,
  credit: amount,
});

/** Lines of 0 are left out, so a repayment that is all interest has no principal line. */
export function withoutZeroLines<A>(lines: JournalLine<A>[]): JournalLine<A>[] {
  return lines.filter((line) => line.debit > 0 || line.credit > 0);
}

/** The entry that undoes another: every line on the other side. */
export function reversingLines<A>(lines: readonly JournalLine<A>[]): JournalLine<A>[] {
  return lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
}
