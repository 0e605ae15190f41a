import {
  type BankMapping,
  bankMappingSchema,
  type Clock,
  centsToKes,
  inTimeOrder,
  moneyDateProblem,
  readBankStatement,
  readMpesaStatement,
  reversalNeedsTreasurer,
  type StatementImportAnswer,
  type StatementRead,
} from '@links/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { bankStatementMappings, statementLines } from '../../db/schema.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { findMoneyAccount } from '../books/index.js';
import { requireSettings } from '../settings/settings.service.js';
import type { TransactionsService } from '../transactions/transactions.service.js';
import { csvRecords, fileText } from './csv.js';
import { matchCandidates, recordPayment } from './record.js';
import { bankImportLines, type ImportLine, mpesaImportLines } from './statement-lines.js';
import { statementReversals } from './statement-reversals.js';

export const NO_MPESA_ACCOUNT_FOR_IMPORT =
  'Choose the M-Pesa account in Settings before importing an M-Pesa statement.';
export const ACCOUNT_NOT_FOUND = 'Account not found.';

function readOrRefuse<Row>(read: StatementRead<Row>): Row[] {
  if (read.ok) return read.rows;
  throw unprocessable(read.problem.message, { file: read.problem.message }, 'BAD_STATEMENT');
}

interface Tally {
  imported: number;
  duplicates: number;
  matched: number;
  unmatched: number;
  skipped: number;
  skipped_lines: StatementImportAnswer['skipped_lines'];
  withdrawals: StatementImportAnswer['withdrawals'];
  reversals: StatementImportAnswer['reversals'];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function answerOf(tally: Tally): StatementImportAnswer {
  const toAct = tally.reversals.filter((reversal) => reversalNeedsTreasurer(reversal.outcome)).length;
  const dated = tally.skipped_lines.length;
  const message =
    `Statement imported: ${plural(tally.imported, 'new payment')} (${tally.matched} matched, ` +
    `${tally.unmatched} unmatched), ${tally.duplicates} already recorded, ${plural(tally.skipped - dated, 'other line')}.` +
    (dated > 0 ? ` ${plural(dated, 'line')} skipped for ${dated === 1 ? 'its date' : 'their dates'}.` : '') +
    (toAct > 0 ? ` ${plural(toAct, 'reversal')} of M-Pesa to act on.` : '');
  return { ...tally, message };
}

/**
 * Imports statements (issue 9): every line that moved money is kept for reconciliation, every
 * money-in line is recorded once as a payment and matched. One database transaction: a bad line
 * refuses the file before anything is written, and a failure half way leaves nothing.
 */
export function createStatementImportService(
  db: Db,
  transactions: TransactionsService,
  clock: Pick<Clock, 'today'>,
) {
  const takeBack = statementReversals(transactions);

  async function importLines(
    who: SignedInContext,
    accountId: number,
    lines: ImportLine[],
    alsoWrite: (tx: Tx) => Promise<void> = async () => {},
  ) {
    return db.transaction(async (tx) => {
      const members = await matchCandidates(tx);
      const tally: Tally = {
        imported: 0,
        duplicates: 0,
        matched: 0,
        unmatched: 0,
        skipped: 0,
        skipped_lines: [],
        withdrawals: [],
        reversals: [],
      };
      const ordered = inTimeOrder(lines.map((line) => ({ ...line, instant: line.occurred.instant })));
      const today = clock.today();
      for (const line of ordered) {
        // A line dated before M-Pesa or after tomorrow is kept nowhere (docs/decisions.md, "Money dates").
        const dateProblem = moneyDateProblem(line.occurred.date, today);
        if (dateProblem) {
          tally.skipped++;
          tally.skipped_lines.push({
            reference: line.reference,
            date: line.occurred.date,
            reason: dateProblem,
          });
          continue;
        }
        if (line.kind === 'skipped') {
          tally.skipped++;
          continue;
        }
        let paymentId: number | null = null;
        if (line.payment) {
          const outcome = await recordPayment(tx, line.payment, members, who);
          if (outcome.outcome === 'recorded') {
            tally.imported++;
            tally[outcome.matched ? 'matched' : 'unmatched']++;
          } else tally.duplicates++;
          paymentId = outcome.outcome === 'typed_by_hand' ? null : outcome.payment.id;
        } else tally.skipped++;
        const [inserted] = await tx
          .insert(statementLines)
          .values({
            ledgerAccountId: accountId,
            lineKey: line.lineKey,
            reference: line.reference,
            occurredAt: new Date(line.occurred.instant),
            lineDate: line.occurred.date,
            details: line.details,
            kind: line.kind,
            moneyInCents: line.moneyIn,
            moneyOutCents: line.moneyOut,
            balanceCents: line.balance,
            paymentId,
            linkedReference: line.linkedReference,
            importedBy: who.userId,
          })
          .onConflictDoNothing()
          .returning({ id: statementLines.id });
        if (!inserted || line.moneyOut === 0) continue;
        // A reversal is never a withdrawal to record: it cancels its payment, or goes to the treasurer.
        if (line.kind === 'reversal') tally.reversals.push(await takeBack(tx, who, line));
        else
          tally.withdrawals.push({
            date: line.occurred.date,
            reference: line.reference,
            details: line.details,
            amount: centsToKes(line.moneyOut),
          });
      }
      await alsoWrite(tx);
      const answer = answerOf(tally);
      // One record for the import: what the file brought in (each approval is recorded on its own).
      await recordAudit(tx, who, {
        action: 'import',
        entity: 'statement',
        entityId: accountId,
        after: {
          account_id: accountId,
          imported: tally.imported,
          duplicates: tally.duplicates,
          matched: tally.matched,
          unmatched: tally.unmatched,
          skipped: tally.skipped,
          ...(tally.skipped_lines.length > 0 ? { skipped_for_date: tally.skipped_lines.length } : {}),
          // The reversals, when there are any: which receipt each took back and what became of it.
          ...(tally.reversals.length > 0
            ? {
                reversals: tally.reversals.map(({ reference, receipt, outcome }) => ({
                  reference,
                  receipt,
                  outcome,
                })),
              }
            : {}),
        },
      });
      return answer;
    });
  }

  async function requireBankAccount(accountId: number) {
    const account = await findMoneyAccount(db, accountId);
    if (!account || account.bankAccountId === null) throw notFound(ACCOUNT_NOT_FOUND);
    return account;
  }

  return {
    /** POST /mpesa/statements: the business portal's export, into the settings' M-Pesa account. */
    async importMpesa(who: SignedInContext, bytes: Buffer) {
      const settings = await requireSettings(db);
      if (settings.mpesaAccountId === null) {
        throw unprocessable(NO_MPESA_ACCOUNT_FOR_IMPORT, undefined, 'NO_MPESA_ACCOUNT');
      }
      const rows = readOrRefuse(readMpesaStatement(csvRecords(fileText(bytes))));
      return importLines(
        who,
        settings.mpesaAccountId,
        mpesaImportLines(rows, settings.mpesaAccountId, who.userId),
      );
    },

    /** POST /bank-statements/{accountId}: a bank's CSV read by the mapping sent, or the one remembered. */
    async importBank(who: SignedInContext, accountId: number, bytes: Buffer, fields: Record<string, string>) {
      await requireBankAccount(accountId);
      const mapping = await this.mappingFor(accountId, fields);
      const rows = readOrRefuse(readBankStatement(csvRecords(fileText(bytes)), mapping));
      return importLines(who, accountId, bankImportLines(rows, accountId, who.userId), (tx) =>
        rememberMapping(tx, accountId, mapping),
      );
    },

    async mappingFor(accountId: number, fields: Record<string, string>): Promise<BankMapping> {
      const sent = ['date', 'description', 'credit', 'debit', 'reference', 'balance'].some(
        (name) => fields[name],
      );
      const stored = await storedMapping(db, accountId);
      const parsed = bankMappingSchema.safeParse(sent || !stored ? fields : stored);
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'date');
      const message = issue?.message ?? 'Name the columns of the statement.';
      throw unprocessable(message, { [field]: message }, 'VALIDATION_FAILED');
    },

    /** GET /bank-statements/{accountId}/mapping: what the form is filled with. */
    async mapping(accountId: number) {
      await requireBankAccount(accountId);
      return { mapping: (await storedMapping(db, accountId)) ?? null };
    },
  };
}

type MappingColumn = Exclude<
  keyof typeof bankStatementMappings.$inferSelect,
  'ledgerAccountId' | 'updatedAt'
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

async function storedMapping(db: Db | Tx, accountId: number): Promise<BankMapping | undefined> {
  const [row] = await db
    .select()
    .from(bankStatementMappings)
    .where(eq(bankStatementMappings.ledgerAccountId, accountId));
  if (!row) return undefined;
  return Object.fromEntries(
    mappingFields.map(([field, column]) => [field, row[column] ?? undefined]),
  ) as BankMapping;
}

async function rememberMapping(db: Tx, accountId: number, mapping: BankMapping) {
  const columns = Object.fromEntries(
    mappingFields.map(([field, column]) => [column, mapping[field] ?? null]),
  ) as Pick<typeof bankStatementMappings.$inferSelect, MappingColumn>;
  await db
    .insert(bankStatementMappings)
    .values({ ledgerAccountId: accountId, ...columns })
    .onConflictDoUpdate({
      target: bankStatementMappings.ledgerAccountId,
      set: { ...columns, updatedAt: sql`now()` },
    });
}

export type StatementImportService = ReturnType<typeof createStatementImportService>;
