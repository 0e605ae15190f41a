import { kesAmount, transferRequestSchemaFor } from '@links/domain';
import { z } from 'zod';
import { absentOrKesAmount } from '../../lib/amount-schemas.js';
import { idField } from '../../lib/id-schemas.js';

/** Free text, trimmed, with a length the 422 names (decisions §5). */
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** POST /create-bank-account (decisions §5). */
export const createBankAccountBody = z.object({
  name: text('name', 100),
  amount: absentOrKesAmount('amount'),
});
export type CreateBankAccountInput = z.output<typeof createBankAccountBody>;

/** POST /create-expense (decisions §5). The web suggests the usual comment types; any text fits. */
export const createExpenseBody = z.object({
  account_id: idField('account_id'),
  amount: kesAmount('amount', { positive: true }),
  comment_type: text('comment_type', 50),
  comment: z
    .string({ error: 'comment must be text' })
    .trim()
    .max(500, 'comment must be at most 500 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CreateExpenseInput = z.output<typeof createExpenseBody>;

/** POST /books/transfers: the shared wire schema (packages/domain/src/books/transfer.ts). */
export const transferBodyFor = transferRequestSchemaFor;
export type TransferInput = z.output<ReturnType<typeof transferBodyFor>>;
