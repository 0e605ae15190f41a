import {
  type DecisionInput,
  type Language,
  paymentApprovedMessage,
  paymentRejectedMessage,
  type TransactionType,
} from '@links/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { findUserById, type User } from '../directory/directory.service.js';
import { owedCentsOf } from '../loans/index.js';
import { serverOutbox } from '../outbox/index.js';
import { savingsCentsOf } from '../savings/index.js';

interface DecidedItem {
  id: number;
  type: TransactionType;
  amountCents: number;
  extra: string | null;
}

interface Decided {
  transaction: { id: number; userId: number; transactionDate: string };
  items: readonly DecidedItem[];
  decision: DecisionInput;
  /** The member, when the decision read them already in its database transaction. */
  member?: User;
}

/**
 * The receipt number a member quotes (docs/decisions/notifications.md, "Receipts"): the M-Pesa
 * receipt or bank reference the money came with, else the transaction's own number as the screens
 * show it.
 */
export function receiptNumber(transactionId: number, items: readonly { extra: string | null }[]): string {
  const reference = items.map((item) => item.extra?.trim() ?? '').find((extra) => extra !== '');
  return reference ?? `TRN-${transactionId}`;
}

const partOf = (items: readonly DecidedItem[], type: TransactionType) =>
  items.reduce((sum, item) => sum + (item.type === type ? item.amountCents : 0), 0);

/**
 * Tells the member their payment was approved, with its split and what they hold and owe after
 * it, or rejected with the reason: in the decision's own database transaction, once per decision
 * (docs/decisions/notifications.md, "Receipts").
 */
export async function tellDecision(
  tx: Tx,
  { transaction, items, decision, ...known }: Decided,
): Promise<void> {
  if (items.length === 0) return;
  const member =
    known.member?.id === transaction.userId ? known.member : await findUserById(tx, transaction.userId);
  if (!member) return;
  const ids = items.map((item) => item.id).join(',');
  const receipt = receiptNumber(transaction.id, items);
  const amount = items.reduce((sum, item) => sum + item.amountCents, 0);
  const base = { userId: member.id, link: '/statement', contact: member };
  if (decision.status === 'Approved') {
    // What they hold and owe after it, in one statement.
    const [after] = await queryRows<{ savings: string; owed: string }>(
      tx,
      sql`select ${savingsCentsOf(member.id)}::text as savings, ${owedCentsOf(member.id)}::text as owed`,
    );
    const savingsBalance = Number(after?.savings ?? 0);
    const owed = Number(after?.owed ?? 0);
    const figures = {
      firstname: member.firstname,
      amount,
      date: transaction.transactionDate,
      savings: partOf(items, 'SAVING'),
      longTerm: partOf(items, 'LTL'),
      shortTerm: partOf(items, 'STL'),
      savingsBalance,
      loanBalance: owed > 0 ? owed : null,
      receipt,
    };
    await serverOutbox().leave(tx, {
      ...base,
      kind: 'payment_approved',
      eventKey: `transaction:${transaction.id}:items:${ids}:approved`,
      text: (language: Language) => paymentApprovedMessage(language, figures),
    });
    return;
  }
  const figures = {
    firstname: member.firstname,
    amount,
    date: transaction.transactionDate,
    receipt,
    reason: decision.reason,
  };
  await serverOutbox().leave(tx, {
    ...base,
    kind: 'payment_rejected',
    eventKey: `transaction:${transaction.id}:items:${ids}:rejected`,
    text: (language: Language) => paymentRejectedMessage(language, figures),
  });
}
