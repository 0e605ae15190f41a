import { count } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { loanInstallments, loans } from '../db/schema.js';
import { countRows } from './money-rows.js';

/**
 * The rows the create-user wizard can write (users, member accounts, savings accounts, loans,
 * installments, ledger entries, and the money tables it must not touch): a refused or failed
 * wizard leaves every count as it was.
 */
export async function countWizardRows(db: DbOrTx) {
  const [loanRows] = await db.select({ n: count() }).from(loans);
  const [installmentRows] = await db.select({ n: count() }).from(loanInstallments);
  return { ...(await countRows(db)), loans: loanRows?.n ?? 0, loanInstallments: installmentRows?.n ?? 0 };
}
