import {
  ALREADY_INACTIVE,
  type Clock,
  centsToKes,
  memberExited,
  memberReactivatedMessage,
  NOT_INACTIVE,
} from '@links/domain';
import type { Db, Tx } from '../../db/client.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { endSessions } from '../auth/index.js';
import { payOutOf } from '../banking/index.js';
import {
  closedThrough,
  expenseLedgerAccount,
  PERIOD_CLOSED,
  resolveMoneyAccount,
  systemAccountId,
} from '../books/index.js';
import { postEntry } from '../books/journal.service.js';
import { USER_NOT_FOUND } from '../directory/directory.service.js';
import { lockUser, setMemberStatus } from '../directory/index.js';
import { closeLoanAtExit, settleLooseFinesAtExit } from '../loans/index.js';
import type { Outbox } from '../outbox/index.js';
import { mpesaPayoutAccount, owePayout, refuseB2cAmount } from '../payouts/index.js';
import { tellExit } from './exit-notices.js';
import { type ExitPlan, planExit, refuseWhileGuaranteeing } from './exit-plan.js';
import { changeOffice } from './offices.service.js';

/** The books account a loan nobody could pay is written off to (an expense). */
export const LOAN_LOSSES = 'Loan losses';

export interface ExitInput {
  user_id: number;
  date: string;
  /** The money account the refund is paid from; left out when it is paid by M-Pesa. */
  account_id?: number | undefined;
  pay_by_mpesa?: boolean | undefined;
  reason: string;
}

/**
 * A member leaves the group (docs/decisions/member-exits.md, "What an exit settles"), inside the caller's
 * transaction (the quorum's, `askOrAct`): refused while they guarantee another's loan (409), for the last
 * chair or treasurer (409), on a day in a closed period (422); otherwise their fines of no loan (when no
 * loan carries them; the rest waived) and their loans are settled from their savings, a shortfall from their guarantors' savings in proportion and the rest written off, the
 * rest of their savings refunded from `account_id`, all in one journal entry; they become inactive from
 * the exit date, their sign-ins end and they are told.
 */
export async function exitMember(
  tx: Tx,
  clock: Clock,
  who: SignedInContext,
  outbox: Outbox,
  input: ExitInput,
  approverIds: readonly number[] = [who.userId],
) {
  const before = await lockUser(tx, input.user_id);
  if (!before) throw notFound(USER_NOT_FOUND);
  if (before.status === 'inactive') throw conflict(ALREADY_INACTIVE, 'MEMBER_INACTIVE');
  const through = await closedThrough(tx);
  if (through !== null && input.date <= through) {
    throw unprocessable(PERIOD_CLOSED, { date: PERIOD_CLOSED }, 'PERIOD_CLOSED');
  }
  // An official steps down first: the last chair or treasurer cannot (409 LAST_RUNNING_OFFICE).
  if (before.office !== 'member') await changeOffice(tx, clock, who, input.user_id, 'member');
  const plan = await planExit(tx, input.user_id, input.date);
  await refuseWhileGuaranteeing(tx, plan);
  const { settlement } = plan;
  const byMpesa = input.pay_by_mpesa === true;
  // docs/decisions/payouts.md, "Owing": a refund by M-Pesa waits in Payouts due until it is sent.
  if (byMpesa && settlement.refund > 0) refuseB2cAmount(settlement.refund);
  const money = byMpesa
    ? await mpesaPayoutAccount(tx)
    : await resolveMoneyAccount(tx, input.account_id, null);
  if (settlement.refund > 0 && !byMpesa)
    await payOutOf(tx, money, settlement.refund, { field: 'account_id' });
  if (settlement.looseFines.owed > 0) {
    await settleLooseFinesAtExit(tx, {
      userId: input.user_id,
      paid: settlement.looseFines.paid,
      by: who.userId,
      reason: `Waived at the member's exit: ${input.reason}`,
    });
  }
  for (const loan of settlement.loans) {
    await closeLoanAtExit(tx, {
      loanId: loan.loanId,
      userId: input.user_id,
      paidInterest: loan.paidInterest,
      paidFines: loan.paidFines,
      by: who.userId,
      reason: `Waived at the member's exit: ${input.reason}`,
    });
  }
  const entryId = await postExit(tx, plan, money.id, input, who.userId, clock);
  if (byMpesa && settlement.refund > 0 && entryId !== null) {
    await owePayout(
      tx,
      {
        source: 'exit',
        sourceId: entryId,
        userId: input.user_id,
        amountCents: settlement.refund,
        description: `Exit refund of member #${input.user_id}`,
      },
      { userId: who.userId, at: clock.now() },
    );
  }
  const after = await setMemberStatus(tx, input.user_id, 'inactive', input.date);
  if (!after) throw notFound(USER_NOT_FOUND);
  await endSessions(tx, clock, input.user_id);
  const fromGuarantors = settlement.fromGuarantors.reduce((a, g) => a + g.amount, 0);
  await recordAudit(tx, who, {
    action: 'exit',
    entity: 'member',
    entityId: input.user_id,
    memberId: input.user_id,
    before: { status: before.status, exited_on: before.exitedOn },
    after: {
      status: after.status,
      exited_on: after.exitedOn,
      reason: input.reason,
      refund: centsToKes(settlement.refund),
      from_savings: centsToKes(settlement.savings - settlement.refund),
      from_guarantors: centsToKes(fromGuarantors),
      written_off: centsToKes(settlement.writtenOff),
    },
  });
  await tellExit(tx, outbox, { plan, input, accountName: money.name, entryId, approverIds });
  return {
    user_id: input.user_id,
    status: after.status,
    exited_on: input.date,
    refund: centsToKes(settlement.refund),
    from_savings: centsToKes(settlement.savings - settlement.refund),
    from_guarantors: centsToKes(fromGuarantors),
    written_off: centsToKes(settlement.writtenOff),
    message: 'Member exited',
  };
}

/** The exit's one journal entry (docs/decisions/member-exits.md, "The books"); none when nothing moves. */
async function postExit(
  tx: Tx,
  plan: ExitPlan,
  moneyId: number,
  input: ExitInput,
  by: number,
  clock: Clock,
): Promise<number | null> {
  const { settlement } = plan;
  const lines = memberExited(
    {
      money: moneyId,
      savings: await systemAccountId(tx, 'savings'),
      loans: await systemAccountId(tx, 'loans'),
      interest: await systemAccountId(tx, 'interest'),
      fines: await systemAccountId(tx, 'fines'),
      losses: settlement.writtenOff > 0 ? await expenseLedgerAccount(tx, LOAN_LOSSES) : 0,
    },
    {
      userId: input.user_id,
      savings: settlement.savings,
      refund: settlement.refund,
      guarantors: settlement.fromGuarantors.map((g) => ({ userId: g.guarantorId, amount: g.amount })),
      loans: settlement.loans.map((loan) => ({
        loanId: loan.loanId,
        principal: loan.principal,
        paidInterest: loan.paidInterest,
        paidFines: loan.paidFines,
        writtenOff: loan.writtenOff,
      })),
      looseFines: settlement.looseFines.paid,
      otherSavings: plan.otherSavings.map((part) => ({ account: part.accountId, amount: part.amountCents })),
    },
  );
  if (lines.length === 0) return null;
  return postEntry(tx, {
    kind: 'exit',
    ref: `${input.user_id}@${clock.now().toISOString()}`,
    date: input.date,
    memo: `Exit of member #${input.user_id}: ${input.reason}`,
    lines,
    createdBy: by,
  });
}

/**
 * An official brings a member who left back (docs/decisions/member-exits.md, "Reactivation"): active
 * again from today, with no money moved; they are told.
 */
export async function reactivateMember(db: Db, who: SignedInContext, outbox: Outbox, userId: number) {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before) throw notFound(USER_NOT_FOUND);
    if (before.status !== 'inactive') throw conflict(NOT_INACTIVE, 'MEMBER_ACTIVE');
    await setMemberStatus(tx, userId, 'active', null);
    await recordAudit(tx, who, {
      action: 'reactivate',
      entity: 'member',
      entityId: userId,
      memberId: userId,
      before: { status: before.status, exited_on: before.exitedOn },
      after: { status: 'active', exited_on: null },
    });
    await outbox.leave(tx, {
      userId,
      kind: 'member_reactivated',
      text: (language) => memberReactivatedMessage(language, {}),
    });
    return { user_id: userId, status: 'active' as const, message: 'Member reactivated' };
  });
}
