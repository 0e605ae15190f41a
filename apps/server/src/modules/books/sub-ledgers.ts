import type { SystemAccountKey } from '@links/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema.js';

/** One line of a member's or a loan's sub-ledger, with its entry. */
export interface SubLedgerLine {
  entryId: number;
  key: string;
  date: string;
  memo: string;
  transactionId: number | null;
  createdAt: Date;
  debitCents: number;
  creditCents: number;
}

/**
 * The lines of one system account that belong to a member or a loan, oldest first: a member's
 * savings (`savings`, userId), a loan's principal (`loans`, loanId) or the interest it paid.
 */
export async function subLedgerLines(
  db: DbOrTx,
  account: SystemAccountKey,
  owner: { userId: number } | { loanId: number },
): Promise<SubLedgerLine[]> {
  const ownerIs =
    'userId' in owner ? eq(journalLines.userId, owner.userId) : eq(journalLines.loanId, owner.loanId);
  return db
    .select({
      entryId: journalEntries.id,
      key: journalEntries.key,
      date: journalEntries.entryDate,
      memo: journalEntries.memo,
      transactionId: journalEntries.transactionId,
      createdAt: journalEntries.createdAt,
      debitCents: journalLines.debitCents,
      creditCents: journalLines.creditCents,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(ledgerAccounts.systemKey, account), ownerIs))
    .orderBy(asc(journalLines.entryDate), asc(journalLines.entryId), asc(journalLines.id));
}
