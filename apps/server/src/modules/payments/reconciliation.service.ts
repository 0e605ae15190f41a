import { centsToKes, pairStatementWithBooks, type ReconciliationAnswer } from '@links/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { incomingPayments, statementLines } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { type AccountMovement, accountMovements, findMoneyAccount } from '../books/index.js';
import { netDebit } from '../books/journal.service.js';
import { itemsOfTransactions, itemsWithReferences } from '../transactions/index.js';

type Line = typeof statementLines.$inferSelect;

const netOf = (line: Line) => line.moneyInCents - line.moneyOutCents;

/** The statement's balances: after its last line, and before its first (from the lines that give one). */
function statementBalances(lines: Line[]) {
  const lastKnown = lines.findLastIndex((line) => line.balanceCents !== null);
  const firstKnown = lines.findIndex((line) => line.balanceCents !== null);
  if (lastKnown < 0) return { opening: null, closing: null };
  const after = lines.slice(lastKnown + 1).reduce((sum, line) => sum + netOf(line), 0);
  const upTo = lines.slice(0, firstKnown + 1).reduce((sum, line) => sum + netOf(line), 0);
  return {
    opening: (lines[firstKnown]?.balanceCents ?? 0) - upTo,
    closing: (lines[lastKnown]?.balanceCents ?? 0) + after,
  };
}

/**
 * The books entries each line is known to be: the approved items of the payment it became, or of
 * a transaction typed by hand with its receipt as the reference.
 */
async function knownEntries(db: DbOrTx, lines: Line[], movements: AccountMovement[]) {
  const entryOfKey = new Map(movements.map((movement) => [movement.key, movement.entryId]));
  const paymentIds = lines.flatMap((line) => (line.paymentId ? [line.paymentId] : []));
  const payments = paymentIds.length
    ? await db
        .select({ id: incomingPayments.id, transactionId: incomingPayments.transactionId })
        .from(incomingPayments)
        .where(inArray(incomingPayments.id, paymentIds))
    : [];
  const transactionOf = new Map(payments.map((payment) => [payment.id, payment.transactionId]));
  const items = await itemsOfTransactions(
    db,
    payments.flatMap((payment) => (payment.transactionId ? [payment.transactionId] : [])),
  );
  const typed = await itemsWithReferences(
    db,
    lines.filter((line) => !line.paymentId && line.reference).map((line) => line.reference),
  );
  const entriesOf = (found: typeof items) =>
    found.flatMap((item) => {
      const entryId = item.status === 'Approved' ? entryOfKey.get(`item:${item.id}`) : undefined;
      return entryId === undefined ? [] : [entryId];
    });
  return new Map(
    lines.map((line) => {
      const transactionId = line.paymentId ? transactionOf.get(line.paymentId) : undefined;
      const own = transactionId
        ? items.filter((item) => item.transactionId === transactionId)
        : typed.filter((item) => item.extra?.toUpperCase() === line.reference.toUpperCase());
      return [line.id, entriesOf(own)] as const;
    }),
  );
}

/**
 * GET /reconciliation/{accountId} (docs/decisions/payments.md, "Reconciliation"): the imported statement's
 * closing balance against the books' balance of the account on the statement's last date, and the lines on
 * either side that have no partner on the other, which explain any difference.
 */
export async function reconcile(db: DbOrTx, accountId: number, asOf: string): Promise<ReconciliationAnswer> {
  const account = await findMoneyAccount(db, accountId);
  if (!account) throw notFound('Account not found.');
  const lines = await db
    .select()
    .from(statementLines)
    .where(and(eq(statementLines.ledgerAccountId, accountId), lte(statementLines.lineDate, asOf)))
    .orderBy(asc(statementLines.occurredAt), asc(statementLines.id));
  const shown = { id: account.id, code: account.code, name: account.name };
  const first = lines[0];
  const last = lines.at(-1);
  if (!first || !last) {
    const books = await netDebit(db, accountId, asOf);
    const empty = { statement: null, difference: null, agrees: false, statement_lines: [], book_entries: [] };
    return { account: shown, books_balance: centsToKes(books), ...empty };
  }
  const from = first.lineDate;
  const to = last.lineDate;
  const balances = statementBalances(lines);
  const books = await netDebit(db, accountId, to);
  const movements = await accountMovements(db, accountId, from, to);
  const known = await knownEntries(db, lines, movements);
  const pairing = pairStatementWithBooks(
    lines.map((line) => ({
      id: line.id,
      date: line.lineDate,
      net: netOf(line),
      entryIds: known.get(line.id) ?? [],
    })),
    movements,
  );
  const unpairedLines = new Set(pairing.unpairedLines);
  const unpairedEntries = new Set(pairing.unpairedEntries);
  const difference = balances.closing === null ? null : balances.closing - books;
  return {
    account: shown,
    statement: {
      from,
      to,
      lines: lines.length,
      opening_balance: balances.opening === null ? null : centsToKes(balances.opening),
      closing_balance: balances.closing === null ? null : centsToKes(balances.closing),
    },
    books_balance: centsToKes(books),
    difference: difference === null ? null : centsToKes(difference),
    agrees: difference === 0,
    statement_lines: lines
      .filter((line) => unpairedLines.has(line.id))
      .map((line) => ({
        id: line.id,
        date: line.lineDate,
        reference: line.reference,
        details: line.details,
        money_in: centsToKes(line.moneyInCents),
        money_out: centsToKes(line.moneyOutCents),
      })),
    book_entries: movements
      .filter((movement) => unpairedEntries.has(movement.entryId))
      .map((movement) => ({
        entry_id: movement.entryId,
        date: movement.date,
        memo: movement.memo,
        money_in: centsToKes(Math.max(0, movement.net)),
        money_out: centsToKes(Math.max(0, -movement.net)),
      })),
  };
}
