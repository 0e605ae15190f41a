import { centsToKes, type ReversalAnswer, reversalMessage } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { expenses } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { findMoneyAccount, journalEntryOf, postContraEntry, recordReversal } from '../books/index.js';
import { payOutOf } from './money.js';

export const EXPENSE_NOT_FOUND = 'Expense not found.';
export const TRANSFER_NOT_FOUND = 'Transfer not found.';

interface Run {
  context: SignedInContext;
  today: string;
}

/**
 * `POST /expenses/{id}/reversal` carried out (docs/decisions/reversals.md, "Money accounts"): the
 * expense's entry gets its contra entry dated today, so the money is back in the account it left and the
 * category's spending is down by it; the expense is marked reversed. A second reversal is a 409.
 */
export async function reverseExpense(
  db: Db,
  input: { expense_id: number; reason: string },
  run: Run,
): Promise<ReversalAnswer> {
  return db.transaction(async (tx) => {
    const [expense] = await tx.select().from(expenses).where(eq(expenses.id, input.expense_id)).for('update');
    if (!expense) throw notFound(EXPENSE_NOT_FOUND);
    const by = { date: run.today, reason: input.reason, createdBy: run.context.userId };
    const reversal = await recordReversal(
      tx,
      { subject: 'expense', subjectId: expense.id, ...by },
      `Expense #${expense.id}`,
    );
    const found = await journalEntryOf(tx, { key: `expense:${expense.id}` });
    if (!found) throw new Error(`Expense ${expense.id} has no journal entry`);
    const entryId = await postContraEntry(tx, found.entry, found.lines, { id: reversal.id, ...by });
    await recordAudit(tx, run.context, {
      action: 'reverse',
      entity: 'expense',
      entityId: expense.id,
      after: {
        reversal_id: reversal.id,
        reason: input.reason,
        date: run.today,
        amount: centsToKes(expense.amountCents),
      },
    });
    return {
      reversal_id: reversal.id,
      subject: 'expense',
      original_id: expense.id,
      date: run.today,
      reason: input.reason,
      entry_ids: [entryId],
      user_id: null,
      amount: centsToKes(expense.amountCents),
      message: reversalMessage(`Expense #${expense.id}`),
    };
  });
}

/**
 * `POST /books/transfers/{id}/reversal` carried out (docs/decisions/reversals.md, "Money accounts"): the
 * transfer's entry (its id is the one the transfer answered) gets its contra entry, the money
 * going back from the account it went to, which must still hold it (422 with its balance otherwise).
 */
export async function reverseTransfer(
  db: Db,
  input: { entry_id: number; reason: string },
  run: Run,
): Promise<ReversalAnswer> {
  return db.transaction(async (tx) => {
    const found = await journalEntryOf(tx, { id: input.entry_id });
    if (found?.entry.kind !== 'transfer') throw notFound(TRANSFER_NOT_FOUND);
    const by = { date: run.today, reason: input.reason, createdBy: run.context.userId };
    const reversal = await recordReversal(
      tx,
      { subject: 'transfer', subjectId: found.entry.id, ...by },
      `Transfer #${found.entry.id}`,
    );
    let amount = 0;
    for (const line of found.lines) {
      if (line.debit === 0) continue;
      amount += line.debit;
      const money = await findMoneyAccount(tx, line.account);
      if (money) await payOutOf(tx, money, line.debit);
    }
    const entryId = await postContraEntry(tx, found.entry, found.lines, { id: reversal.id, ...by });
    await recordAudit(tx, run.context, {
      action: 'reverse',
      entity: 'transfer',
      entityId: found.entry.id,
      after: { reversal_id: reversal.id, reason: input.reason, date: run.today, amount: centsToKes(amount) },
    });
    return {
      reversal_id: reversal.id,
      subject: 'transfer',
      original_id: found.entry.id,
      date: run.today,
      reason: input.reason,
      entry_ids: [entryId],
      user_id: null,
      amount: centsToKes(amount),
      message: reversalMessage(`Transfer #${found.entry.id}`),
    };
  });
}
