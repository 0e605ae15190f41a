import { type Clock, createWithdrawalBody } from '@links/domain';
import type { Db } from '../db/client.js';
import { askOrAct } from '../modules/approvals/approvals.service.js';
import { decideRequest } from '../modules/approvals/index.js';
import { type SignedInContext, scriptContext } from '../modules/audit/audit.service.js';
import { createExpenseBodyFor } from '../modules/banking/banking.schemas.js';
import { officialIds } from '../modules/directory/directory.service.js';
import { requireSettings } from '../modules/settings/settings.service.js';
import { allowanceOf } from '../modules/withdrawals/allowance.js';
import { requestWithdrawal } from '../modules/withdrawals/withdrawals.service.js';

/**
 * The quorum in the demo group: the chair's request for a large expense waits in the Approvals
 * queue for a second official (the group's quorum is the default, 2).
 */
export async function awaitingApproval(db: Db, chair: SignedInContext, accountId: number, today: string) {
  const clock: Clock = { now: () => chair.at, today: () => today };
  const expense = createExpenseBodyFor(() => today).parse({
    account_id: accountId,
    amount: 18_500,
    comment_type: 'Meeting',
    comment: 'A tent and 40 chairs for the monthly meetings',
  });
  const outcome = await askOrAct(db, clock, 'expense', expense, chair);
  if (outcome.done) throw new Error('The demo’s large expense should wait for the second official.');
  return outcome.pending.approval_id;
}

/**
 * One paid withdrawal in the demo group (docs/decisions/withdrawals.md): the chair asks for KES 2,000
 * of the free savings of the first member who has that much, paid from Equity Bank once a second
 * official approves.
 */
export async function paidWithdrawal(
  db: Db,
  chair: SignedInContext,
  memberIds: number[],
  accountId: number,
  today: string,
) {
  const clock: Clock = { now: () => chair.at, today: () => today };
  const settings = await requireSettings(db);
  let userId: number | undefined;
  for (const id of memberIds) {
    if ((await allowanceOf(db, id, settings.loanMultiplierX100)).free >= 2_000_00) {
      userId = id;
      break;
    }
  }
  if (userId === undefined) throw new Error('No demo member has KES 2,000 of free savings.');
  const input = createWithdrawalBody.parse({
    user_id: userId,
    amount: 2_000,
    account_id: accountId,
    reason: 'School fees for the new term',
  });
  const outcome = await requestWithdrawal(db, clock, input, chair);
  if (outcome.done) return;
  const approver = (await officialIds(db)).find((id) => id !== chair.userId);
  if (approver === undefined) throw new Error('The demo group has no second official to approve.');
  const approve = { decision: 'Approve' as const, reason: null };
  await decideRequest(
    db,
    clock,
    outcome.pending.approval_id,
    approve,
    scriptContext(clock, approver, 'treasurer'),
  );
}
