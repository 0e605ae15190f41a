import { RECEIPT_ALREADY_RECORDED } from '@links/domain';
import { eq, sql } from 'drizzle-orm';
import { preparedQuery, type Tx } from '../../db/client.js';
import { incomingPayments } from '../../db/schema.js';
import { conflict, forbidden, unprocessable } from '../../lib/errors.js';
import type { AccessClaims } from '../../lib/guards.js';
import { findMoneyAccount, reversalMap } from '../books/index.js';
import { countAdmins } from '../directory/directory.service.js';
import { getSettings } from '../settings/settings.service.js';
import { itemsOfTransactions, itemsWithReferences } from '../transactions/index.js';
import type { TransactionHooks } from '../transactions/transactions.service.js';
import { lockReceipts, receiptsAmong, receivedReceipts } from './receipts.js';

export const MAKER_CHECKER =
  'A payment cannot be approved by the admin who imported or assigned it: another admin approves it.';
export const NO_MPESA_ACCOUNT = 'Choose the M-Pesa account in Settings before approving M-Pesa payments.';

/**
 * Whether an admin may approve a payment (docs/decisions/payments.md, "Statement imports", maker-checker):
 * not the one who imported it or assigned it to a member, unless the group has a single admin.
 */
export async function mayApprove(
  tx: Tx | Parameters<typeof countAdmins>[0],
  who: AccessClaims,
  payment: { importedBy: number | null; assignedBy: number | null },
): Promise<boolean> {
  if (who.userId !== payment.importedBy && who.userId !== payment.assignedBy) return true;
  return (await countAdmins(tx)) <= 1;
}

/** The money account a payment is approved into: where it came in, else the M-Pesa account of the settings. */
async function receivingAccount(tx: Tx, payment: typeof incomingPayments.$inferSelect): Promise<number> {
  if (payment.ledgerAccountId !== null) return payment.ledgerAccountId;
  const settings = await getSettings(tx);
  if (payment.source !== 'bank_statement' && settings?.mpesaAccountId) return settings.mpesaAccountId;
  throw unprocessable(NO_MPESA_ACCOUNT, undefined, 'NO_MPESA_ACCOUNT');
}

/** The payment a transaction came from, locked (docs/decisions/speed.md, "Statements built once"). */
const paymentLockedFor = preparedQuery<{ transactionId: number }, (typeof incomingPayments.$inferSelect)[]>(
  'payment_of_transaction_locked',
  (db) =>
    db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.transactionId, sql.placeholder('transactionId')))
      .for('update'),
);

/**
 * What the payments module adds to transactions (docs/decisions/payments.md, "One receipt, once"): a receipt
 * already received or already typed is not typed again; the transaction a payment became is approved by
 * another admin than its maker, into the account the money came into; and the payment's status follows its
 * items.
 */
export const paymentTransactionHooks: TransactionHooks = {
  async checkReferences(tx, references) {
    const receipts = receiptsAmong(references);
    if (receipts.length === 0) return;
    if (new Set(receipts).size < receipts.length)
      throw conflict(RECEIPT_ALREADY_RECORDED, 'RECEIPT_RECORDED');
    await lockReceipts(tx, receipts);
    // A receipt typed on a transaction that was reversed may be typed again: "Re-enter"
    // (docs/decisions/reversals.md, "Re-entering").
    const standing = (await itemsWithReferences(tx, receipts)).filter((item) => item.status !== 'Rejected');
    const reversed = await reversalMap(
      tx,
      'transaction',
      standing.map((item) => item.transactionId),
    );
    const typed = standing.filter((item) => !reversed.has(item.transactionId));
    if (typed.length > 0 || (await receivedReceipts(tx, receipts)).length > 0) {
      throw conflict(RECEIPT_ALREADY_RECORDED, 'RECEIPT_RECORDED');
    }
  },

  async beforeApproval(tx, who, transactionId, requestedAccountId) {
    const [payment] = await paymentLockedFor(tx, { transactionId });
    if (!payment) return undefined;
    if (!(await mayApprove(tx, who, payment))) throw forbidden(MAKER_CHECKER);
    const accountId = await receivingAccount(tx, payment);
    if (requestedAccountId !== undefined && requestedAccountId !== accountId) {
      const name = (await findMoneyAccount(tx, accountId))?.name ?? 'another account';
      const message = `This payment came into ${name}: it is approved into that account.`;
      throw unprocessable(message, { account_id: message }, 'PAYMENT_ACCOUNT');
    }
    return { accountId };
  },

  async afterDecision(tx, transactionId, approval) {
    // An approval's beforeApproval found no payment for this transaction (it locked it if there was one).
    if (approval && approval.arrived === undefined) return;
    const [payment] = await tx
      .select({ id: incomingPayments.id })
      .from(incomingPayments)
      .where(eq(incomingPayments.transactionId, transactionId));
    if (!payment) return;
    const items = await itemsOfTransactions(tx, [transactionId]);
    const pending = items.some((item) => item.status === 'Pending');
    const approved = items.some((item) => item.status === 'Approved');
    if (pending) return;
    // Rejected as a whole, it goes back to the unmatched, to be assigned again or ignored.
    const change = approved
      ? { status: 'approved' as const }
      : {
          status: 'unmatched' as const,
          transactionId: null,
          userId: null,
          matchRule: null,
          assignedBy: null,
          note: `Its transaction TRN-${transactionId} was rejected.`,
        };
    await tx.update(incomingPayments).set(change).where(eq(incomingPayments.id, payment.id));
  },
};
