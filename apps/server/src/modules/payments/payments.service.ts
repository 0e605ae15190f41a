import { type ApprovePaymentInput, type Cents, splitProblem } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { incomingPayments } from '../../db/schema.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import type { SignedInContext } from '../audit/audit.service.js';
import { requireUser } from '../directory/directory.service.js';
import { type ItemState, itemsOfTransactions, replacePendingItems } from '../transactions/index.js';
import { checkNewItems, type TransactionsService } from '../transactions/transactions.service.js';
import { MAKER_CHECKER, mayApprove } from './hooks.js';
import { ignoreLockedPayment } from './ignore.js';
import { type PaymentsQuery, pageOfPayments, paymentViews } from './payments.queries.js';
import { type IncomingPayment, lockPayment, placeWithMember, refuseUnplaced } from './record.js';

export const PAYMENT_NOT_FOUND = 'Payment not found.';

/** A decision about one payment, with its row locked: decisions on it run one after the other. */
async function lockedPayment(tx: Tx, id: number): Promise<IncomingPayment> {
  const payment = await lockPayment(tx, id);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  return payment;
}

const refuseState = (payment: IncomingPayment, action: string) => {
  const state = {
    unmatched: 'unmatched',
    pending: 'pending approval',
    approved: 'approved',
    ignored: 'ignored',
  }[payment.status];
  return conflict(`This payment is ${state}: it cannot be ${action}.`, 'PAYMENT_STATE');
};

/**
 * The treasurer's decisions about incoming payments (docs/decisions/payments.md, "The proposed split"):
 * assign an unmatched one to a member, ignore one with a reason, approve one (optionally with another split),
 * each one database transaction through the transactions service, so the books are posted as for any
 * approval.
 */
export function createPaymentsService(db: Db, transactions: TransactionsService) {
  async function view(tx: Tx, who: SignedInContext, id: number) {
    const [row] = await tx.select().from(incomingPayments).where(eq(incomingPayments.id, id));
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    const [shown] = await paymentViews(tx, who, [row]);
    return shown!;
  }

  return {
    list: (who: SignedInContext, query: PaymentsQuery) => pageOfPayments(db, who, query),

    /**
     * One record: the `create` of the transaction the payment becomes, made by the assigning admin,
     * with the payment it came from (`match_rule: assigned`).
     */
    assign(who: SignedInContext, id: number, userId: number) {
      return db.transaction(async (tx) => {
        const payment = await lockedPayment(tx, id);
        if (payment.status !== 'unmatched') throw refuseState(payment, 'assigned');
        await requireUser(tx, userId);
        const placed = await placeWithMember(tx, payment, userId, 'assigned', who);
        if (!placed.placed) refuseUnplaced(placed.unplacedNote);
        await tx.update(incomingPayments).set({ assignedBy: who.userId }).where(eq(incomingPayments.id, id));
        return { payment: await view(tx, who, id), message: 'Payment assigned: it waits for approval.' };
      });
    },

    /** One record on the payment; a pending one's items, rejected with the reason, are in it. */
    ignore(who: SignedInContext, id: number, reason: string) {
      return db.transaction(async (tx) => {
        const payment = await lockedPayment(tx, id);
        if (payment.status === 'approved' || payment.status === 'ignored')
          throw refuseState(payment, 'ignored');
        await ignoreLockedPayment(tx, transactions, who, payment, reason);
        return { payment: await view(tx, who, id), message: 'Payment ignored.' };
      });
    },

    /**
     * One `approve` record on the transaction with every item before and after; a split the
     * treasurer changed is in it: before the split proposed, after the split approved.
     */
    approve(who: SignedInContext, id: number, input: ApprovePaymentInput) {
      return db.transaction(async (tx) => {
        const payment = await lockedPayment(tx, id);
        if (payment.status !== 'pending' || payment.transactionId === null)
          throw refuseState(payment, 'approved');
        if (!(await mayApprove(tx, who, payment))) throw forbidden(MAKER_CHECKER);
        const proposed = input.items ? await resplit(tx, payment, input.items) : undefined;
        await transactions.decideAll(who, payment.transactionId, { status: 'Approved' }, tx, { proposed });
        return { payment: await view(tx, who, id), message: 'Payment approved.' };
      });
    },
  };
}

/**
 * The treasurer's own split (docs/decisions/payments.md, "A matched payment's transaction"): it must add
 * up to the payment, each item to a real account, kind or merry-go-round the member may pay. Answers the split it replaced, for the approval's record.
 */
async function resplit(
  tx: Tx,
  payment: IncomingPayment,
  items: NonNullable<ApprovePaymentInput['items']>,
): Promise<ItemState[]> {
  const problem = splitProblem(
    payment.amountCents as Cents,
    items.map((item) => ({ amount: item.transaction_amount })),
  );
  if (problem) throw unprocessable(problem, { items: problem }, 'SPLIT_MISMATCH');
  const user = await requireUser(tx, payment.userId as number);
  const checked = await checkNewItems(
    tx,
    user,
    items.map((item) => ({
      type: item.transaction_type,
      amountCents: item.transaction_amount,
      extra: payment.receipt.slice(0, 100),
      contributionKindId: item.contribution_kind_id ?? null,
      rotationId: item.rotation_id ?? null,
    })),
    'items',
  );
  const before = await itemsOfTransactions(tx, [payment.transactionId as number]);
  await replacePendingItems(tx, payment.transactionId as number, checked);
  return before;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
