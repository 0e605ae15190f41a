import {
  type Clock,
  type CreateWithdrawalInput,
  centsToKes,
  formatDate,
  formatKES,
  fullName,
  type WithdrawalAnswer,
  withdrawalIsDue,
  withdrawalPaid,
  withdrawalPayableOn,
  withdrawalRefusal,
} from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { withdrawals } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { askOrAct, type Outcome } from '../approvals/approvals.service.js';
import { type Execution, voteOrAsk } from '../approvals/index.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { payOutOf } from '../banking/index.js';
import {
  findMoneyAccount,
  findPayoutsDueAccount,
  lockAccounts,
  notAMoneyAccount,
  resolveMoneyAccount,
  systemAccountId,
} from '../books/index.js';
import { postEntry } from '../books/journal.service.js';
import { requireUser } from '../directory/directory.service.js';
import { lockUser } from '../directory/index.js';
import { mpesaPayoutAccount, owePayout, refuseB2cAmount } from '../payouts/index.js';
import { requireSettings } from '../settings/settings.service.js';
import { allowanceOf } from './allowance.js';
import { tellPaid } from './notices.js';
import { type WithdrawalRow, withdrawalView } from './views.js';

export const NOT_FOUND = 'Withdrawal not found.';

/** The 422 of an amount outside the free savings, naming them (docs/decisions/withdrawals.md, "Free savings"). */
export function outsideFreeSavings(amountCents: number, freeCents: number) {
  const message =
    amountCents < 1
      ? `amount must be at least KES 0.01; the free savings are ${formatKES(freeCents)}.`
      : `A withdrawal may take at most the free savings: ${formatKES(freeCents)}.`;
  return unprocessable(
    message,
    { amount: message },
    amountCents < 1 ? 'VALIDATION_FAILED' : 'ABOVE_FREE_SAVINGS',
  );
}

export async function lockedWithdrawal(tx: Tx, id: number): Promise<WithdrawalRow> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export const alreadyDecided = (row: WithdrawalRow) =>
  conflict(`This withdrawal is already ${row.status.toLowerCase()}.`, 'WITHDRAWAL_DECIDED');

/**
 * POST /withdrawals (docs/decisions/withdrawals.md): in one transaction, with the member's row locked,
 * the amount is checked against their free savings and the withdrawal recorded as Requested, payable
 * after the notice. When it is payable today its payout is asked of the quorum at once: an official's
 * call with one approval required pays it (201, Paid); otherwise the request waits (202).
 */
export async function requestWithdrawal(
  db: Db,
  clock: Clock,
  input: CreateWithdrawalInput,
  context: SignedInContext,
): Promise<Outcome<WithdrawalAnswer>> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, input.user_id))) throw notFound('User not found.');
    const settings = await requireSettings(tx);
    if (input.pay_by_mpesa) refuseB2cAmount(input.amount);
    // docs/decisions/payouts.md, "Owing": paid by M-Pesa, it is owed in Payouts due until sent.
    const account = input.pay_by_mpesa
      ? await mpesaPayoutAccount(tx)
      : await resolveMoneyAccount(tx, input.account_id, settings.defaultAccountId);
    const allowance = await allowanceOf(tx, input.user_id, settings.loanMultiplierX100);
    if (withdrawalRefusal(input.amount, allowance.free))
      throw outsideFreeSavings(input.amount, allowance.free);
    const today = clock.today();
    const [row] = await tx
      .insert(withdrawals)
      .values({
        userId: input.user_id,
        amountCents: input.amount,
        accountId: account.id,
        reason: input.reason,
        requestedBy: context.userId,
        requestedOn: today,
        payableOn: withdrawalPayableOn(today, settings.withdrawalNoticeDays),
        createdAt: clock.now(),
      })
      .returning();
    if (!row) throw new Error('The withdrawal insert returned no row');
    await recordAudit(tx, context, {
      action: 'create',
      entity: 'withdrawal',
      entityId: row.id,
      memberId: row.userId,
      after: {
        amount: centsToKes(row.amountCents),
        account_id: account.id,
        account: account.name,
        reason: row.reason,
        payable_on: row.payableOn,
      },
    });
    if (!withdrawalIsDue(row.payableOn, today)) {
      const message = `Withdrawal requested: it can be paid from ${formatDate(row.payableOn)}.`;
      return { done: true, answer: { ...(await withdrawalView(tx, row)), message } };
    }
    // The savepoint of the quorum's call sits inside this transaction (docs/decisions/approvals.md, "Asking").
    return askOrAct(tx as unknown as Db, clock, 'withdrawal', { withdrawal_id: row.id }, context);
  });
}

/**
 * The payout (the `withdrawal` kind's use case, docs/decisions/withdrawals.md, "Payout"): with the
 * withdrawal, the member and the money account locked, the withdrawal must still be Requested and due,
 * within the member's free savings now and the account's balance; one entry posts it (Dr Members'
 * savings, Cr the money account), the withdrawal becomes Paid and the member is told.
 */
export async function payWithdrawal(db: Db, withdrawalId: number, run: Execution): Promise<WithdrawalAnswer> {
  return db.transaction(async (tx) => {
    const row = await lockedWithdrawal(tx, withdrawalId);
    if (row.status !== 'Requested') throw alreadyDecided(row);
    if (!withdrawalIsDue(row.payableOn, run.today)) {
      throw conflict(
        `This withdrawal can be paid from ${formatDate(row.payableOn)}, after the group's notice.`,
        'WITHDRAWAL_NOT_DUE',
      );
    }
    const member = await lockUser(tx, row.userId);
    const settings = await requireSettings(tx);
    const allowance = await allowanceOf(tx, row.userId, settings.loanMultiplierX100, row.id);
    if (row.amountCents > allowance.withdrawable)
      throw outsideFreeSavings(row.amountCents, allowance.withdrawable);
    const byMpesa = await findPayoutsDueAccount(tx, row.accountId);
    const account = byMpesa ?? (await findMoneyAccount(tx, row.accountId));
    if (!account) throw notAMoneyAccount('account_id');
    await lockAccounts(tx, [account.id]);
    if (!byMpesa) await payOutOf(tx, account, row.amountCents);
    const entryId = await postEntry(tx, {
      kind: 'withdrawal',
      ref: row.id,
      date: run.today,
      memo: `Withdrawal of savings: ${member ? fullName(member) : `member ${row.userId}`}`,
      lines: withdrawalPaid(
        { money: account.id, savings: await systemAccountId(tx, 'savings') },
        { userId: row.userId },
        row.amountCents,
      ),
      createdBy: run.context.userId,
    });
    const [paid] = await tx
      .update(withdrawals)
      .set({ status: 'Paid', paidOn: run.today, entryId, decidedBy: run.context.userId, decidedAt: run.now })
      .where(eq(withdrawals.id, row.id))
      .returning();
    if (!paid) throw new Error('The paid withdrawal was not updated');
    await recordAudit(tx, run.context, {
      action: 'pay',
      entity: 'withdrawal',
      entityId: row.id,
      memberId: row.userId,
      before: { status: row.status },
      after: {
        status: 'Paid',
        amount: centsToKes(row.amountCents),
        account: account.name,
        reason: row.reason,
        paid_on: run.today,
        entry_id: entryId,
      },
    });
    if (byMpesa) {
      await owePayout(
        tx,
        {
          source: 'withdrawal',
          sourceId: row.id,
          userId: row.userId,
          amountCents: row.amountCents,
          description: `Withdrawal #${row.id}`,
        },
        { userId: run.context.userId, at: run.now },
      );
    }
    await tellPaid(tx, paid, account.name, run);
    const message = byMpesa
      ? `Withdrawal approved: ${formatKES(row.amountCents)} is owed by M-Pesa; send it from Payouts.`
      : `Withdrawal paid: ${formatKES(row.amountCents)} from ${account.name}.`;
    return { ...(await withdrawalView(tx, paid)), message };
  });
}

/**
 * POST /withdrawals/{id}/payment: an official's yes to paying a withdrawal that is due. When its
 * payout already waits for the quorum (a member's own request), the call is the official's vote on
 * that request; otherwise it asks the quorum (docs/decisions/withdrawals.md, "Payout").
 */
export async function askToPay(
  db: Db,
  clock: Clock,
  withdrawalId: number,
  context: SignedInContext,
): Promise<Outcome<WithdrawalAnswer>> {
  const ask = {
    kind: 'withdrawal' as const,
    subject: `withdrawal:${withdrawalId}`,
    payload: { withdrawal_id: withdrawalId },
  };
  return voteOrAsk(db, clock, ask, context, async () => {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    if (!row) throw notFound(NOT_FOUND);
    const view = await withdrawalView(db, row);
    return { ...view, message: `Withdrawal paid: ${formatKES(row.amountCents)} from ${view.account_name}.` };
  });
}

/** GET /withdrawals/allowance/{userId}: the member's free savings, how they are made, and the notice. */
export async function withdrawalAllowance(db: Db, userId: number, today: string) {
  await requireUser(db, userId);
  const settings = await requireSettings(db);
  const allowance = await allowanceOf(db, userId, settings.loanMultiplierX100);
  return {
    user_id: userId,
    savings: centsToKes(allowance.savings),
    pledges_held: centsToKes(allowance.pledgesHeld),
    loans_require: centsToKes(allowance.loansRequire),
    requested: centsToKes(allowance.requested),
    free: centsToKes(allowance.free),
    loan_multiplier: settings.loanMultiplierX100 / 100,
    notice_days: settings.withdrawalNoticeDays,
    payable_on: withdrawalPayableOn(today, settings.withdrawalNoticeDays),
  };
}
