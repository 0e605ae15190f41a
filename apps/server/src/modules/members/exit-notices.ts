import { memberExitedMessage } from '@links/domain';
import type { Tx } from '../../db/client.js';
import { tellMoneyOut } from '../money-out/index.js';
import type { Outbox } from '../outbox/index.js';
import type { ExitPlan } from './exit-plan.js';

/**
 * Who is told of an exit (docs/decisions/member-exits.md, "What an exit settles"; notifications.md,
 * "Money out"), in its transaction: the member, of their settlement; every active member, of the
 * refund paid out and of the loans written off, each named by the exit's journal entry.
 */
export async function tellExit(
  tx: Tx,
  outbox: Outbox,
  exit: {
    plan: ExitPlan;
    input: { user_id: number; date: string; reason: string };
    accountName: string;
    /** The exit's journal entry; none when no money moved. */
    entryId: number | null;
    approverIds: readonly number[];
  },
) {
  const { settlement } = exit.plan;
  const { input } = exit;
  const loansPaid = settlement.savings - settlement.refund - settlement.looseFines.paid;
  await outbox.leave(tx, {
    userId: input.user_id,
    kind: 'member_exited',
    eventKey: `exit:${input.user_id}:${exit.entryId ?? input.date}`,
    text: (language) =>
      memberExitedMessage(language, {
        date: input.date,
        savingsCents: settlement.savings,
        finesPaidCents: settlement.looseFines.paid,
        loansPaidCents: settlement.owed - settlement.looseFines.owed > 0 ? loansPaid : 0,
        finesWaivedCents: settlement.looseFines.waived,
        shortfallCents: settlement.shortfall,
        refundCents: settlement.refund,
        accountName: exit.accountName,
      }),
  });
  if (exit.entryId === null) return;
  const told = { id: exit.entryId, date: input.date, memberId: input.user_id, purpose: input.reason };
  await tellMoneyOut(tx, outbox, {
    ...told,
    kind: 'exit_refund',
    amountCents: settlement.refund,
    approverIds: exit.approverIds,
  });
  await tellMoneyOut(tx, outbox, {
    ...told,
    kind: 'write_off',
    amountCents: settlement.writtenOff,
    approverIds: exit.approverIds,
  });
}
