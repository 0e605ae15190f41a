import type { Clock } from '@links/domain';
import type { Db } from '../db/client.js';
import { askOrAct } from '../modules/approvals/approvals.service.js';
import type { SignedInContext } from '../modules/audit/audit.service.js';
import { createExpenseBodyFor } from '../modules/banking/banking.schemas.js';

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
