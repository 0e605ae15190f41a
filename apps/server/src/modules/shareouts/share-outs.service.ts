import { centsToKes, formatDate, mpesaShare, shareOutPaid } from '@links/domain';
import type { Db, Tx } from '../../db/client.js';
import { shareOutLines, shareOuts } from '../../db/schema.js';
import { type RequestContext, recordAudit } from '../audit/audit.service.js';
import { payOutOf } from '../banking/index.js';
import { closeBooksThrough, lockBooksForClosing } from '../books/closing.service.js';
import { lockAccounts, type MoneyAccount, resolveMoneyAccount, systemAccountId } from '../books/index.js';
import { postEntry } from '../books/journal.service.js';
import { mpesaPayoutAccount, owePayout, refuseB2cAmount } from '../payouts/index.js';
import { requireSavingsAccountsFor } from '../savings/index.js';
import { getSettings } from '../settings/settings.service.js';
import { tellShareOut } from './share-out-notices.js';
import { checkPeriod, type NamedPlan, planAnswer, planFor, type ShareOutTerms } from './share-out-plan.js';
import { shareOutById } from './share-outs.queries.js';

export const SHARE_OUT_COMMITTED = 'Share-out committed. The books are closed through the end of the period.';

export interface CommitTerms extends ShareOutTerms {
  payout: 'to_savings' | 'cash';
  account_id?: number | undefined;
  /** Paid in cash by M-Pesa (docs/decisions/payouts.md, "A share-out by M-Pesa"). */
  pay_by_mpesa?: boolean | undefined;
}

export interface CommitContext {
  /** Today in the group's time zone, from the app's clock. */
  today: string;
  createdBy: number;
  /** Who committed, for the audit trail. */
  who: RequestContext;
  /** The officials who approved it, in the order they did (docs/decisions/notifications.md, "Money out"). */
  approverIds?: readonly number[];
}

/** POST /share-outs/preview: what a commit of these terms would post; nothing is written. */
export async function previewShareOut(db: Db, terms: ShareOutTerms, today: string) {
  await checkPeriod(db, terms, today);
  return planAnswer(await planFor(db, terms));
}

/** Checks the members can be paid: into their savings accounts, or out of a money account that holds it. */
async function payMembers(
  tx: Tx,
  plan: NamedPlan,
  account: MoneyAccount | null,
  byMpesa: boolean,
): Promise<void> {
  if (byMpesa) {
    // The cents under a shilling go to savings; the whole shillings must be what M-Pesa can send.
    for (const line of plan.lines) {
      const { sent } = mpesaShare(line.net);
      if (sent > 0) refuseB2cAmount(sent);
    }
    await requireSavingsAccountsFor(
      tx,
      plan.lines.map((line) => ({ userId: line.userId, amountCents: mpesaShare(line.net).kept })),
    );
    return;
  }
  if (account === null) {
    await requireSavingsAccountsFor(
      tx,
      plan.lines.map((line) => ({ userId: line.userId, amountCents: line.net })),
    );
    return;
  }
  // The account's row first, as a transfer does, so the payment queues behind one under way.
  await lockAccounts(tx, [account.id]);
  await payOutOf(tx, account, plan.totalNet, { field: 'account_id' });
}

async function recordShareOut(
  tx: Tx,
  plan: NamedPlan,
  commit: { terms: CommitTerms; account: MoneyAccount | null; entryId: number } & CommitContext,
): Promise<number> {
  const [row] = await tx
    .insert(shareOuts)
    .values({
      periodFrom: plan.terms.from,
      periodTo: plan.terms.to,
      method: plan.terms.method,
      withholdingRateBp: plan.terms.withholding_rate,
      payout: commit.terms.payout,
      accountId: commit.account?.id ?? null,
      distributableCents: plan.distributable,
      totalBasisCents: plan.totalBasis,
      totalWithholdingCents: plan.totalWithholding,
      totalNetCents: plan.totalNet,
      entryId: commit.entryId,
      paidOn: commit.today,
      createdBy: commit.createdBy,
    })
    .returning({ id: shareOuts.id });
  if (!row) throw new Error('The share-out insert returned no row');
  await tx.insert(shareOutLines).values(
    plan.lines.map((line) => ({
      shareOutId: row.id,
      userId: line.userId,
      basisCents: line.basis,
      shareCents: line.share,
      withholdingCents: line.withholding,
      netCents: line.net,
    })),
  );
  return row.id;
}

/** Each member's whole shillings owed by M-Pesa, a payout each (docs/decisions/payouts.md, "A share-out by M-Pesa"). */
async function owePayouts(tx: Tx, id: number, plan: NamedPlan, who: { userId: number; at: Date }) {
  for (const line of plan.lines) {
    const { sent } = mpesaShare(line.net);
    if (sent === 0) continue;
    await owePayout(
      tx,
      {
        source: 'share_out',
        sourceId: id,
        userId: line.userId,
        amountCents: sent,
        description: `Share-out #${id}`,
      },
      who,
    );
  }
}

/**
 * POST /share-outs (docs/share-out.md): in one transaction, with the books locked against postings,
 * the shares are paid (into savings, or out of a money account), one entry posts them (Dr Retained
 * earnings; Cr savings or the account; Cr Withholding tax payable), the income and expense accounts
 * are closed into Retained earnings through the period's last day, and the share-out is recorded.
 * A second share-out overlapping the closed period is a 409, also when two race.
 */
export async function commitShareOut(db: Db, terms: CommitTerms, context: CommitContext) {
  const id = await db.transaction(async (tx) => {
    await lockBooksForClosing(tx);
    await checkPeriod(tx, terms, context.today);
    const plan = await planFor(tx, terms);
    const byMpesa = terms.payout === 'cash' && terms.pay_by_mpesa === true;
    const account = byMpesa
      ? await mpesaPayoutAccount(tx)
      : terms.payout === 'cash'
        ? await resolveMoneyAccount(tx, terms.account_id, (await getSettings(tx))?.defaultAccountId)
        : null;
    await payMembers(tx, plan, account, byMpesa);
    const accounts = {
      retained: await systemAccountId(tx, 'retained'),
      savings: await systemAccountId(tx, 'savings'),
      withholding: await systemAccountId(tx, 'withholding'),
    };
    const entryId = await postEntry(tx, {
      kind: 'share-out',
      ref: `${terms.from}:${terms.to}`,
      date: context.today,
      memo: `Share-out ${formatDate(terms.from)} – ${formatDate(terms.to)}`,
      lines: shareOutPaid(
        accounts,
        byMpesa
          ? { kind: 'mpesa', due: account!.id }
          : account
            ? { kind: 'cash', money: account.id }
            : { kind: 'to_savings' },
        plan.lines,
      ),
      createdBy: context.createdBy,
    });
    await closeBooksThrough(tx, terms.to, context.createdBy);
    const id = await recordShareOut(tx, plan, { terms, account, entryId, ...context });
    await recordAudit(tx, context.who, {
      action: 'commit',
      entity: 'share_out',
      entityId: id,
      after: {
        from: terms.from,
        to: terms.to,
        method: terms.method,
        withholding_rate: terms.withholding_rate,
        payout: terms.payout,
        account_id: account?.id ?? null,
        distributable: centsToKes(plan.distributable),
        total_net: centsToKes(plan.totalNet),
        total_withholding: centsToKes(plan.totalWithholding),
        members: plan.lines.length,
      },
    });
    if (byMpesa) await owePayouts(tx, id, plan, { userId: context.createdBy, at: context.who.at });
    const approverIds = context.approverIds ?? [context.createdBy];
    await tellShareOut(tx, { id, plan, account, today: context.today, who: context.who, approverIds });
    return id;
  });
  return { ...(await shareOutById(db, id)), message: SHARE_OUT_COMMITTED };
}
