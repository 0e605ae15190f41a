import type { AccountType } from './accounts.js';
import { credit, debit, type JournalLine, withoutZeroLines } from './entry.js';

/** An income or expense account's balance at the close, in its normal direction. */
export interface ResultBalance<A> {
  account: A;
  type: Extract<AccountType, 'income' | 'expense'>;
  balance: number;
}

/**
 * The closing entry of a period: every income and expense account brought to zero and the surplus
 * (or deficit) they add up to moved into Retained earnings. Accounts already at zero take no line.
 */
export function periodClosed<A>(retained: A, balances: readonly ResultBalance<A>[]): JournalLine<A>[] {
  const lines: JournalLine<A>[] = [];
  let surplus = 0;
  for (const { account, type, balance } of balances) {
    // An income account's balance is a credit, so it is closed by a debit; an expense the other way.
    const closeByDebit = (type === 'income') === balance > 0;
    lines.push(closeByDebit ? debit(account, Math.abs(balance)) : credit(account, Math.abs(balance)));
    surplus += type === 'income' ? balance : -balance;
  }
  lines.push(surplus >= 0 ? credit(retained, surplus) : debit(retained, -surplus));
  return withoutZeroLines(lines);
}

/**
 * How the members are paid their shares: into their savings, in cash out of a money account, or by
 * M-Pesa (owed in Payouts due until sent, docs/decisions/payouts.md, "A share-out by M-Pesa").
 */
export type SharePayout<A> = { kind: 'to_savings' } | { kind: 'cash'; money: A } | { kind: 'mpesa'; due: A };

/**
 * A net share as M-Pesa can send it: the whole shillings, and the cents under a shilling that go to
 * the member's savings instead.
 */
export function mpesaShare(net: number): { sent: number; kept: number } {
  const kept = net % 100;
  return { sent: net - kept, kept };
}

/**
 * The share-out paid: Dr Retained earnings with the shares; Cr each member's savings with their net
 * (or Cr the paying money account with all of it; or, by M-Pesa, Cr Payouts due with the whole shillings
 * and each member's savings with the cents); Cr Withholding tax payable with the tax withheld.
 */
export function shareOutPaid<A>(
  accounts: { retained: A; savings: A; withholding: A },
  payout: SharePayout<A>,
  lines: readonly { userId: number; share: number; withholding: number; net: number }[],
): JournalLine<A>[] {
  const total = (pick: (line: (typeof lines)[number]) => number) =>
    lines.reduce((sum, line) => sum + pick(line), 0);
  const paid =
    payout.kind === 'cash'
      ? [
          credit(
            payout.money,
            total((line) => line.net),
          ),
        ]
      : payout.kind === 'mpesa'
        ? [
            credit(
              payout.due,
              total((line) => mpesaShare(line.net).sent),
            ),
            ...lines.map((line) =>
              credit(accounts.savings, mpesaShare(line.net).kept, { userId: line.userId }),
            ),
          ]
        : lines.map((line) => credit(accounts.savings, line.net, { userId: line.userId }));
  return withoutZeroLines([
    debit(
      accounts.retained,
      total((line) => line.share),
    ),
    ...paid,
    credit(
      accounts.withholding,
      total((line) => line.withholding),
    ),
  ]);
}
