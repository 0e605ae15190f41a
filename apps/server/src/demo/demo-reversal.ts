import { type Cents, cents } from '@links/domain';
import type { Db } from '../db/client.js';
import type { SignedInContext } from '../modules/audit/audit.service.js';
import { reverseTransaction } from '../modules/transactions/index.js';
import { createTransactionsService } from '../modules/transactions/transactions.service.js';
import type { DemoCalendar } from './demo-plan.js';

/**
 * The wrong amount of docs/decisions/reversals.md: a contribution of 2,000 typed as 20,000 and approved,
 * reversed by the treasurer two days ago with the reason, and entered again with the right amount. Answers
 * the transactions it made.
 */
export async function wrongAmountReversed(
  db: Db,
  treasurer: SignedInContext,
  userId: number,
  calendar: DemoCalendar,
): Promise<number> {
  const transactions = createTransactionsService(db);
  const paidOn = calendar.daysAgo(3);
  const contribution = async (amount: Cents) => {
    const id = await transactions.create(
      treasurer,
      {
        user_id: userId,
        total_payed: amount,
        transaction_date: paidOn,
        comment: 'Contribution at the meeting',
        transaction_items: [{ transaction_type: 'SAVING', transaction_amount: amount, extra: null }],
      },
      calendar.today,
    );
    await transactions.decide(treasurer, 'savings', id, { status: 'Approved' });
    return id;
  };
  const wrong = await contribution(cents(2_000_000));
  await reverseTransaction(
    db,
    { transaction_id: wrong, reason: 'Typed 20,000 for 2,000' },
    {
      context: treasurer,
      today: calendar.daysAgo(2),
      now: new Date(`${calendar.daysAgo(2)}T18:00:00+03:00`),
    },
  );
  await contribution(cents(200_000));
  return 2;
}
