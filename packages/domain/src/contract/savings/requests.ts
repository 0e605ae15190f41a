import { z } from 'zod';
import { wholeId } from '../ids.js';
import { kesAmount } from '../money-schema.js';
import { optionalYearlyTarget } from '../request-fields.js';

/**
 * POST /add-saving (docs/decisions/members.md, "Savings accounts"), the server's body and the Add saving
 * form's rules: a member, an opening balance (≥ 0) and the yearly target (left out: the group's setting).
 */
export const addSavingBody = z.object({
  user_id: wholeId('user_id'),
  amount_saved: kesAmount('amount_saved'),
  expected_saving: optionalYearlyTarget('expected_saving'),
});
export type AddSavingInput = z.output<typeof addSavingBody>;
