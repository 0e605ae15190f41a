import {
  type Cents,
  formatMoney,
  fullName,
  loanDueBy,
  type MatchCandidate,
  type MatchRule,
  matchPayment,
  type PaymentSource,
  proposeSplit,
} from '@links/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { incomingPayments } from '../../db/schema.js';
import { unprocessable } from '../../lib/errors.js';
import { settled } from '../../lib/settled.js';
import type { RequestContext } from '../audit/audit.service.js';
import { matchableUsers, requireUser } from '../directory/directory.service.js';
import { unclearedLoanInstallments } from '../loans/index.js';
import { hasSavingsAccount } from '../savings/savings.service.js';
import { recordTransactionCreated } from '../transactions/index.js';
import { insertTransaction } from '../transactions/transactions.service.js';
import { claimQuerySettled } from './query-settled.js';
import { type IncomingPayment, lockReceipts, paymentByKey, typedByHand } from './receipts.js';
import { insertPayment, linkPayment, stored } from './record-statements.js';

export type { IncomingPayment };

/** A payment as it arrives from a callback or a statement line. */
export interface ArrivingPayment {
  source: PaymentSource;
  receiptKey: string;
  /** The M-Pesa receipt or the bank's reference, as shown. */
  receipt: string;
  amountCents: Cents;
  paidAt: string;
  paidOn: string;
  payerName: string | null;
  payerPhone: string | null;
  accountRef: string | null;
  ledgerAccountId: number | null;
  importedBy: number | null;
  rawBody?: string;
  /** An STK callback's payment: its own request, never one the status query settled. */
  fromStkCallback?: boolean;
}

export type RecordOutcome =
  | { outcome: 'recorded'; payment: IncomingPayment; matched: boolean }
  | { outcome: 'duplicate'; payment: IncomingPayment }
  /** The receipt was typed by hand as a transaction's reference: its money is already recorded. */
  | { outcome: 'typed_by_hand' };

/** The members payments are matched against, read once for a whole statement. */
export async function matchCandidates(db: DbOrTx): Promise<MatchCandidate[]> {
  return (await matchableUsers(db)).map((user) => ({
    userId: user.id,
    memberNumber: user.memberNo,
    phone: user.phone,
    firstname: user.firstname,
    lastname: user.lastname,
  }));
}

const isMpesa = (source: PaymentSource) => source !== 'bank_statement';

/**
 * Records a payment once (docs/decisions/payments.md, "Callbacks"), inside the caller's database transaction:
 * under the receipt's lock, a receipt already recorded (by the callback, a statement) is a duplicate, and one
 * typed by hand as a reference is not recorded again. A new payment is matched to a member and, when its
 * proposed split places every shilling, becomes that member's pending transaction, made by `who`
 * (the admin importing a statement; no one for the C2B callback).
 */
export async function recordPayment(
  tx: Tx,
  arriving: ArrivingPayment,
  members: readonly MatchCandidate[],
  who: RequestContext,
): Promise<RecordOutcome> {
  // Sent together (docs/decisions/speed.md, "Statements sent together"): the reads run after the
  // receipt's lock is held, and are checked in this order.
  const mpesa = isMpesa(arriving.source);
  const [locked, existing, typed] = await Promise.allSettled([
    mpesa ? lockReceipts(tx, [arriving.receipt]) : undefined,
    paymentByKey(tx, arriving.receiptKey),
    mpesa ? typedByHand(tx, arriving.receipt) : false,
  ]);
  settled(locked);
  const found = settled(existing);
  if (found) return { outcome: 'duplicate', payment: found };
  if (settled(typed)) return { outcome: 'typed_by_hand' };
  // A payment the STK status query recorded before its receipt came is this one
  // (docs/decisions/daraja.md, "The status query").
  if (isMpesa(arriving.source) && !arriving.fromStkCallback && arriving.receiptKey.startsWith('mpesa:')) {
    const claimed = await claimQuerySettled(tx, arriving);
    if (claimed) return { outcome: 'duplicate', payment: claimed };
  }
  const [inserted] = await insertPayment(tx, stored(arriving));
  if (!inserted) {
    const raced = await paymentByKey(tx, arriving.receiptKey);
    if (!raced) throw new Error(`Payment ${arriving.receiptKey} vanished during its insert.`);
    return { outcome: 'duplicate', payment: raced };
  }
  const match = matchPayment(
    { accountRef: arriving.accountRef, phone: arriving.payerPhone, name: arriving.payerName },
    members,
  );
  if (!match.matched) return { outcome: 'recorded', payment: inserted, matched: false };
  const placed = await placeWithMember(tx, inserted, match.userId, match.rule, who);
  return { outcome: 'recorded', payment: placed.payment, matched: placed.placed };
}

/** What `placeWithMember` proposes, for the message when it cannot place everything. */
export async function proposedSplitFor(db: DbOrTx, userId: number, amountCents: Cents, paidOn: string) {
  const [installments, hasSavings] = await Promise.all([
    unclearedLoanInstallments(db, userId),
    hasSavingsAccount(db, userId),
  ]);
  return proposeSplit({
    amount: amountCents,
    longTerm: installments.long_term ? loanDueBy(installments.long_term, paidOn) : null,
    shortTerm: installments.short_term ? loanDueBy(installments.short_term, paidOn) : null,
    hasSavings,
  });
}

const sourceLabels: Record<PaymentSource, string> = {
  c2b: 'M-Pesa payment',
  mpesa_statement: 'M-Pesa payment',
  bank_statement: 'Bank deposit',
};

/**
 * Turns a payment into a pending transaction of a member with the proposed split
 * (docs/decisions/payments.md, "The proposed split"): the installments due, long-term then short-term, then
 * savings. When the split cannot place every shilling (no savings account and nothing owed), the payment
 * stays unmatched with a note saying why, and `placed` is false. The transaction's `create` record names the
 * payment it came from.
 */
export async function placeWithMember(
  tx: Tx,
  payment: IncomingPayment,
  userId: number,
  rule: MatchRule | 'assigned',
  who: RequestContext,
): Promise<{ payment: IncomingPayment; placed: boolean; unplacedNote: string | null }> {
  const amount = payment.amountCents as Cents;
  const split = await proposedSplitFor(tx, userId, amount, payment.paidOn);
  if (split.unplaced > 0) {
    const user = await requireUser(tx, userId);
    const note =
      `${fullName(user)} has no savings account, and their loans cannot take ` +
      `KES ${formatMoney(split.unplaced)} of it.`;
    const [kept] = await tx
      .update(incomingPayments)
      .set({ note })
      .where(eq(incomingPayments.id, payment.id))
      .returning();
    return { payment: kept ?? payment, placed: false, unplacedNote: note };
  }
  const from = payment.payerName ? ` from ${payment.payerName}` : '';
  const transaction = await insertTransaction(tx, {
    userId,
    totalCents: amount,
    date: payment.paidOn,
    comment: `${sourceLabels[payment.source]} ${payment.receipt}${from}`.slice(0, 500),
    createdBy: who.userId,
    items: split.items.map((item) => ({
      type: item.type,
      amountCents: item.amount,
      extra: payment.receipt.slice(0, 100),
    })),
  });
  const [linked] = await linkPayment(tx, {
    id: payment.id,
    userId,
    matchRule: rule,
    transactionId: transaction.id,
  });
  await recordTransactionCreated(tx, who, transaction, {
    payment_id: payment.id,
    source: payment.source,
    receipt: payment.receipt,
    match_rule: rule,
  });
  return { payment: linked ?? payment, placed: true, unplacedNote: null };
}

/** Refuses a manual assignment whose split cannot place every shilling. */
export function refuseUnplaced(note: string | null): never {
  throw unprocessable(
    note ?? 'This payment cannot be placed with that member.',
    { user_id: note ?? '' },
    'UNPLACED',
  );
}

/** Locks a payment row for a decision about it. */
export async function lockPayment(tx: Tx, id: number): Promise<IncomingPayment | undefined> {
  const [row] = await tx.select().from(incomingPayments).where(eq(incomingPayments.id, id)).for('update');
  return row;
}
