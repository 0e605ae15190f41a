import type { SubLedgerLine } from '../books/index.js';

/**
 * Where a movement of a savings account came from, as the saving-details page names it
 * (docs/decisions/members.md, "Savings lists").
 */
export function depositSource(line: SubLedgerLine): string {
  if (line.kind === 'saving-opening') return 'Opening balance';
  if (line.transactionId !== null) return `Transaction TRN-${line.transactionId}`;
  return line.memo ? `Correction: ${line.memo}` : 'Correction';
}

/** Each line of a member's savings with the balance right after it, oldest first. */
export function withRunningBalance(lines: readonly SubLedgerLine[]) {
  let balanceCents = 0;
  return lines.map((line) => {
    balanceCents += line.creditCents - line.debitCents;
    return { line, amountCents: line.creditCents - line.debitCents, balanceCents };
  });
}
