import {
  type Clock,
  centsToKes,
  formatKES,
  fullName,
  paymentReversedMessage,
  type ReversalAnswer,
  type ReversalInput,
  reversalMessage,
} from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { transactionItems, transactions } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { payOutOf } from '../banking/index.js';
import { findMoneyAccount, journalEntryOf, postContraEntry, recordReversal } from '../books/index.js';
import { refuseContributionTakeBack } from '../contributions/index.js';
import { requireUser } from '../directory/directory.service.js';
import { unpayFineItem } from '../fines/index.js';
import { takeBackRepayment } from '../loans/loans.service.js';
import { createOutbox } from '../outbox/index.js';
import { takeBackRotationPayment } from '../rotations/index.js';
import { memberSavingsCents } from '../savings/savings.service.js';
import { byDecisionOrder, TRANSACTION_NOT_FOUND } from './decisions.js';

export const PENDING_ITEMS = 'This transaction has items waiting for approval: approve or reject them first.';
export const NOTHING_APPROVED =
  'Only approved money can be reversed: nothing of this transaction was approved.';

export const savingsWouldGoNegative = (name: string, savings: number, amount: number) =>
  `Reversing this would leave ${name}'s savings below zero: they hold ${formatKES(savings)}, ` +
  `and the reversal takes back ${formatKES(amount)}.`;

interface Run {
  context: SignedInContext;
  today: string;
  now: Date;
}

/**
 * `POST /transactions/{id}/reversal` carried out (docs/decisions/reversals.md, "As if never approved"): in one
 * database transaction, the transaction's row locked as a decision locks it, every approved item is taken back
 * (a repayment out of its loan, a saving out of the member's savings), each item's journal entry gets its
 * contra entry dated today, the transaction is marked reversed, and the member is told. Refused with a 409:
 * a transaction reversed already, one with items still pending or nothing approved, and a reversal that
 * would leave the member's savings below zero.
 */
export async function reverseTransaction(
  db: Db,
  input: { transaction_id: number; reason: string; date?: string | undefined },
  run: Run,
): Promise<ReversalAnswer> {
  // The day of the contra entries: today, or the earlier day the money left (an M-Pesa reversal's line).
  const on = input.date && input.date < run.today ? input.date : run.today;
  return db.transaction(async (tx) => {
    const [transaction] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, input.transaction_id))
      .for('update');
    if (!transaction) throw notFound(TRANSACTION_NOT_FOUND);
    const label = `TRN-${transaction.id}`;
    const items = await tx
      .select()
      .from(transactionItems)
      .where(eq(transactionItems.transactionId, transaction.id));
    if (items.some((item) => item.status === 'Pending')) throw conflict(PENDING_ITEMS, 'ITEMS_PENDING');
    const approved = items
      .filter((item) => item.status === 'Approved')
      .sort(byDecisionOrder)
      .reverse();
    if (approved.length === 0) throw conflict(NOTHING_APPROVED, 'NOTHING_APPROVED');
    const reversal = await recordReversal(
      tx,
      {
        subject: 'transaction',
        subjectId: transaction.id,
        reason: input.reason,
        date: on,
        createdBy: run.context.userId,
      },
      label,
    );
    const member = await requireUser(tx, transaction.userId);
    const entryIds: number[] = [];
    let total = 0;
    for (const item of approved) {
      const found = await journalEntryOf(tx, { key: `item:${item.id}` });
      if (!found) throw new Error(`Approved item ${item.id} has no journal entry`);
      // Locks in the order an approval takes them (the loan, then the money account), so that a reversal and a
      // repayment of one loan at once wait for each other instead of deadlocking.
      if (item.type === 'LTL' || item.type === 'STL') await takeBackRepayment(tx, item.id, on);
      // docs/decisions/rotations.md, "Paying in": a pot paid out is the first reason to refuse.
      if (item.type === 'ROTATION') await takeBackRotationPayment(tx, item.id);
      await takeBackMoney(tx, found.lines, item.amountCents);
      if (item.type === 'CONTRIBUTION')
        await refuseContributionTakeBack(tx, item, transaction.userId, fullName(member));
      // docs/decisions/lending.md, "Paying fines".
      if (item.type === 'FINE') await unpayFineItem(tx, item.id);
      if (item.type === 'SAVING') {
        const savings = await memberSavingsCents(tx, transaction.userId);
        if (savings < item.amountCents) {
          throw conflict(
            savingsWouldGoNegative(fullName(member), savings, item.amountCents),
            'SAVINGS_BELOW_ZERO',
          );
        }
      }
      const by = { id: reversal.id, date: on, reason: input.reason, createdBy: run.context.userId };
      entryIds.push(await postContraEntry(tx, found.entry, found.lines, by));
      total += item.amountCents;
    }
    await recordAudit(tx, run.context, {
      action: 'reverse',
      entity: 'transaction',
      entityId: transaction.id,
      memberId: transaction.userId,
      after: { reversal_id: reversal.id, reason: input.reason, date: on, amount: centsToKes(total) },
    });
    await tellMember(tx, run, transaction.userId, transaction.id, {
      label,
      totalCents: total,
      paidOn: transaction.transactionDate,
      reason: input.reason,
    });
    return {
      reversal_id: reversal.id,
      subject: 'transaction',
      original_id: transaction.id,
      date: on,
      reason: input.reason,
      entry_ids: entryIds,
      user_id: transaction.userId,
      amount: centsToKes(total),
      message: reversalMessage(`Transaction ${label}`),
    };
  });
}

/**
 * The money leaves the account it came into: the entry's debit on a money account. Paid out as any payment
 * out is, so an account that no longer holds it is refused with 422 and its balance.
 */
async function takeBackMoney(tx: Tx, lines: { account: number; debit: number }[], amount: number) {
  for (const line of lines) {
    if (line.debit === 0) continue;
    const money = await findMoneyAccount(tx, line.account);
    if (money) await payOutOf(tx, money, Math.min(line.debit, amount));
  }
}

async function tellMember(
  tx: Tx,
  run: Run,
  userId: number,
  transactionId: number,
  reversal: { label: string; totalCents: number; paidOn: string; reason: string },
) {
  const clock: Clock = { now: () => run.now, today: () => run.today };
  await createOutbox(clock).leave(tx, {
    userId,
    kind: 'reversal',
    eventKey: `transaction:${transactionId}:reversed`,
    link: '/statement',
    text: (language) => paymentReversedMessage(language, { ...reversal, reversedOn: run.today }),
  });
}

/** The reversal's input as the approval kind keeps it. */
export type TransactionReversalPayload = ReversalInput & { transaction_id: number };
