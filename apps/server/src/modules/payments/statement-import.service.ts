import {
  type BankMapping,
  balanceBreaks,
  bankMappingSchema,
  type Clock,
  centsToKes,
  inTimeOrder,
  type MatchCandidate,
  moneyDateProblem,
  readBankStatement,
  readMpesaStatement,
  repeatedLine,
  type StatementRead,
} from '@links/domain';
import type { Db, Tx } from '../../db/client.js';
import { statementLines } from '../../db/schema.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { findMoneyAccount } from '../books/index.js';
import { requireSettings } from '../settings/settings.service.js';
import type { TransactionsService } from '../transactions/transactions.service.js';
import { rememberMapping, storedMapping } from './bank-mapping.js';
import { csvRecords, fileText } from './csv.js';
import { answerOf, emptyTally, importRecordFields, sumOf, type Tally } from './import-tally.js';
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

/**
 * One part of an import (docs/decisions/payments.md, "Big imports"): a short transaction of its own, ended
 * after `PART_MS` of work or `MAX_PART_LINES` lines, whichever comes first. On the embedded
 * database, which runs one transaction at a time, another request waits for one part at most.
 */
export const PART_MS = 200;
export const MAX_PART_LINES = 200;

/** Lets the requests that arrived while a part was written reach the database before the next part. */
const letOthersIn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One statement on its way in: who imports it, into which account, its lines in time order. */
interface Import {
  who: SignedInContext;
  accountId: number;
  members: MatchCandidate[];
  lines: ImportLine[];
  /** The group's date when the import started: the bound of its money dates. */
  today: string;
  alsoWrite: (tx: Tx) => Promise<void>;
}

/**
 * Imports statements (docs/decisions/payments.md, "Matching"): every line that moved money is kept for
 * reconciliation, every money-in line is recorded once as a payment and matched. A bad line refuses the file
 * before anything is written. The lines are written in time order, in parts, each one database
 * transaction; the last also remembers the bank mapping and writes the import's audit record. A
 * short statement is one part, all or nothing; a failure half way through a longer one leaves the
 * parts before it (each receipt once, an audit record marked incomplete), and the same file
 * imported again records the rest.
 */
export function createStatementImportService(db: Db, transactions: TransactionsService, clock: Clock) {
  const takeBack = statementReversals(transactions, clock);

  /** Writes one line into the part's transaction and counts it in the part's tally. */
  async function importLine(tx: Tx, run: Import, line: ImportLine, tally: Tally) {
    const { who, accountId, members } = run;
    // A line dated before M-Pesa or after tomorrow is kept nowhere
    // (docs/decisions/payments.md, "Money dates").
    const dateProblem = moneyDateProblem(line.occurred.date, run.today);
    if (dateProblem) {
      tally.skipped++;
      tally.skipped_lines.push({ reference: line.reference, date: line.occurred.date, reason: dateProblem });
      return;
    }
    if (line.kind === 'skipped') {
      tally.skipped++;
      return;
    }
    if (line.repeated) {
      tally.skipped++;
      tally.findings.push(repeatedLine({ ...line, date: line.occurred.date }));
      return;
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
    if (!inserted || line.moneyOut === 0) return;
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

  /**
   * Writes the lines from `from` on in one transaction until the part's time or size is up. The
   * part that reaches the end also runs `alsoWrite` and records the import, with every part's figures.
   */
  function importPart(run: Import, from: number, before: Tally) {
    return db.transaction(async (tx) => {
      const tally = emptyTally();
      const started = performance.now();
      let next = from;
      while (
        next < run.lines.length &&
        next - from < MAX_PART_LINES &&
        (next === from || performance.now() - started < PART_MS)
      ) {
        await importLine(tx, run, run.lines[next] as ImportLine, tally);
        next++;
      }
      if (next === run.lines.length) {
        await run.alsoWrite(tx);
        await recordImport(tx, run, sumOf(before, tally));
      }
      return { tally, next };
    });
  }

  /** The import's one audit record: what the file brought in (each approval is recorded on its own). */
  const recordImport = (tx: Tx, { who, accountId }: Import, tally: Tally, incomplete = false) =>
    recordAudit(tx, who, {
      action: 'import',
      entity: 'statement',
      entityId: accountId,
      after: { ...importRecordFields(accountId, tally), ...(incomplete ? { incomplete: true } : {}) },
    });

  async function importLines(
    who: SignedInContext,
    accountId: number,
    lines: ImportLine[],
    alsoWrite: (tx: Tx) => Promise<void> = async () => {},
  ) {
    const run: Import = {
      who,
      accountId,
      members: await matchCandidates(db),
      lines: inTimeOrder(lines.map((line) => ({ ...line, instant: line.occurred.instant }))),
      today: clock.today(),
      alsoWrite,
    };
    // The Balance column is checked on the whole file, before anything is written.
    const breaks = balanceBreaks(
      run.lines.map((line) => ({ ...line, date: line.occurred.date, movedMoney: line.kind !== 'skipped' })),
    );
    let total: Tally = { ...emptyTally(), findings: breaks };
    let next = 0;
    try {
      do {
        if (next > 0) await letOthersIn();
        const part = await importPart(run, next, total);
        total = sumOf(total, part.tally);
        next = part.next;
      } while (next < run.lines.length);
    } catch (error) {
      // The parts already in stay in (each receipt once): the trail says what they brought.
      // Should the record fail too (the database gone), the caller still hears the first error.
      if (next > 0) {
        await db.transaction((tx) => recordImport(tx, run, total, true)).catch(() => undefined);
      }
      throw error;
    }
    return answerOf(total);
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

export type StatementImportService = ReturnType<typeof createStatementImportService>;
