import { type Clock, fullName } from '@links/domain';
import type { Tx } from '../db/client.js';
import type { SignedInContext } from '../modules/audit/audit.service.js';
import { exitMember } from '../modules/members/exit.service.js';
import { planExit } from '../modules/members/exit-plan.js';
import { createOutbox } from '../modules/outbox/index.js';
import type { EnrolledMember } from './demo-payments.js';
import type { Treasurer } from './demo-treasury.js';

/**
 * One member who left (docs/decisions/member-exits.md): the last member without a loan or a pledge
 * for another member, besides the ones the README names, leaves today, their savings refunded from
 * Equity. Answers their name.
 */
export async function memberWhoLeft(
  tx: Tx,
  clock: Clock,
  admin: SignedInContext,
  members: readonly EnrolledMember[],
  keep: ReadonlySet<number>,
  refund: { account: number; treasurer: Treasurer },
): Promise<string> {
  const today = clock.today();
  for (const member of [...members].reverse()) {
    if (keep.has(member.userId)) continue;
    const plan = await planExit(tx, member.userId, today);
    if (plan.user.office !== 'member' || plan.loans.length > 0 || plan.pledgesHeld.length > 0) continue;
    await refund.treasurer.cover(refund.account, plan.settlement.refund, today);
    await exitMember(tx, clock, admin, createOutbox(clock), {
      user_id: member.userId,
      date: today,
      account_id: refund.account,
      reason: 'Moved back to the family farm in Eldoret',
    });
    return fullName(plan.user);
  }
  throw new Error('The demo has no member free to leave.');
}
