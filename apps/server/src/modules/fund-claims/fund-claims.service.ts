import {
  type Clock,
  type CreateFundClaimInput,
  centsToKes,
  type FundClaimAnswer,
  formatKES,
  fullName,
  paidOutOf,
} from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { fundClaims } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { askOrAct, type Outcome } from '../approvals/approvals.service.js';
import { type Execution, voteOrAsk } from '../approvals/index.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { payOutOf } from '../banking/index.js';
import {
  accountBalance,
  findMoneyAccount,
  lockAccounts,
  notAMoneyAccount,
  resolveMoneyAccount,
} from '../books/index.js';
import { postEntry } from '../books/journal.service.js';
import { type ContributionKind, kindsByIds } from '../contributions/index.js';
import { lockUser } from '../directory/index.js';
import { requireSettings } from '../settings/settings.service.js';
import { tellClaimPaid } from './notices.js';
import { type FundClaimRow, fundClaimView } from './views.js';

export const NOT_FOUND = 'Fund claim not found.';

export async function lockedClaim(tx: Tx, id: number): Promise<FundClaimRow> {
  const [row] = await tx.select().from(fundClaims).where(eq(fundClaims.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export const alreadyDecided = (row: FundClaimRow) =>
  conflict(`This claim is already ${row.status.toLowerCase()}.`, 'FUND_CLAIM_DECIDED');

/** What a fund holds today: its account's credit less debit. */
const fundHolds = async (tx: Tx, fund: ContributionKind) => -(await accountBalance(tx, fund.accountId));

const fundTooLow = (fund: ContributionKind, holds: number) => {
  const message = `The ${fund.name} holds ${formatKES(holds)}: a claim may take at most that.`;
  return unprocessable(message, { amount: message }, 'FUND_TOO_LOW');
};

/**
 * docs/decisions/fund-claims.md, "Claim types": the fund the claim is on, and its type's limit. Answers
 * the fund and the type as the fund names it.
 */
async function checkClaim(tx: Tx, input: CreateFundClaimInput) {
  const fund = (await kindsByIds(tx, [input.contribution_kind_id])).get(input.contribution_kind_id);
  if (fund?.kind !== 'fund') {
    const message = 'Claims are paid from a fund: contribution_kind_id must be a fund of the group.';
    throw unprocessable(message, { contribution_kind_id: message }, 'NOT_A_FUND');
  }
  let claimType: string | null = input.claim_type;
  if (fund.claimTypes.length > 0) {
    const type = fund.claimTypes.find((t) => t.name.toLowerCase() === (input.claim_type ?? '').toLowerCase());
    if (!type) {
      const message = `claim_type must be one of the ${fund.name}'s: ${fund.claimTypes.map((t) => t.name).join(', ')}.`;
      throw unprocessable(message, { claim_type: message }, 'UNKNOWN_CLAIM_TYPE');
    }
    if (input.amount > type.limitCents) {
      const message = `A ${type.name} claim may be at most ${formatKES(type.limitCents)}.`;
      throw unprocessable(message, { amount: message }, 'ABOVE_CLAIM_LIMIT');
    }
    claimType = type.name;
  }
  const holds = await fundHolds(tx, fund);
  if (input.amount > holds) throw fundTooLow(fund, holds);
  return { fund, claimType };
}

/**
 * POST /fund-claims (docs/decisions/fund-claims.md, "A claim"): recorded as Requested in one
 * transaction with the member's row locked, and its payout asked of the quorum at once: an official's
 * call with one approval required pays it (201, Paid); otherwise it waits for the officials (202).
 */
export async function requestClaim(
  db: Db,
  clock: Clock,
  input: CreateFundClaimInput,
  context: SignedInContext,
): Promise<Outcome<FundClaimAnswer>> {
  return db.transaction(async (tx) => {
    const member = await lockUser(tx, input.user_id);
    if (!member) throw notFound('User not found.');
    if (member.status === 'inactive') {
      throw conflict(`${member.firstname} has left the group: a claim is for a member.`, 'MEMBER_INACTIVE');
    }
    const { fund, claimType } = await checkClaim(tx, input);
    const settings = await requireSettings(tx);
    const account = await resolveMoneyAccount(tx, input.account_id, settings.defaultAccountId);
    const [row] = await tx
      .insert(fundClaims)
      .values({
        contributionKindId: fund.id,
        userId: input.user_id,
        claimType,
        reason: input.reason,
        document: input.document,
        amountCents: input.amount,
        accountId: account.id,
        requestedBy: context.userId,
        requestedOn: clock.today(),
        createdAt: clock.now(),
      })
      .returning();
    if (!row) throw new Error('The fund claim insert returned no row');
    await recordAudit(tx, context, {
      action: 'create',
      entity: 'fund_claim',
      entityId: row.id,
      memberId: row.userId,
      after: {
        fund: fund.name,
        claim_type: claimType,
        amount: centsToKes(row.amountCents),
        account: account.name,
        reason: row.reason,
        document: row.document,
      },
    });
    // The savepoint of the quorum's call sits inside this transaction (docs/decisions/approvals.md, "Asking").
    return askOrAct(tx as unknown as Db, clock, 'fund_claim', { claim_id: row.id }, context);
  });
}

/**
 * The payout (the `fund_claim` kind's use case, docs/decisions/fund-claims.md, "Paying a claim"): with
 * the claim, the member and the money account locked, the claim must still be Requested and within
 * what the fund and the money account hold now; one entry posts it (Dr the fund, Cr the money
 * account), the claim becomes Paid and the member is told.
 */
export async function payClaim(db: Db, claimId: number, run: Execution): Promise<FundClaimAnswer> {
  return db.transaction(async (tx) => {
    const row = await lockedClaim(tx, claimId);
    if (row.status !== 'Requested') throw alreadyDecided(row);
    const member = await lockUser(tx, row.userId);
    const fund = (await kindsByIds(tx, [row.contributionKindId])).get(row.contributionKindId)!;
    const account = await findMoneyAccount(tx, row.accountId);
    if (!account) throw notAMoneyAccount('account_id');
    await lockAccounts(tx, [fund.accountId, account.id]);
    const holds = await fundHolds(tx, fund);
    if (row.amountCents > holds) throw fundTooLow(fund, holds);
    await payOutOf(tx, account, row.amountCents);
    const who = member ? fullName(member) : `member ${row.userId}`;
    const entryId = await postEntry(tx, {
      kind: 'fund-claim',
      ref: row.id,
      date: run.today,
      memo: `${fund.name} claim: ${who}${row.claimType ? ` (${row.claimType})` : ''}`,
      lines: paidOutOf({ from: fund.accountId, money: account.id }, row.amountCents),
      createdBy: run.context.userId,
    });
    const [paid] = await tx
      .update(fundClaims)
      .set({ status: 'Paid', paidOn: run.today, entryId, decidedBy: run.context.userId, decidedAt: run.now })
      .where(eq(fundClaims.id, row.id))
      .returning();
    if (!paid) throw new Error('The paid fund claim was not updated');
    await recordAudit(tx, run.context, {
      action: 'pay',
      entity: 'fund_claim',
      entityId: row.id,
      memberId: row.userId,
      before: { status: row.status },
      after: {
        status: 'Paid',
        fund: fund.name,
        claim_type: row.claimType,
        amount: centsToKes(row.amountCents),
        account: account.name,
        reason: row.reason,
        paid_on: run.today,
        entry_id: entryId,
      },
    });
    await tellClaimPaid(tx, paid, fund.name, run);
    const message = `Claim paid: ${formatKES(row.amountCents)} from the ${fund.name}, out of ${account.name}.`;
    return { ...(await fundClaimView(tx, paid)), message };
  });
}

/**
 * POST /fund-claims/{id}/payment: an official's yes. When the payout already waits for the quorum, the
 * call is the official's vote on it; otherwise it asks the quorum.
 */
export async function askToPayClaim(
  db: Db,
  clock: Clock,
  claimId: number,
  context: SignedInContext,
): Promise<Outcome<FundClaimAnswer>> {
  const ask = {
    kind: 'fund_claim' as const,
    subject: `fund_claim:${claimId}`,
    payload: { claim_id: claimId },
  };
  return voteOrAsk(db, clock, ask, context, async () => {
    const [row] = await db.select().from(fundClaims).where(eq(fundClaims.id, claimId));
    if (!row) throw notFound(NOT_FOUND);
    const view = await fundClaimView(db, row);
    return { ...view, message: `Claim paid: ${formatKES(row.amountCents)} from the ${view.fund_name}.` };
  });
}
