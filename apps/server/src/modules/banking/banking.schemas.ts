import { transferRequestSchemaFor } from '@links/domain';
import type { z } from 'zod';

/**
 * POST /create-bank-account and POST /create-expense: the shared request schemas
 * (docs/decisions/banking.md, "Expenses").
 */
export {
  type CreateBankAccountInput,
  type CreateExpenseInput,
  createBankAccountBody,
  createExpenseBodyFor,
} from '@links/domain';

/** POST /books/transfers: the shared wire schema (packages/domain/src/contract/books/transfer.ts). */
export const transferBodyFor = transferRequestSchemaFor;
export type TransferInput = z.output<ReturnType<typeof transferBodyFor>>;
