import type { SavingsMovement, SystemAccountKey } from '@links/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
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

/**
 * Every member's savings movements up to and including a day, one per member and day (a deposit
 * positive), oldest first: the savings sub-ledger the share-out weighs members by.
 */
export async function savingsMovementsThrough(
  db: DbOrTx,
  through: string,
): Promise<Map<number, SavingsMovement[]>> {
  const rows = await queryRows<{ user_id: number; date: string; amount: string }>(
    db,
    sql`select l.user_id, l.entry_date::text as date, sum(l.credit_cents - l.debit_cents)::text as amount
        from journal_lines l join ledger_accounts a on a.id = l.account_id and a.system_key = 'savings'
        where l.user_id is not null and l.entry_date <= ${through}
        group by l.user_id, l.entry_date order by l.user_id, l.entry_date`,
  );
  const byMember = new Map<number, SavingsMovement[]>();
  for (const row of rows) {
    const movements = byMember.get(row.user_id) ?? [];
    movements.push({ date: row.date, amount: Number(row.amount) });
    byMember.set(row.user_id, movements);
  }
  return byMember;
}
