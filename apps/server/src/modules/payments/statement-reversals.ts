import {
  type Clock,
  centsToKes,
  formatKES,
  formatMemberNumber,
  fullName,
  type ReversalOutcome,
  type StatementReversal,
} from '@links/domain';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { askOrAct } from '../approvals/approvals.service.js';
import type { SignedInContext } from '../audit/audit.service.js';
import { findUserById } from '../directory/directory.service.js';
import type { TransactionsService } from '../transactions/transactions.service.js';
import { ignoreLockedPayment } from './ignore.js';
import { lockReceipts, mpesaKey, paymentByKey } from './receipts.js';
import { type IncomingPayment, lockPayment } from './record.js';
import type { ImportLine } from './statement-lines.js';

/** The note an ignored payment carries when M-Pesa took it back. */
export const reversedBy = (reversalReceipt: string) => `Reversed by M-Pesa: ${reversalReceipt}`;

function messageOf(outcome: ReversalOutcome, receipt: string, amount: string, member: string | null) {
  const whose = member ? ` for ${member}` : '';
  switch (outcome) {
    case 'cancelled':
      return `M-Pesa took back ${receipt} (${amount}) before it was approved: the payment${whose} is ignored.`;
    case 'already_ignored':
      return `M-Pesa took back ${receipt} (${amount}), a payment already ignored: nothing to record.`;
    case 'approved':
      return (
        `M-Pesa took back ${receipt} (${amount}), already approved${whose}: ` +
        'take it back from their accounts and record the money leaving the M-Pesa account.'
      );
    case 'reversal_requested':
      return (
        `M-Pesa took back ${receipt} (${amount}), already approved${whose}: ` +
        'a reversal of its transaction waits for an official to approve it on the Approvals screen.'
      );
    case 'not_recorded':
      return (
        `M-Pesa took back ${receipt} (${amount}), which is not among the payments received: ` +
        'check whether it was recorded by hand, and record the money leaving the M-Pesa account.'
      );
  }
}

async function memberOf(tx: Tx, userId: number | null) {
  const user = userId === null ? undefined : await findUserById(tx, userId);
  if (!user) return { user_id: null, member_name: null, member_number: null };
  return {
    user_id: user.id,
    member_name: fullName(user),
    member_number: formatMemberNumber(user.memberNo),
  };
}

/**
 * Reversal lines of an M-Pesa statement (docs/decisions.md, M-Pesa). A reversal takes back the
 * payment it links to: one not approved yet (unmatched or pending) is cancelled, that is ignored
 * with the reason and its pending transaction rejected through the transactions service, so the
 * money never reaches the books and the reversal is nothing to record; one already approved is in
 * the books, so the reversal is reported for the treasurer to act on, never dropped.
 */
export function statementReversals(transactions: TransactionsService, clock: Clock) {
  /**
   * Asks for the reversal of an approved payment's transaction, dated the day M-Pesa took the money back
   * (docs/decisions/reversals.md, "M-Pesa reversals"): a request an official approves in one click. When the
   * reversal cannot be asked for (it would be refused, or one already waits), the line is reported as before.
   */
  async function askReversal(tx: Tx, who: SignedInContext, transactionId: number, line: ImportLine) {
    const payload = {
      transaction_id: transactionId,
      reason: reversedBy(line.reference),
      date: line.occurred.date,
    };
    try {
      const asked = await askOrAct(tx, clock, 'transaction_reversal', payload, who, { askOnly: true });
      return asked.done ? null : asked.pending.approval_id;
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return null;
      throw error;
    }
  }

  /** Takes back the payment a reversal line links to, inside the import's database transaction. */
  return async function takeBack(tx: Tx, who: SignedInContext, line: ImportLine): Promise<StatementReversal> {
    const receipt = line.linkedReference;
    const amount = formatKES(line.moneyOut);
    let payment: IncomingPayment | undefined;
    if (receipt) {
      await lockReceipts(tx, [receipt]);
      const found = await paymentByKey(tx, mpesaKey(receipt));
      // Under the payment's own lock, as an approval takes it: the status read is the one that holds.
      payment = found && (await lockPayment(tx, found.id));
    }
    let outcome: ReversalOutcome = !payment
      ? 'not_recorded'
      : payment.status === 'approved'
        ? 'approved'
        : payment.status === 'ignored'
          ? 'already_ignored'
          : 'cancelled';
    const member = await memberOf(tx, payment?.userId ?? null);
    if (payment && outcome === 'cancelled') {
      await ignoreLockedPayment(tx, transactions, who, payment, reversedBy(line.reference));
    }
    let approvalId: number | null = null;
    if (payment?.transactionId && outcome === 'approved') {
      approvalId = await askReversal(tx, who, payment.transactionId, line);
      if (approvalId !== null) outcome = 'reversal_requested';
    }
    const named = member.member_name ? `${member.member_name} (${member.member_number})` : null;
    return {
      date: line.occurred.date,
      reference: line.reference,
      receipt,
      amount: centsToKes(line.moneyOut),
      outcome,
      payment_id: payment?.id ?? null,
      ...member,
      message: messageOf(outcome, receipt ?? 'a payment', amount, named),
      approval_id: approvalId,
    };
  };
}
