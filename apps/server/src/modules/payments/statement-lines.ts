import { createHash } from 'node:crypto';
import {
  type BankStatementLine,
  bankPayerReference,
  type Cents,
  type GroupDateTime,
  type MpesaStatementLine,
  type StatementLineKind,
} from '@links/domain';
import { mpesaKey } from './receipts.js';
import type { ArrivingPayment } from './record.js';

/** One line of a statement on its way into the database, whichever the statement's kind. */
export interface ImportLine {
  lineKey: string;
  reference: string;
  occurred: GroupDateTime;
  details: string | null;
  kind: StatementLineKind;
  moneyIn: Cents;
  moneyOut: Cents;
  balance: number | null;
  linkedReference: string | null;
  /** For a line that pays money in: the payment it is (matched and recorded once). */
  payment: ArrivingPayment | null;
  /**
   * An M-Pesa payment the statement lists again (its receipt, direction and amount seen before in
   * the file): kept once and reported (docs/decisions/money-findings.md, "Findings of a statement").
   */
  repeated: boolean;
}

type Keyless = Omit<ImportLine, 'lineKey' | 'payment' | 'repeated'> & { keyBase: string };

/**
 * Keys lines by their reference, direction and amount, and, for lines alike in all three (two
 * charges of one receipt), by their count in the file: a statement read again, or one that overlaps
 * it, gives every line the key it had.
 */
function keyed<T extends Keyless>(lines: T[]): (T & { lineKey: string })[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const n = (seen.get(line.keyBase) ?? 0) + 1;
    seen.set(line.keyBase, n);
    return { ...line, lineKey: n === 1 ? line.keyBase : `${line.keyBase}#${n}` };
  });
}

const direction = (moneyIn: number, moneyOut: number) => (moneyIn > 0 ? `in:${moneyIn}` : `out:${moneyOut}`);

/** The lines of an M-Pesa statement, its completed money-in lines as payments into the M-Pesa account. */
export function mpesaImportLines(
  rows: readonly MpesaStatementLine[],
  accountId: number,
  importedBy: number,
): ImportLine[] {
  const lines = keyed(
    rows.map((row) => ({
      keyBase: `${row.receipt}:${direction(row.paidIn, row.withdrawn)}`,
      reference: row.receipt,
      occurred: row.completed,
      details: row.details,
      kind: row.kind,
      moneyIn: row.paidIn,
      moneyOut: row.withdrawn,
      balance: row.balance,
      linkedReference: row.linkedReceipt,
      row,
    })),
  );
  return lines.map(({ keyBase: _base, row, ...line }) => ({
    ...line,
    repeated: row.kind === 'payment' && line.lineKey !== _base,
    payment:
      row.kind === 'payment'
        ? {
            source: 'mpesa_statement',
            receiptKey: mpesaKey(row.receipt),
            receipt: row.receipt,
            amountCents: row.paidIn,
            paidAt: row.completed.instant,
            paidOn: row.completed.date,
            payerName: row.payerName,
            payerPhone: row.payerPhone,
            accountRef: row.accountRef,
            ledgerAccountId: accountId,
            importedBy,
          }
        : null,
  }));
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 32);

/**
 * The lines of a bank statement; its credits are deposits to match by the member number or phone
 * the depositor wrote. A line without a reference is keyed by what it says (date, text, amounts).
 */
export function bankImportLines(
  rows: readonly BankStatementLine[],
  accountId: number,
  importedBy: number,
): ImportLine[] {
  const lines = keyed(
    rows.map((row) => {
      const said = `${row.date.date}|${row.description ?? ''}|${row.credit}|${row.debit}|${row.balance ?? ''}`;
      return {
        keyBase: row.reference
          ? `${row.reference}:${direction(row.credit, row.debit)}`
          : `line:${digest(said)}`,
        reference: row.reference ?? '',
        occurred: row.date,
        details: row.description,
        kind: row.kind,
        moneyIn: row.credit,
        moneyOut: row.debit,
        balance: row.balance,
        linkedReference: null,
        row,
      };
    }),
  );
  return lines.map(({ keyBase: _base, row, ...line }) => {
    const payer = bankPayerReference(row);
    return {
      ...line,
      // Two alike lines of a bank statement are two deposits: each its own payment.
      repeated: false,
      payment:
        row.kind === 'payment'
          ? {
              source: 'bank_statement',
              receiptKey: `bank:${accountId}:${line.lineKey}`,
              receipt: row.reference ?? '',
              amountCents: row.credit,
              paidAt: row.date.instant,
              paidOn: row.date.date,
              payerName: row.description,
              payerPhone: payer.phone,
              accountRef: payer.accountRef,
              ledgerAccountId: accountId,
              importedBy,
            }
          : null,
    };
  });
}
