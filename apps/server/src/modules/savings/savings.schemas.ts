import { kesAmount } from '@links/domain';
import { z } from 'zod';
import { optionalKesAmount } from '../../lib/amount-schemas.js';
import { idField } from '../../lib/id-schemas.js';

/** A yearly savings target: at least 1,000 KES, in steps of 1,000 (product spec §5, decisions §4). */
export function yearlyTargetAmount(field: string) {
  return optionalKesAmount(field, { min: 1000 }).refine(
    (value) => value === undefined || value % 100_000 === 0,
    `${field} must be a multiple of 1,000`,
  );
}

/** POST /add-saving (decisions §4). */
export const addSavingBody = z.object({
  user_id: idField('user_id'),
  amount_saved: kesAmount('amount_saved'),
  expected_saving: yearlyTargetAmount('expected_saving'),
});
export type AddSavingInput = z.output<typeof addSavingBody>;

export const savingRow = z.object({
  saving_id: z.number().int(),
  user_id: z.number().int(),
  user_firstname: z.string(),
  user_lastname: z.string(),
  amount_saved: z.number(),
  expected_saving: z.number(),
});

export const savingDetailsAnswer = z.object({
  saving: savingRow.extend({ created_at: z.string() }),
  deposits: z.array(
    z.object({
      entry_id: z.number().int(),
      date: z.string(),
      amount: z.number(),
      source: z.string(),
      transaction_id: z.number().int().nullable(),
      running_balance: z.number(),
    }),
  ),
});

export const totalSavingsAnswer = z.object({ total_savings: z.number() });
