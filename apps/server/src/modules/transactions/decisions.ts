import type { DecisionInput, TransactionType } from '@links/domain';
import type { Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { AccessClaims } from '../../lib/guards.js';
import { settled } from '../../lib/settled.js';
import type { SignedInContext } from '../audit/audit.service.js';
import { firstOpenDay, resolveMoneyAccount } from '../books/index.js';
import { receiveContribution } from '../contributions/index.js';
import { findUserById, type User } from '../directory/directory.service.js';
import { payFinesWithItem } from '../fines/index.js';
import { applyLoanRepayment } from '../loans/loans.service.js';
import { receiveRotationPayment } from '../rotations/index.js';
import { depositToSavings } from '../savings/savings.service.js';
import { getSettings } from '../settings/settings.service.js';
import { decideItems, itemsOf, lockedTransaction } from './decision-statements.js';
import { tellDecision } from './notices.js';
import type { DecisionOutcome } from './transaction-audit.js';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

export const typeLabels: Record<TransactionType, string> = {
  SAVING: 'savings',
  LTL: 'long-term loan',
  STL: 'short-term loan',
  CONTRIBUTION: 'contribution',
  ROTATION: 'merry-go-round',
  FINE: 'fine',
};

/**
 * Money that really arrived (an M-Pesa payment or a bank statement's line): approved into the account
 * it came into, and posted on the first open day when it arrived in a closed period
 * (docs/decisions/money-accounts.md, "Money that arrived in a closed period").
 */
export interface ArrivedMoney {
  accountId: number;
}

/**
 * The order items are decided in: savings, then the long-term loan, then the short-term one, then the
 * other kinds of contribution.
 */
export const DECISION_ORDER: readonly TransactionType[] = [
  'SAVING',
  'LTL',
  'STL',
  'CONTRIBUTION',
  'ROTATION',
  'FINE',
];

/**
 * What other modules add to the life of a transaction, without this module knowing them: the
 * payments module (docs/decisions/payments.md, "One receipt, once") refuses a reference that is an M-Pesa
 * receipt already received, and keeps maker-checker and the receiving account for the transactions its
 * payments became.
 */
export interface TransactionHooks {
  /** Inside create()'s database transaction, with the items' references: may refuse them. */
  checkReferences?(tx: Tx, references: string[]): Promise<void>;
  /**
   * Before an approval moves money: may refuse it, or answer the money that really arrived: the
   * money account it came into (a books id), which the approval then uses.
   */
  beforeApproval?(
    tx: Tx,
    who: AccessClaims,
    transactionId: number,
    requestedAccountId: number | undefined,
  ): Promise<ArrivedMoney | undefined>;
  /**
   * After items of the transaction were approved or rejected, in the same database transaction;
   * after an approval, with what `beforeApproval` answered (`arrived` undefined: no money arrived
   * for this transaction).
   */
  afterDecision?(
    tx: Tx,
    transactionId: number,
    approval?: { arrived: ArrivedMoney | undefined },
  ): Promise<void>;
}

/** Items in the order they are decided, for the money and for the record. */
export const byDecisionOrder = (
  a: { type: TransactionType; id: number },
  b: { type: TransactionType; id: number },
) => DECISION_ORDER.indexOf(a.type) - DECISION_ORDER.indexOf(b.type) || a.id - b.id;

/**
 * Approves or rejects every Pending item of the given types of one transaction, applying the money
 * of approved items, inside the caller's database transaction (docs/decisions/transactions.md, "Approving").
 * The transaction row is locked first, so parallel decisions on it run one after the other and each item is
 * applied once. Rejecting a type whose items are approved and none pending is a 409. Records nothing: the
 * caller writes the use case's one audit record from the outcome.
 */
/**
 * Money of a member who left is not taken in (docs/decisions/member-exits.md, "Payments of a member
 * who left"): their savings were paid out and their loans settled at the exit.
 */
export const memberHasLeft = (firstname: string) =>
  conflict(
    `${firstname} has left the group: reactivate them before recording their money, or reject it.`,
    'MEMBER_INACTIVE',
  );

export async function decidePending(
  tx: Tx,
  hooks: TransactionHooks,
  who: SignedInContext,
  id: number,
  types: readonly TransactionType[],
  decision: DecisionInput,
): Promise<DecisionOutcome> {
  // Sent together (docs/decisions/speed.md, "Statements sent together"): the items' read runs after
  // the lock's statement, once the lock is held, so it sees every decision committed before.
  const [[transaction], items] = await Promise.all([lockedTransaction(tx, { id }), itemsOf(tx, id, types)]);
  if (!transaction) throw notFound(TRANSACTION_NOT_FOUND);
  const pending = items.filter((item) => item.status === 'Pending').sort(byDecisionOrder);
  if (decision.status === 'Rejected') {
    for (const type of DECISION_ORDER.filter((t) => types.includes(t))) {
      const ofType = items.filter((item) => item.type === type);
      if (!ofType.some((item) => item.status === 'Pending') && ofType.some((i) => i.status === 'Approved')) {
        throw conflict(`Approved ${typeLabels[type]} items cannot be rejected.`, 'ALREADY_APPROVED');
      }
    }
  }
  const outcome: DecisionOutcome = {
    transactionId: transaction.id,
    userId: transaction.userId,
    before: pending,
    after: [],
    receivedInto: null,
  };
  if (pending.length === 0) return outcome;

  // Read once, for the approval's checks and the member's message.
  let member: User | undefined;
  let approval: { arrived: ArrivedMoney | undefined } | undefined;
  if (decision.status === 'Approved') {
    // Read together; the member's check still comes before the payment's.
    const [found, hook, settings] = await Promise.allSettled([
      findUserById(tx, transaction.userId),
      hooks.beforeApproval?.(tx, who, id, decision.account_id),
      getSettings(tx),
    ]);
    member = settled(found);
    if (member?.status === 'inactive') throw memberHasLeft(member.firstname);
    const arrived = settled(hook);
    approval = { arrived };
    const receivedInto = await resolveMoneyAccount(
      tx,
      arrived?.accountId ?? decision.account_id,
      settled(settings)?.defaultAccountId,
    );
    outcome.receivedInto = receivedInto.name;
    const date = transaction.transactionDate;
    // A hand entry dated in a closed period stays refused by the posting.
    const postedOn = arrived ? await firstOpenDay(tx, date) : date;
    for (const item of pending) {
      const money = {
        userId: transaction.userId,
        amountCents: item.amountCents,
        transactionItemId: item.id,
        transactionId: transaction.id,
        date,
        postedOn,
        money: receivedInto,
      };
      if (item.type === 'SAVING') await depositToSavings(tx, { ...money, createdBy: who.userId });
      else if (item.type === 'CONTRIBUTION') {
        await receiveContribution(tx, { ...money, kindId: item.contributionKindId!, createdBy: who.userId });
      } else if (item.type === 'FINE') {
        await payFinesWithItem(tx, { ...money, createdBy: who.userId });
      } else if (item.type === 'ROTATION') {
        const receipt = { ...money, rotationId: item.rotationId!, createdBy: who.userId };
        await receiveRotationPayment(tx, receipt, who);
      } else {
        const kind = item.type === 'LTL' ? 'long_term' : 'short_term';
        await applyLoanRepayment(tx, { ...money, kind, approvedBy: who.userId });
      }
    }
  }
  const decided = await decideItems(
    tx,
    pending.map((item) => item.id),
    {
      status: decision.status,
      decidedBy: who.userId,
      rejectReason: decision.status === 'Rejected' ? decision.reason : null,
    },
  );
  outcome.after = decided.sort(byDecisionOrder);
  await hooks.afterDecision?.(tx, id, approval);
  // docs/decisions/notifications.md, "Receipts": every way a payment is decided comes through here.
  await tellDecision(tx, { transaction, items: decided, decision, member });
  return outcome;
}
