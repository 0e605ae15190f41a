import { formatKES } from '@links/domain';
import { z } from 'zod';
import { answerCents, defineKind, referenceTo, stored } from '../approvals/index.js';
import { reverseExpense, reverseTransfer } from '../banking/index.js';
import { reverseTransaction } from '../transactions/index.js';

/**
 * Reversals (docs/decisions/reversals.md, "Under the quorum"): taking money back is a money decision, made
 * under the quorum like money out; one pending request per original.
 */

const transactionReversalPayload = z.object({
  transaction_id: stored.id,
  reason: stored.text,
  /** The day the money left, when it is not the day of the reversal (an M-Pesa reversal's line). */
  date: stored.date.optional(),
});

export const transactionReversalKind = defineKind({
  payload: transactionReversalPayload,
  execute: (db, payload, run) => reverseTransaction(db, payload, run),
  about: (payload, answer) => ({
    summary: `Reverse TRN-${payload.transaction_id} (${formatKES(answerCents(answer.amount))}): ${payload.reason}`,
    amount: answerCents(answer.amount),
    beneficiaryId: null,
    subject: `reversal:transaction:${payload.transaction_id}`,
    reference: referenceTo('reversal', answer.reversal_id),
  }),
});

const expenseReversalPayload = z.object({ expense_id: stored.id, reason: stored.text });

export const expenseReversalKind = defineKind({
  payload: expenseReversalPayload,
  execute: (db, payload, run) => reverseExpense(db, payload, run),
  about: (payload, answer) => ({
    summary: `Reverse expense #${payload.expense_id} (${formatKES(answerCents(answer.amount))}): ${payload.reason}`,
    amount: answerCents(answer.amount),
    beneficiaryId: null,
    subject: `reversal:expense:${payload.expense_id}`,
    reference: referenceTo('reversal', answer.reversal_id),
  }),
});

const transferReversalPayload = z.object({ entry_id: stored.id, reason: stored.text });

export const transferReversalKind = defineKind({
  payload: transferReversalPayload,
  execute: (db, payload, run) => reverseTransfer(db, payload, run),
  about: (payload, answer) => ({
    summary: `Reverse transfer #${payload.entry_id} (${formatKES(answerCents(answer.amount))}): ${payload.reason}`,
    amount: answerCents(answer.amount),
    beneficiaryId: null,
    subject: `reversal:transfer:${payload.entry_id}`,
    reference: referenceTo('reversal', answer.reversal_id),
  }),
});
