import { balanceInNormalDirection, formatDate, periodClosed } from '@links/domain';
import type { Tx } from '../../db/client.js';
import { periodClosings } from '../../db/schema.js';
import { systemAccountId } from './chart.js';
import { postEntry } from './journal.service.js';
import { accountTotals } from './reports.service.js';

export { closedThrough, lockBooksForClosing, PERIOD_CLOSED } from './closed-period.js';

/**
 * Closes the books through a day (docs/share-out.md): every income and expense account's balance up
 * to that day is moved into Retained earnings by one entry dated that day, and from then on nothing
 * dated on or before it may be posted. The caller holds the closing lock (`lockBooksForClosing`)
 * and has checked that the day is after the period already closed.
 */
export async function closeBooksThrough(tx: Tx, through: string, createdBy: number) {
  const totals = await accountTotals(tx, { to: through });
  const balances = totals.flatMap((account) =>
    account.type === 'income' || account.type === 'expense'
      ? [
          {
            account: account.id,
            type: account.type,
            balance: balanceInNormalDirection(account.type, account.debit, account.credit),
          },
        ]
      : [],
  );
  const lines = periodClosed(await systemAccountId(tx, 'retained'), balances);
  const closingEntryId =
    lines.length < 2
      ? null
      : await postEntry(tx, {
          kind: 'period-close',
          ref: through,
          date: through,
          memo: `Income and expenses to ${formatDate(through)} closed to Retained earnings`,
          lines,
          createdBy,
        });
  await tx.insert(periodClosings).values({ closedThrough: through, closingEntryId, createdBy });
  return { closingEntryId };
}
