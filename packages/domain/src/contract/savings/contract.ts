import { z } from 'zod';
import { amounts, created, nullableId, ownerRef, wireId } from '../wire.js';

/**
 * The wire shapes of the savings endpoints (docs/decisions/members.md, "Savings accounts"), shared by server
 * and web; amounts in KES.
 */

/** A row of `GET /all-savings`: the balance and the yearly target. */
export const savingRow = z.object({
  saving_id: wireId,
  ...ownerRef,
  ...amounts('amount_saved', 'expected_saving'),
});
export type SavingRow = z.infer<typeof savingRow>;

export const savingsAnswer = z.object({ savings: z.array(savingRow) });

/** One movement into a savings account, with the balance after it. */
export const savingDeposit = z.object({
  entry_id: wireId,
  date: z.string(),
  amount: z.number(),
  source: z.string(),
  transaction_id: nullableId,
  running_balance: z.number(),
});
export type SavingDeposit = z.infer<typeof savingDeposit>;

/** `GET /saving-details/{savingId}`. */
export const savingDetailsAnswer = z.object({
  saving: savingRow.extend({ created_at: z.string() }),
  deposits: z.array(savingDeposit),
});
export type SavingDetails = z.infer<typeof savingDetailsAnswer>;

/** `GET /totalsavings` and `GET /savings/total/{userId}`. */
export const totalSavingsAnswer = z.object({ total_savings: z.number() });

/** `POST /add-saving` (201). */
export const savingAdded = created('saving_id');
