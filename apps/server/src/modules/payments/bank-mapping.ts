import type { BankMapping } from '@links/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { bankStatementMappings } from '../../db/schema.js';

type MappingColumn = Exclude<
  keyof typeof bankStatementMappings.$inferSelect,
  'groupId' | 'ledgerAccountId' | 'updatedAt'
>;

/** Each field of a bank mapping with the column that remembers it. */
const mappingFields = Object.entries({
  date: 'dateColumn',
  description: 'descriptionColumn',
  credit: 'creditColumn',
  debit: 'debitColumn',
  reference: 'referenceColumn',
  balance: 'balanceColumn',
} as const) as [keyof BankMapping, MappingColumn][];

/** The column mapping remembered for a bank account, if any. */
export async function storedMapping(db: Db | Tx, accountId: number): Promise<BankMapping | undefined> {
  const [row] = await db
    .select()
    .from(bankStatementMappings)
    .where(eq(bankStatementMappings.ledgerAccountId, accountId));
  if (!row) return undefined;
  return Object.fromEntries(
    mappingFields.map(([field, column]) => [field, row[column] ?? undefined]),
  ) as BankMapping;
}

/** Remembers the mapping a bank statement was read with, for the account's next statement. */
export async function rememberMapping(db: Tx, accountId: number, mapping: BankMapping) {
  const columns = Object.fromEntries(
    mappingFields.map(([field, column]) => [column, mapping[field] ?? null]),
  ) as Pick<typeof bankStatementMappings.$inferSelect, MappingColumn>;
  await db
    .insert(bankStatementMappings)
    .values({ ledgerAccountId: accountId, ...columns })
    .onConflictDoUpdate({
      target: [bankStatementMappings.groupId, bankStatementMappings.ledgerAccountId],
      set: { ...columns, updatedAt: sql`now()` },
    });
}
